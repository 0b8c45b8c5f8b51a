import type { Purchases, purchasesQuerySchema } from "@larder/contracts";
import { exact, MONEY_SCALE, sharePercent, sum, toFixedDecimal, type Exact } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { awaitingInvoice, periodRange } from "../purchasing";
import { workspaceToday } from "../locations";
import { flagCounts } from "./match";
import { INVOICE_SQL, presentSummary } from "./summary";

type Query = z.output<typeof purchasesQuerySchema>;

const SORT_SQL: Record<Query["sort"], string> = {
  number: "lower(number)",
  buyerName: "lower(buyer_name)",
  effectiveDate: "effective_date",
  totalExclTax: "total_excl_tax::numeric",
  totalInclTax: "total_incl_tax::numeric",
  paymentDueDate: "due_date",
  balance: "balance",
  status: "case status when 'overdue' then 0 when 'pending' then 1 else 2 end",
};

/** Bars: this many suppliers by spend, then one for all the others. */
export const BAR_SUPPLIERS = 4;

/**
 * The invoices of the filters, with balance and status, as a subquery. Parameters: $1
 * workspace, $2 from, $3 to, $4 today, $5 buyer, $6 status, $7 min, $8 max, $9 due from,
 * $10 due to, $11 location, $12 member's locations.
 */
const FILTERED = `
  select x.*, x.total_incl_tax::numeric - x.paid::numeric as balance,
         larder_invoice_status(x.total_incl_tax::numeric - x.paid::numeric, x.due_date::date, $4::date) as status
    from (${INVOICE_SQL}
           where v.workspace_id = $1 and v.effective_date between $2::date and $3::date
             and ($5::text is null or v.buyer_user_id::text = $5 or v.buyer_name = $5)
             and ($7::numeric is null or v.total_incl_tax >= $7)
             and ($8::numeric is null or v.total_incl_tax <= $8)
             and ($9::date is null or v.due_date >= $9)
             and ($10::date is null or v.due_date <= $10)
             and ($11::uuid is null or v.location_id = $11)
             and ($12::uuid[] is null or v.location_id is null or v.location_id = any($12::uuid[]))) x
   where ($6::text is null or larder_invoice_status(x.total_incl_tax::numeric - x.paid::numeric,
                                                     x.due_date::date, $4::date) = $6)`;

function filterParams(member: Member, query: Query, asOf: string): unknown[] {
  const range = periodRange(query.period, asOf);
  return [
    member.workspaceId,
    range.from,
    range.to,
    asOf,
    query.buyer ?? null,
    query.status ?? null,
    query.minAmount ?? null,
    query.maxAmount ?? null,
    query.dueFrom ?? null,
    query.dueTo ?? null,
    query.locationId ?? null,
    member.locationIds,
  ];
}

/** Whether a filter only invoices have is set: deliveries awaiting an invoice then stay out. */
function invoiceOnlyFilter(query: Query): boolean {
  return [
    query.buyer,
    query.status,
    query.minAmount,
    query.maxAmount,
    query.dueFrom,
    query.dueTo,
  ].some((value) => value !== undefined);
}

interface SupplierSpend {
  supplierId: string;
  name: string;
  amount: Exact;
  awaiting: Exact;
}

/**
 * Each supplier's spend of the period, most first: its invoices (incl. tax) and, unless an
 * invoice-only filter is set, what came against its orders that no invoice bills yet, at the
 * prices charged (incl. tax). An order's deliveries count until an invoice bills it, then the
 * invoice does: never both.
 */
async function spendBySupplier(
  tx: Executor,
  member: Member,
  query: Query,
  params: unknown[],
  range: { from: string; to: string },
): Promise<SupplierSpend[]> {
  const { rows: invoiced } = await tx.query<{ supplier_id: string; name: string; amount: string }>(
    `select supplier_id, supplier_name as name, sum(total_incl_tax::numeric)::text as amount
       from (${FILTERED}) f group by supplier_id, supplier_name`,
    params,
  );
  const bySupplier = new Map<string, SupplierSpend>(
    invoiced.map((row) => [
      row.supplier_id,
      {
        supplierId: row.supplier_id,
        name: row.name,
        amount: exact(row.amount),
        awaiting: exact(0),
      },
    ]),
  );
  if (!invoiceOnlyFilter(query)) {
    const scope = query.locationId
      ? member.locationIds && !member.locationIds.includes(query.locationId)
        ? []
        : [query.locationId]
      : member.locationIds;
    const awaiting = await awaitingInvoice(tx, member.workspaceId, range, scope);
    const missing = [...new Set(awaiting.map((order) => order.supplierId))].filter(
      (id) => !bySupplier.has(id),
    );
    const { rows: names } = await tx.query<{ id: string; name: string }>(
      "select id, name from suppliers where workspace_id = $1 and id = any($2::uuid[])",
      [member.workspaceId, missing],
    );
    for (const { id, name } of names)
      bySupplier.set(id, { supplierId: id, name, amount: exact(0), awaiting: exact(0) });
    for (const order of awaiting) {
      const spend = bySupplier.get(order.supplierId)!;
      const value = order.exclTax.add(order.tax);
      spend.amount = spend.amount.add(value);
      spend.awaiting = spend.awaiting.add(value);
    }
  }
  return [...bySupplier.values()].sort(
    (a, b) => b.amount.compare(a.amount) || a.name.localeCompare(b.name, "en"),
  );
}

