import type {
  VarianceCostBasis,
  VarianceQuery,
  VarianceReport,
  VarianceRow,
} from "@larder/contracts";
import {
  exact,
  percentOfSales,
  sum,
  toDecimal,
  usageVariance,
  varianceValue,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { locationScope } from "../locations";

/**
 * The period's edges: the start of its first local day and the end of its last, in the
 * location's time zone. A count posted in the 24 hours before an edge is the count at that edge
 * (a Sunday-night count closes the week and opens the next).
 */
export const PERIOD_SQL = `
  select l.name, l.time_zone,
         ($3::date::timestamp at time zone l.time_zone) as start_at,
         (($4::date + 1)::timestamp at time zone l.time_zone) as end_at
    from locations l where l.workspace_id = $1 and l.id = $2`;

interface FlowRow {
  item_id: string;
  name: string;
  category: string | null;
  base_unit: string;
  on_hand: string;
  since_start: string;
  since_end: string;
  receipts: string;
  transfers_in: string;
  transfers_out: string;
  sold: string;
  waste: string;
  used: string;
  unit_cost: string | null;
  unit_cost_basis: VarianceCostBasis | null;
  opening_counted: boolean;
  closing_counted: boolean;
}

/**
 * Actual versus theoretical usage at one location over whole local days: per item, opening +
 * receipts + transfers in − transfers out − closing, against what sales (through recipes),
 * waste and recorded use explain; sorted by the money the variance is worth, largest loss first.
 * Opening and closing are the ledger's on hand at the edges, which a count posted there sets.
 */
export async function varianceReport(
  tx: Executor,
  member: Member,
  query: VarianceQuery,
  showCosts: boolean,
): Promise<VarianceReport> {
  await locationScope(tx, member, query.locationId);
  const params = [member.workspaceId, query.locationId, query.from, query.to];
  const { rows: period } = await tx.query<{ name: string; start_at: Date; end_at: Date }>(
    PERIOD_SQL,
    params,
  );
  const { name: locationName, start_at: startAt, end_at: endAt } = period[0]!;
  const { rows } = await tx.query<FlowRow>(
    `with period as (${PERIOD_SQL}),
     moved as (
       select m.item_id,
              sum(m.quantity) filter (where m.occurred_at < p.end_at) as before_end,
              sum(m.quantity) as since_start,
              coalesce(sum(m.quantity) filter (where m.kind = 'receipt' and m.occurred_at < p.end_at), 0) as receipts,
              coalesce(sum(m.quantity) filter (where m.kind = 'transfer_in' and m.occurred_at < p.end_at), 0) as transfers_in,
              coalesce(-sum(m.quantity) filter (where m.kind = 'transfer_out' and m.occurred_at < p.end_at), 0) as transfers_out,
              coalesce(-sum(m.quantity) filter (where m.kind = 'sale' and m.occurred_at < p.end_at), 0) as sold,
              coalesce(-sum(m.quantity) filter (where m.kind = 'waste' and m.occurred_at < p.end_at), 0) as waste,
              coalesce(-sum(m.quantity) filter (where m.kind = 'usage' and m.occurred_at < p.end_at), 0) as used
         from stock_movements m, period p
        where m.workspace_id = $1 and m.location_id = $2 and m.occurred_at >= p.start_at
        group by m.item_id),
     counted as (
       select cl.item_id,
              bool_or(c.finished_at >= p.start_at - interval '24 hours' and c.finished_at < p.start_at) as at_start,
              bool_or(c.finished_at >= p.end_at - interval '24 hours' and c.finished_at < p.end_at) as at_end
         from stock_counts c, period p, stock_count_lines cl
        where c.workspace_id = $1 and c.location_id = $2 and c.status = 'posted'
          and c.finished_at >= p.start_at - interval '24 hours' and c.finished_at < p.end_at
          and cl.workspace_id = c.workspace_id and cl.count_id = c.id
          and cl.counted_quantity is not null
        group by cl.item_id)
     select b.item_id, i.name, cat.name as category, i.base_unit, b.on_hand::text,
            coalesce(mv.since_start, 0)::text as since_start,
            coalesce(mv.since_start - mv.before_end, 0)::text as since_end,
            coalesce(mv.receipts, 0)::text as receipts,
            coalesce(mv.transfers_in, 0)::text as transfers_in,
            coalesce(mv.transfers_out, 0)::text as transfers_out,
            coalesce(mv.sold, 0)::text as sold, coalesce(mv.waste, 0)::text as waste,
            coalesce(mv.used, 0)::text as used,
            coalesce(b.average_unit_cost, ic.average_cost, ic.last_receipt_cost)::text as unit_cost,
            case when b.average_unit_cost is not null then 'location_average'
                 when ic.average_cost is not null then 'workspace_average'
                 when ic.last_receipt_cost is not null then 'last_receipt' end as unit_cost_basis,
            coalesce(ct.at_start, false) as opening_counted,
            coalesce(ct.at_end, false) as closing_counted
       from stock_balances b
       join items i on i.workspace_id = b.workspace_id and i.id = b.item_id
       left join item_categories cat on cat.workspace_id = i.workspace_id and cat.id = i.category_id
       left join item_costs ic on ic.workspace_id = b.workspace_id and ic.item_id = b.item_id
       left join moved mv on mv.item_id = b.item_id
       left join counted ct on ct.item_id = b.item_id
      where b.workspace_id = $1 and b.location_id = $2
        and (mv.item_id is not null or ct.item_id is not null)`,
    params,
  );
  const report = rows.map((row) => presentRow(row, showCosts)).filter(moved);
  report.sort(byMoneyLost);
  const sales = await periodSales(tx, params);
  const lost = showCosts ? sum(report.map((row) => row.varianceValue ?? "0")) : null;
  return {
    locationId: query.locationId,
    locationName,
    from: query.from,
    to: query.to,
    start: iso(startAt),
    end: iso(endAt),
    netSales: sales.netSales,
    varianceValue: lost === null ? null : toDecimal(lost, 2),
    percentOfSales: lost === null ? null : percentOfSales(lost, sales.netSales),
    counts: await periodCounts(tx, params),
    unmappedSales: sales.unmapped,
    rows: report,
  };
}

function presentRow(row: FlowRow, showCosts: boolean): VarianceRow {
  const onHand = exact(row.on_hand);
  const flows = {
    opening: toDecimal(onHand.sub(exact(row.since_start))),
    closing: toDecimal(onHand.sub(exact(row.since_end))),
    receipts: toDecimal(row.receipts),
    transfersIn: toDecimal(row.transfers_in),
    transfersOut: toDecimal(row.transfers_out),
    sold: toDecimal(row.sold),
    waste: toDecimal(row.waste),
    recordedUse: toDecimal(row.used),
  };
  const result = usageVariance(flows);
  const unitCost = showCosts && row.unit_cost !== null ? toDecimal(row.unit_cost) : null;
  return {
    itemId: row.item_id,
    name: row.name,
    category: row.category,
    unit: row.base_unit,
    ...flows,
    openingCounted: row.opening_counted,
    closingCounted: row.closing_counted,
    actual: result.actual,
    variance: result.variance,
    variancePercent: result.percent,
    unitCost,
    unitCostBasis: unitCost === null ? null : row.unit_cost_basis,
    varianceValue: unitCost === null ? null : varianceValue(result.variance, unitCost),
  };
}

/** A row worth showing: something moved, or a count found a difference. */
const moved = (row: VarianceRow) =>
  [row.actual, row.sold, row.waste, row.recordedUse, row.receipts, row.variance].some(
    (value) => value !== "0",
  );

function byMoneyLost(a: VarianceRow, b: VarianceRow): number {
  const worth = (row: VarianceRow) => exact(row.varianceValue ?? row.variance);
  return worth(b).compare(worth(a)) || a.name.localeCompare(b.name);
}

async function periodSales(tx: Executor, params: unknown[]) {
  const { rows } = await tx.query<{ net_sales: string; lines: number; unmapped: string }>(
    `select coalesce(sum(s.net_sales), 0)::text as net_sales,
            (count(*) filter (where s.menu_item_id is null and not coalesce(p.ignored, false)))::int as lines,
            coalesce(sum(s.net_sales) filter (where s.menu_item_id is null
                                               and not coalesce(p.ignored, false)), 0)::text as unmapped
       from sales s
       left join pos_item_names p on p.workspace_id = s.workspace_id and p.name_key = s.name_key
      where s.workspace_id = $1 and s.location_id = $2 and s.business_day between $3 and $4`,
    params,
  );
  const row = rows[0]!;
  return {
    netSales: toDecimal(row.net_sales, 2),
    unmapped: { lines: row.lines, netSales: toDecimal(row.unmapped, 2) },
  };
}

async function periodCounts(tx: Executor, params: unknown[]): Promise<VarianceReport["counts"]> {
  const { rows } = await tx.query<{
    id: string;
    finished_at: Date;
    storage_area_name: string | null;
    lines: number;
  }>(
    `with period as (${PERIOD_SQL})
     select c.id, c.finished_at, a.name as storage_area_name,
            (select count(*)::int from stock_count_lines cl
              where cl.workspace_id = c.workspace_id and cl.count_id = c.id
                and cl.counted_quantity is not null) as lines
       from stock_counts c
       cross join period p
       left join storage_areas a on a.workspace_id = c.workspace_id and a.id = c.storage_area_id
      where c.workspace_id = $1 and c.location_id = $2 and c.status = 'posted'
        and c.finished_at >= p.start_at - interval '24 hours' and c.finished_at < p.end_at
      order by c.finished_at`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    finishedAt: iso(row.finished_at),
    storageAreaName: row.storage_area_name,
    lines: row.lines,
  }));
}
