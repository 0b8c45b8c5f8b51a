import {
  threeWayFlags,
  type MatchedLine,
  type MatchTolerance,
  type ThreeWayFlag,
} from "@larder/domain";
import type { AccountingCategory } from "@larder/contracts";
import type { Executor } from "../../db/database";
import type { SummaryRow } from "./summary";

export interface LineRow {
  id: string;
  item_id: string | null;
  item_name: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  unit_price: string;
  tax_rate: string;
  order_line_id: string | null;
  account_category: AccountingCategory;
  order_unit: string | null;
  ordered_price: string | null;
  price_received: boolean;
  received: string | null;
}

/** A stored line as the three-way match reads it. */
const matched = (line: LineRow): MatchedLine => ({
  lineId: line.id,
  description: line.description,
  unit: line.unit ?? line.order_unit ?? "",
  quantity: line.quantity,
  unitPrice: line.unit_price,
  taxRate: line.tax_rate,
  itemId: line.item_id,
  orderLine: line.order_line_id
    ? {
        received: line.received ?? "0",
        agreedPrice: line.ordered_price,
        priceReceived: line.price_received,
      }
    : null,
});

/**
 * What differs between an invoice and the orders and deliveries it bills, beyond the workspace's
 * tolerances (packages/domain/src/three-way-match.ts).
 */
export function matchFlags(
  invoice: { totalInclTax: string; orderCount: number },
  lines: LineRow[],
  tolerance: MatchTolerance,
): ThreeWayFlag[] {
  return threeWayFlags(invoice, lines.map(matched), tolerance);
}

/** The workspace's tolerances for the three-way match. */
export async function matchTolerance(tx: Executor, workspaceId: string): Promise<MatchTolerance> {
  const { rows } = await tx.query<{ price: string; quantity: string }>(
    `select invoice_price_tolerance_percent::text as price,
            invoice_quantity_tolerance_percent::text as quantity
       from workspaces where id = $1`,
    [workspaceId],
  );
  return { pricePercent: rows[0]!.price, quantityPercent: rows[0]!.quantity };
}

/** The lines of the invoices `invoiceIds`, with what their order lines ordered and received. */
export async function invoiceLines(tx: Executor, workspaceId: string, invoiceIds: string[]) {
  const { rows } = await tx.query<LineRow & { invoice_id: string }>(
    `select il.id, il.invoice_id, il.item_id,
            (select i.name from items i
              where i.workspace_id = il.workspace_id and i.id = il.item_id) as item_name,
            il.description, il.unit, il.quantity::text,
            il.unit_price::text, il.tax_rate::text, il.order_line_id, il.account_category,
            pl.unit as order_unit,
            -- The price it came at, or the price ordered when nothing came yet.
            -- The latest delivery's, by when it came (ids are random: they say nothing of order).
            coalesce((select rl.unit_price from receipt_lines rl
                        join receipts r on r.workspace_id = rl.workspace_id and r.id = rl.receipt_id
                       where rl.workspace_id = il.workspace_id and rl.order_line_id = pl.id
                         and rl.item_id = pl.item_id and rl.quantity > 0
                       order by r.received_at desc, rl.id desc limit 1), pl.unit_price)::text
              as ordered_price,
            pl.id is not null and exists (select 1 from receipt_lines rl
                       where rl.workspace_id = il.workspace_id and rl.order_line_id = pl.id
                         and rl.item_id = pl.item_id and rl.quantity > 0) as price_received,
            case when pl.id is null then null else
              coalesce((select sum(rl.quantity) from receipt_lines rl
                         where rl.workspace_id = il.workspace_id and rl.order_line_id = pl.id
                           and rl.item_id = pl.item_id), 0)::text end as received
       from invoice_lines il
       left join purchase_order_lines pl on pl.workspace_id = il.workspace_id and pl.id = il.order_line_id
      where il.workspace_id = $1 and il.invoice_id = any($2::uuid[])
      order by il.invoice_id, il.position`,
    [workspaceId, invoiceIds],
  );
  return rows;
}

/** How many match flags each invoice has. */
export async function flagCounts(
  tx: Executor,
  workspaceId: string,
  rows: SummaryRow[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const lines = await invoiceLines(
    tx,
    workspaceId,
    rows.map((row) => row.id),
  );
  const { rows: orders } = await tx.query<{ invoice_id: string; n: number }>(
    `select invoice_id, count(*)::int as n from invoice_orders
      where workspace_id = $1 and invoice_id = any($2::uuid[]) group by invoice_id`,
    [workspaceId, rows.map((row) => row.id)],
  );
  const orderCounts = new Map(orders.map((row) => [row.invoice_id, row.n]));
  const tolerance = await matchTolerance(tx, workspaceId);
  return new Map(
    rows.map((row) => [
      row.id,
      matchFlags(
        {
          totalInclTax: row.total_incl_tax,
          orderCount: orderCounts.get(row.id) ?? 0,
        },
        lines.filter((line) => line.invoice_id === row.id),
        tolerance,
      ).length,
    ]),
  );
}
