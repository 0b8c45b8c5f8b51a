import type { Invoice } from "@larder/contracts";
import {
  ConflictError,
  documentTotals,
  lineAmount,
  proposedCredits,
  type ProposedCredit,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { raiseInvoiceCredit } from "../purchasing";
import type { LineRow } from "./match";

/** A proposed credit line, with the invoice line's order line and item. */
export type ProposedLine = ProposedCredit & { orderLineId: string | null; itemId: string | null };

/**
 * What an invoice's lines bill beyond what came of their order lines, less what credit requests
 * (not cancelled) already ask for those order lines: the credit the three-way match proposes.
 */
export async function proposedCreditLines(
  tx: Executor,
  workspaceId: string,
  lines: LineRow[],
): Promise<ProposedLine[]> {
  const orderLineIds = lines.flatMap((line) => (line.order_line_id ? [line.order_line_id] : []));
  const { rows: requested } = await tx.query<{
    order_line_id: string;
    quantity: string;
    price: boolean;
  }>(
    `select cl.order_line_id,
            coalesce(sum(cl.quantity) filter (where cl.reason <> 'price'), 0)::text as quantity,
            bool_or(cl.reason = 'price') as price
       from credit_request_lines cl
       join credit_requests c on c.workspace_id = cl.workspace_id and c.id = cl.credit_request_id
      where cl.workspace_id = $1 and cl.order_line_id = any($2::uuid[]) and c.status <> 'cancelled'
      group by cl.order_line_id`,
    [workspaceId, orderLineIds],
  );
  const asked = new Map(requested.map((row) => [row.order_line_id, row]));
  // Two invoice lines billing one order line share what was asked for it: the first takes it.
  const taken = new Set<string>();
  const proposed: ProposedLine[] = [];
  for (const line of lines) {
    const request =
      line.order_line_id && !taken.has(line.order_line_id)
        ? asked.get(line.order_line_id)
        : undefined;
    if (line.order_line_id) taken.add(line.order_line_id);
    for (const credit of proposedCredits([
      {
        description: line.description,
        unit: line.unit ?? line.order_unit ?? "",
        quantity: line.quantity,
        unitPrice: line.unit_price,
        taxRate: line.tax_rate,
        received: line.order_line_id ? (line.received ?? "0") : null,
        deliveredPrice: line.price_received ? line.ordered_price : null,
        requestedQuantity: request?.quantity ?? "0",
        priceRequested: request?.price ?? false,
      },
    ]))
      proposed.push({ ...credit, orderLineId: line.order_line_id, itemId: line.item_id });
  }
  return proposed;
}

/** The proposal as the invoice shows it: its lines with amounts, and their totals with tax. */
export function presentProposal(proposed: ProposedLine[]): Invoice["proposedCredit"] {
  if (proposed.length === 0) return null;
  return {
    lines: proposed.map((line) => ({
      description: line.description,
      reason: line.reason,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
      amount: lineAmount(line.quantity, line.unitPrice),
    })),
    totals: documentTotals(proposed),
  };
}

/**
 * Raises the credit the three-way match proposes for an invoice, as a credit request to its
 * supplier; refused when the invoice bills nothing beyond what came, or beyond what credit
 * requests already ask.
 */
export async function raiseProposedCredit(
  tx: Executor,
  member: Member,
  invoice: Invoice,
  lines: LineRow[],
) {
  // One request at a time per invoice: a second click waits, then finds nothing left to ask.
  await tx.query("select 1 from invoices where workspace_id = $1 and id = $2 for update", [
    member.workspaceId,
    invoice.id,
  ]);
  const proposed = await proposedCreditLines(tx, member.workspaceId, lines);
  if (proposed.length === 0)
    throw new ConflictError(
      "nothing_to_credit",
      `${invoice.number} bills nothing beyond what came that a credit request does not already ask for.`,
    );
  const { rows } = await tx.query<{ location_id: string }>(
    `select coalesce($2::uuid, (select o.location_id from purchase_orders o
                                 where o.workspace_id = $1 and o.id = $3),
                     (select l.id from locations l where l.workspace_id = $1
                       order by l.created_at, l.id limit 1)) as location_id`,
    [member.workspaceId, invoice.locationId, invoice.orders[0]?.id ?? null],
  );
  return raiseInvoiceCredit(
    tx,
    member,
    {
      id: invoice.id,
      number: invoice.number,
      supplierId: invoice.supplierId,
      locationId: rows[0]!.location_id,
      orderId: invoice.orders[0]?.id ?? null,
    },
    proposed.map((line) => ({
      receiptLineId: null,
      orderLineId: line.orderLineId,
      itemId: line.itemId,
      description: line.description,
      reason: line.reason,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
      photoId: null,
      note: `Billed on invoice ${invoice.number} beyond what came`,
    })),
  );
}
