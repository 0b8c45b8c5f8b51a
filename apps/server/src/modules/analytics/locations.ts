import type { LocationComparison, LocationFigures } from "@larder/contracts";
import {
  addDays,
  exact,
  MONEY_SCALE,
  percentOfSales,
  toFixedDecimal,
  type Exact,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { memberCan } from "../../core/member";
import { locationScope, workspaceToday } from "../locations";
import { awaitingInvoice } from "../purchasing";

/** The period compared when none is asked for: the last four weeks, today included. */
const DEFAULT_DAYS = 28;

interface FiguresRow {
  location_id: string;
  name: string;
  stock_value: string;
  usage_value: string;
  waste_value: string;
  count_variance: string;
  cost_of_sales: string;
  net_sales: string;
}

/**
 * Each location's own figures, side by side: what its shelves hold now, and over the period (its
 * own local days) what left stock by use, waste and sales, what its counts found, what its plates
 * sold for. Movements are valued at the cost they left stock at; one without a cost counts zero,
 * as the dashboard's food cost does.
 */
const FIGURES_SQL = `
  with scope as (
    select id, name, time_zone from locations where workspace_id = $1 and id = any($2::uuid[])
  ),
  moved as (
    select m.location_id,
           sum(-m.quantity * coalesce(m.unit_cost, 0)) filter (where larder_usage_kind(m.kind)) as used,
           sum(-m.quantity * coalesce(m.unit_cost, 0)) filter (where m.kind = 'waste') as wasted,
           sum(-m.quantity * coalesce(m.unit_cost, 0)) filter (where m.kind = 'sale') as sold,
           sum(m.quantity * coalesce(m.unit_cost, 0)) filter (where m.kind = 'count_adjustment') as counted
      from stock_movements m join scope s on s.id = m.location_id
     where m.workspace_id = $1
       -- A day either side covers every time zone, and lets the index narrow the scan.
       and m.occurred_at >= $3::date - 1 and m.occurred_at < $4::date + 2
       and (m.occurred_at at time zone s.time_zone)::date between $3::date and $4::date
     group by m.location_id
  ),
  held as (
    select b.location_id, sum(b.on_hand * b.average_unit_cost) as value
      from stock_balances b
     where b.workspace_id = $1 and b.location_id = any($2::uuid[])
     group by b.location_id
  ),
  sold as (
    select location_id, sum(net_sales) as net_sales from sales
     where workspace_id = $1 and location_id = any($2::uuid[]) and menu_item_id is not null
       and business_day between $3::date and $4::date
     group by location_id
  )
  select s.id as location_id, s.name, coalesce(held.value, 0)::text as stock_value,
         coalesce(moved.used, 0)::text as usage_value, coalesce(moved.wasted, 0)::text as waste_value,
         coalesce(moved.counted, 0)::text as count_variance,
         coalesce(moved.sold, 0)::text as cost_of_sales,
         coalesce(sold.net_sales, 0)::text as net_sales
    from scope s
    left join moved on moved.location_id = s.id
    left join held on held.location_id = s.id
    left join sold on sold.location_id = s.id
   order by lower(s.name), s.id`;

/** Invoices of the period per location and supplier, excluding tax. */
const SPEND_SQL = `
  select v.location_id, v.supplier_id, s.name, sum(v.total_excl_tax)::text as spend
    from invoices v
    join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
   where v.workspace_id = $1 and v.location_id = any($2::uuid[])
     and v.effective_date between $3::date and $4::date
   group by v.location_id, v.supplier_id, s.name`;

interface Spent {
  location_id: string;
  supplier_id: string;
  name: string;
  spend: Exact;
}

/**
 * Spend per location and supplier, excluding tax, most first: the invoices of the period, and
 * what came in the period against orders no invoice bills yet, at the prices charged. An
 * order's deliveries count until an invoice bills it, then the invoice does: never both.
 */
async function spendByLocation(
  tx: Executor,
  workspaceId: string,
  locations: string[],
  range: { from: string; to: string },
): Promise<Spent[]> {
  const { rows: invoiced } = await tx.query<{
    location_id: string;
    supplier_id: string;
    name: string;
    spend: string;
  }>(SPEND_SQL, [workspaceId, locations, range.from, range.to]);
  const key = (locationId: string, supplierId: string) => `${locationId} ${supplierId}`;
  const spent = new Map<string, Spent>(
    invoiced.map((row) => [
      key(row.location_id, row.supplier_id),
      { ...row, spend: exact(row.spend) },
    ]),
  );
  const awaiting = await awaitingInvoice(tx, workspaceId, range, locations);
  const { rows: names } = await tx.query<{ id: string; name: string }>(
    "select id, name from suppliers where workspace_id = $1 and id = any($2::uuid[])",
    [workspaceId, [...new Set(awaiting.map((order) => order.supplierId))]],
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  for (const order of awaiting) {
    const at = key(order.locationId, order.supplierId);
    const line = spent.get(at) ?? {
      location_id: order.locationId,
      supplier_id: order.supplierId,
      name: nameOf.get(order.supplierId) ?? "",
      spend: exact(0),
    };
    line.spend = line.spend.add(order.exclTax);
    spent.set(at, line);
  }
  return [...spent.values()].sort(
    (a, b) =>
      b.spend.compare(a.spend) ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase(), "en") ||
      a.supplier_id.localeCompare(b.supplier_id),
  );
}

const money = (value: string) => toFixedDecimal(value, MONEY_SCALE);

/**
 * The operations manager's side-by-side comparison of the locations `member` sees (all of them,
 * or those their membership is limited to) for the period: stock value, usage, waste and its
 * share of usage, count variance, spend by supplier and food cost %. Figures the member's role
 * may not see come back as null.
 */
export async function compareLocations(
  tx: Executor,
  member: Member,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<LocationComparison> {
  const locations = await locationScope(tx, member);
  const today = await workspaceToday(tx, member.workspaceId);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const params = [member.workspaceId, locations, from, to];
  const { rows } = await tx.query<FiguresRow>(FIGURES_SQL, params);
  // What the caller may see: their role, narrowed by an API token's scopes when one is used.
  const showCosts = memberCan(member, "costs.view");
  const showSpend = showCosts && memberCan(member, "invoices.view");
  const showSales = showCosts && memberCan(member, "sales.view");
  const spent = showSpend
    ? await spendByLocation(tx, member.workspaceId, locations, { from, to })
    : [];
  return {
    from,
    to,
    locations: rows.map((row): LocationFigures => {
      const suppliers = spent.filter((line) => line.location_id === row.location_id);
      const spend = suppliers.reduce((total, line) => total.add(line.spend), exact(0));
      return {
        locationId: row.location_id,
        name: row.name,
        stockValue: showCosts ? money(row.stock_value) : null,
        usageValue: showCosts ? money(row.usage_value) : null,
        wasteValue: showCosts ? money(row.waste_value) : null,
        wastePercent: showCosts ? percentOfSales(row.waste_value, row.usage_value) : null,
        countVarianceValue: showCosts ? money(row.count_variance) : null,
        spend: showSpend ? toFixedDecimal(spend, MONEY_SCALE) : null,
        spendBySupplier: showSpend
          ? suppliers.map((line) => ({
              supplierId: line.supplier_id,
              name: line.name,
              spend: toFixedDecimal(line.spend, MONEY_SCALE),
            }))
          : null,
        netSales: showSales ? money(row.net_sales) : null,
        costOfSales: showSales ? money(row.cost_of_sales) : null,
        foodCostPercent: showSales ? percentOfSales(row.cost_of_sales, row.net_sales) : null,
      };
    }),
  };
}
