import type { invoiceInputSchema } from "@larder/contracts";
import { compare, InvalidError } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { lineCategories, rememberCategories } from "../accounting";
import { recordInvoicedPrices, recordPrices } from "../suppliers";

// An invoice's lines as they are entered (decision 0047): matched to the billed orders' lines,
// written in one statement, and their prices made the supplier's.

export type NewInvoice = z.output<typeof invoiceInputSchema>;

export const invalid = (message: string) => new InvalidError("invalid_invoice", message);

/**
 * Enters an invoice's lines: each is coded to an accounting category, billed against the order
 * line it names (or the only line of its item on the billed orders), written, and its price
 * made the supplier's: through the order line's supplier item when it bills one in the unit
 * ordered, else the supplier item for that item and unit.
 */
export async function enterInvoiceLines(
  tx: Executor,
  member: Member,
  invoice: { id: string; supplierId: string; orderIds: string[] },
  lines: NewInvoice["lines"],
): Promise<void> {
  const categories = await lineCategories(tx, member.workspaceId, invoice.supplierId, lines);
  await rememberCategories(tx, member.workspaceId, invoice.supplierId, lines);
  const orderLines = await billedOrderLines(tx, member.workspaceId, invoice.orderIds);
  const orderLineIds = lines.map((line, position) => {
    if (line.orderLineId) {
      if (!orderLines.has(line.orderLineId))
        throw invalid(`Line ${position + 1} names an order line that is not on the orders billed.`);
      return line.orderLineId;
    }
    if (!line.itemId || compare(line.quantity, "0") <= 0) return null;
    // The only line for that item on the billed orders, if there is exactly one.
    const candidates = [...orderLines.values()].filter((found) => found.itemId === line.itemId);
    return candidates.length === 1 ? candidates[0]!.id : null;
  });
  await insertInvoiceLines(tx, member.workspaceId, invoice.id, lines, orderLineIds, categories);
  const ordered: { supplierItemId: string; price: string }[] = [];
  const unordered: { itemId: string; unit: string; price: string }[] = [];
  for (const [position, line] of lines.entries()) {
    const orderLine = orderLineIds[position] ? orderLines.get(orderLineIds[position]!)! : null;
    if (orderLine) {
      if (orderLine.supplierItemId && (line.unit ?? orderLine.unit) === orderLine.unit)
        ordered.push({ supplierItemId: orderLine.supplierItemId, price: line.unitPrice });
    } else if (line.itemId && line.unit)
      unordered.push({ itemId: line.itemId, unit: line.unit, price: line.unitPrice });
  }
  await recordPrices(tx, member, ordered, "invoice");
  await recordInvoicedPrices(tx, member, invoice.supplierId, unordered);
}

/** The lines of the orders an invoice bills, by id. */
async function billedOrderLines(
  tx: Executor,
  workspaceId: string,
  orderIds: string[],
): Promise<
  Map<string, { id: string; itemId: string; supplierItemId: string | null; unit: string }>
> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await tx.query<{
    id: string;
    item_id: string;
    supplier_item_id: string | null;
    unit: string;
  }>(
    `select id, item_id, supplier_item_id, unit from purchase_order_lines
      where workspace_id = $1 and order_id = any($2::uuid[])`,
    [workspaceId, orderIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, itemId: row.item_id, supplierItemId: row.supplier_item_id, unit: row.unit },
    ]),
  );
}

/** Writes an invoice's lines in one statement, in their order. */
async function insertInvoiceLines(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
  lines: NewInvoice["lines"],
  orderLineIds: (string | null)[],
  categories: string[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `insert into invoice_lines (workspace_id, invoice_id, position, item_id, description, unit,
                                quantity, unit_price, tax_rate, order_line_id, account_category)
     select $1, $2, l.n, l.item_id, l.description, l.unit, l.quantity, l.unit_price, l.tax_rate,
            l.order_line_id, l.account_category
       from jsonb_to_recordset($3::jsonb) as l(
              n int, item_id uuid, description text, unit text, quantity numeric,
              unit_price numeric, tax_rate numeric, order_line_id uuid, account_category text)
      order by l.n`,
    [
      workspaceId,
      invoiceId,
      JSON.stringify(
        lines.map((line, n) => ({
          n,
          item_id: line.itemId,
          description: line.description,
          unit: line.unit,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          tax_rate: line.taxRate,
          order_line_id: orderLineIds[n],
          account_category: categories[n],
        })),
      ),
    ],
  );
}