/**
 * Purchases by Supplier: for the period and the filters, each supplier's spend (invoices, and
 * deliveries no invoice bills yet, incl. tax), the chosen supplier's share of it, the bars, and
 * the chosen supplier's invoices, sorted and paged.
 */
export async function purchasesBySupplier(
  tx: Executor,
  member: Member,
  query: Query,
): Promise<Purchases> {
  const asOf = await workspaceToday(tx, member.workspaceId);
  const params = filterParams(member, query, asOf);
  const { rows: suppliers } = await tx.query<{ id: string; name: string }>(
    "select id, name from suppliers where workspace_id = $1 and archived_at is null order by lower(name)",
    [member.workspaceId],
  );
  const { rows: buyers } = await tx.query<{ value: string; name: string }>(
    `select distinct coalesce(buyer_user_id::text, buyer_name) as value, buyer_name as name
       from invoices where workspace_id = $1 and buyer_name <> '' order by buyer_name`,
    [member.workspaceId],
  );
  const range = periodRange(query.period, asOf);
  const spend = await spendBySupplier(tx, member, query, params, range);
  const total = sum(spend.map((row) => row.amount));
  const chosen = suppliers.find((s) => s.id === query.supplierId) ?? suppliers[0] ?? null;
  const chosenSpend = spend.find((row) => row.supplierId === chosen?.id);
  const chosenAmount = chosenSpend?.amount ?? exact(0);
  const top = spend.slice(0, BAR_SUPPLIERS);
  const others = sum(spend.slice(BAR_SUPPLIERS).map((row) => row.amount));

  const direction = query.direction === "asc" ? "asc" : "desc";
  const order = `${SORT_SQL[query.sort]} ${direction}, effective_date desc, lower(number)`;
  const { rows } = await tx.query<Parameters<typeof presentSummary>[0]>(
    `select * from (${FILTERED}) f where f.supplier_id = $13 order by ${order} limit $14 offset $15`,
    [...params, chosen?.id ?? null, query.limit, query.offset],
  );
  const { rows: counted } = await tx.query<{ n: number }>(
    `select count(*)::int as n from (${FILTERED}) f where f.supplier_id = $13`,
    [...params, chosen?.id ?? null],
  );
  const flags = await flagCounts(tx, member.workspaceId, rows);
  return {
    period: range,
    suppliers,
    buyers,
    supplier: chosen
      ? {
          id: chosen.id,
          name: chosen.name,
          amount: toFixedDecimal(chosenAmount, MONEY_SCALE),
          awaitingInvoice: toFixedDecimal(chosenSpend?.awaiting ?? exact(0), MONEY_SCALE),
          percentage: sharePercent(chosenAmount.toString(), total.toString()),
        }
      : null,
    totalPurchases: toFixedDecimal(total, MONEY_SCALE),
    awaitingInvoice: toFixedDecimal(sum(spend.map((row) => row.awaiting)), MONEY_SCALE),
    deliveriesIncluded: !invoiceOnlyFilter(query),
    otherSuppliers: toFixedDecimal(total.sub(chosenAmount), MONEY_SCALE),
    bars: [
      ...top.map((row) => ({
        supplier: row.name,
        amount: toFixedDecimal(row.amount, MONEY_SCALE),
      })),
      { supplier: "Others", amount: toFixedDecimal(others, MONEY_SCALE) },
    ],
    transactions: {
      rows: rows.map((row) => presentSummary(row, flags.get(row.id) ?? 0, asOf)),
      total: counted[0]!.n,
    },
  };
}

/** Every invoice of the filters (all suppliers unless one is chosen), for the export. */
export async function filteredInvoices(tx: Executor, member: Member, query: Query) {
  const asOf = await workspaceToday(tx, member.workspaceId);
  const { rows } = await tx.query<
    Parameters<typeof presentSummary>[0] & { location: string | null }
  >(
    `select f.*, (select l.name from invoices v join locations l on l.workspace_id = v.workspace_id
                   and l.id = v.location_id where v.workspace_id = $1 and v.id = f.id) as location
       from (${FILTERED}) f where ($13::uuid is null or f.supplier_id = $13)
      order by effective_date desc, lower(number) limit 100000`,
    [...filterParams(member, query, asOf), query.supplierId ?? null],
  );
  return rows.map((row) => ({ ...presentSummary(row, 0, asOf), location: row.location }));
}
