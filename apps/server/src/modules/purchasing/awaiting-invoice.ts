import { exact, type Exact } from "@larder/domain";
import type { Executor } from "../../db/database";

/** What an order's deliveries of a period are worth while no invoice bills the order yet. */
export interface AwaitingInvoice {
  orderId: string;
  supplierId: string;
  locationId: string;
  exclTax: Exact;
  tax: Exact;
}

/**
 * The delivery lines of orders that no invoice bills yet, received on the location's own days
 * $2..$3 (both included), at the locations $4 (null: every one).
 */
const AWAITING_SQL = `
       from receipts r
       join locations loc on loc.workspace_id = r.workspace_id and loc.id = r.location_id
       join purchase_orders o on o.workspace_id = r.workspace_id and o.id = r.order_id
       join receipt_lines rl on rl.workspace_id = r.workspace_id and rl.receipt_id = r.id
       join purchase_order_lines pl on pl.workspace_id = rl.workspace_id and pl.id = rl.order_line_id
      where r.workspace_id = $1 and r.order_id is not null
        and ($4::uuid[] is null or r.location_id = any($4::uuid[]))
        -- A day either side covers every time zone, and lets an index narrow the scan.
        and r.received_at >= $2::date - 1 and r.received_at < $3::date + 2
        and (r.received_at at time zone loc.time_zone)::date between $2::date and $3::date
        and not exists (select 1 from invoice_orders io
                         where io.workspace_id = r.workspace_id and io.order_id = r.order_id)`;

/**
 * Deliveries against orders that no invoice bills yet, received on the location's own days
 * `from`..`to` (both included): per order, what came at the prices charged, excl. tax, and its
 * tax at each line's rate, each rounded to cents once, as the order page shows them. Once an
 * invoice bills the order the invoice counts instead, so spend that adds both never counts a
 * delivery twice. A delivery without an order has no way to be linked to its invoice, so it is
 * left to the invoice entered for it. `locationIds` null means every location.
 */
export async function awaitingInvoice(
  tx: Executor,
  workspaceId: string,
  range: { from: string; to: string },
  locationIds: string[] | null,
): Promise<AwaitingInvoice[]> {
  const { rows } = await tx.query<{
    order_id: string;
    supplier_id: string;
    location_id: string;
    excl_tax: string;
    tax: string;
  }>(
    `select o.id as order_id, o.supplier_id, o.location_id,
            round(sum(rl.quantity * rl.unit_price), 2)::text as excl_tax,
            round(sum(rl.quantity * rl.unit_price * pl.tax_rate / 100), 2)::text as tax
       ${AWAITING_SQL}
      group by o.id, o.supplier_id, o.location_id
     having sum(rl.quantity * rl.unit_price) > 0`,
    [workspaceId, range.from, range.to, locationIds],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    supplierId: row.supplier_id,
    locationId: row.location_id,
    exclTax: exact(row.excl_tax),
    tax: exact(row.tax),
  }));
}

/**
 * The same deliveries per month (YYYY-MM, by the location's day), supplier and item, before
 * tax: what spend by accounting category counts until the invoices come.
 */
export async function awaitingInvoiceByItem(
  tx: Executor,
  workspaceId: string,
  range: { from: string; to: string },
  locationIds: string[] | null,
): Promise<{ month: string; supplierId: string; itemId: string; exclTax: Exact }[]> {
  const { rows } = await tx.query<{
    month: string;
    supplier_id: string;
    item_id: string;
    excl_tax: string;
  }>(
    `select to_char((r.received_at at time zone loc.time_zone)::date, 'YYYY-MM') as month,
            o.supplier_id, rl.item_id, round(sum(rl.quantity * rl.unit_price), 2)::text as excl_tax
       ${AWAITING_SQL}
      group by 1, 2, 3
     having sum(rl.quantity * rl.unit_price) > 0`,
    [workspaceId, range.from, range.to, locationIds],
  );
  return rows.map((row) => ({
    month: row.month,
    supplierId: row.supplier_id,
    itemId: row.item_id,
    exclTax: exact(row.excl_tax),
  }));
}
