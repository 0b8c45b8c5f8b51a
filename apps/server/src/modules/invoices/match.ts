import type { MatchFlag } from "@larder/contracts";
import {
  compare,
  documentTotals,
  perUnitLabel,
  toDecimal,
  toFixedDecimal,
  unitLabel,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { SummaryRow } from "./summary";

export interface LineRow {
  id: string;
  item_id: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  unit_price: string;
  tax_rate: string;
  order_line_id: string | null;
  order_unit: string | null;
  ordered_price: string | null;
  price_received: boolean;
  received: string | null;
}

/**
 * What differs between an invoice and the orders and deliveries it bills: quantities invoiced
 * but not received, prices other than agreed, items not on the orders, lines that do not add
 * up to the stated total.
 */
export function matchFlags(
  invoice: { totalExclTax: string; totalInclTax: string; orderCount: number },
  lines: LineRow[],
): MatchFlag[] {
  const flags: MatchFlag[] = [];
  for (const line of lines) {
    const unit = unitLabel(line.unit ?? line.order_unit ?? "");
    const per = perUnitLabel(line.unit ?? line.order_unit ?? "");
    if (line.order_line_id) {
      const received = line.received ?? "0";
      if (compare(line.quantity, received) > 0)
        flags.push({
          kind: compare(received, "0") === 0 ? "not_received" : "quantity",
          lineId: line.id,
          message: `${line.description}: invoiced ${toDecimal(line.quantity)} ${unit}, received ${toDecimal(received)} ${unit}.`,
        });
      if (line.ordered_price !== null && compare(line.unit_price, line.ordered_price) !== 0)
        flags.push({
          kind: "price",
          lineId: line.id,
          message: `${line.description}: charged $${toFixedDecimal(line.unit_price, 2)} per ${per}, ${line.price_received ? "received" : "ordered"} at $${toFixedDecimal(line.ordered_price, 2)}.`,
        });
    } else if (invoice.orderCount > 0 && line.item_id)
      flags.push({
        kind: "not_ordered",
        lineId: line.id,
        message: `${line.description} is not on the orders this invoice bills.`,
      });
  }
  if (lines.length > 0) {
    const totals = documentTotals(
      lines.map((line) => ({
        quantity: line.quantity,
        unitPrice: line.unit_price,
        taxRate: line.tax_rate,
      })),
    );
    if (compare(totals.inclTax, invoice.totalInclTax) !== 0)
      flags.push({
        kind: "total",
        lineId: null,
        message: `The lines add up to $${toFixedDecimal(totals.inclTax, 2)} with tax; the invoice says $${toFixedDecimal(invoice.totalInclTax, 2)}.`,
      });
  }
  return flags;
}

/** The lines of the invoices `invoiceIds`, with what their order lines ordered and received. */
export async function invoiceLines(tx: Executor, workspaceId: string, invoiceIds: string[]) {
  const { rows } = await tx.query<LineRow & { invoice_id: string }>(
    `select il.id, il.invoice_id, il.item_id, il.description, il.unit, il.quantity::text,
            il.unit_price::text, il.tax_rate::text, il.order_line_id, pl.unit as order_unit,
            -- The price it came at, or the price ordered when nothing came yet.
            coalesce((select rl.unit_price from receipt_lines rl
                       where rl.workspace_id = il.workspace_id and rl.order_line_id = pl.id
                         and rl.item_id = pl.item_id and rl.quantity > 0
                       order by rl.id desc limit 1), pl.unit_price)::text as ordered_price,
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
  return new Map(
    rows.map((row) => [
      row.id,
      matchFlags(
        {
          totalExclTax: row.total_excl_tax,
          totalInclTax: row.total_incl_tax,
          orderCount: orderCounts.get(row.id) ?? 0,
        },
        lines.filter((line) => line.invoice_id === row.id),
      ).length,
    ]),
  );
}
