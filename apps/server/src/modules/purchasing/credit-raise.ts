import type { CreditRequest } from "@larder/contracts";
import { creditsForLine, type CreditLine, type DeliveryOutcome } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { dollars, recordChange } from "../audit";
import { findCredit } from "./credit-reads";
import { creditFacts } from "./credits";
import { nextNumber } from "./orders";

/** One order line as a delivery brought it, with what the supplier owes back for it. */
export interface CreditedLine {
  receiptLineId: string;
  orderLineId: string;
  itemId: string;
  itemName: string;
  unit: string;
  taxRate: string;
  photoId: string | null;
  note: string;
  ordered: string;
  receivedBefore: string;
  accepted: string;
  outcome: DeliveryOutcome;
  agreedPrice: string;
  chargedPrice: string;
}

/**
 * Raises the credit request of a delivery, in the delivery's transaction: a line per short,
 * damaged or refused quantity (at the agreed price) and per dearer price (the difference on what
 * came), each at its order line's tax rate, with the delivery's note and photo. Nothing is
 * raised when the supplier owes nothing. Returns the request's id, or null.
 */
export async function raiseCredit(
  tx: Executor,
  member: Member,
  delivery: {
    receiptId: string;
    orderId: string;
    orderNumber: string;
    supplierId: string;
    locationId: string;
    lines: CreditedLine[];
  },
): Promise<string | null> {
  const owed: { line: CreditedLine; credit: CreditLine }[] = delivery.lines.flatMap((line) =>
    creditsForLine({
      ordered: line.ordered,
      receivedBefore: line.receivedBefore,
      accepted: line.accepted,
      outcome: line.outcome,
      agreedPrice: line.agreedPrice,
      chargedPrice: line.chargedPrice,
    }).map((credit) => ({ line, credit })),
  );
  if (owed.length === 0) return null;
  const creditId = await insertCredit(tx, member, {
    supplierId: delivery.supplierId,
    locationId: delivery.locationId,
    orderId: delivery.orderId,
    receiptId: delivery.receiptId,
    invoiceId: null,
    lines: owed.map(({ line, credit }) => ({
      receiptLineId: line.receiptLineId,
      orderLineId: line.orderLineId,
      itemId: line.itemId,
      description: line.itemName,
      reason: credit.reason,
      unit: line.unit,
      quantity: credit.quantity,
      unitPrice: credit.unitPrice,
      taxRate: line.taxRate,
      photoId: line.photoId,
      note: line.note,
    })),
  });
  const credit = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_raised",
    summary: `raised credit request ${credit.number} to ${credit.supplierName} for ${delivery.orderNumber} (${dollars(credit.totals.inclTax)})`,
    locationId: delivery.locationId,
    details: creditFacts(credit),
  });
  return creditId;
}

/** A credit request to write: where it comes from, and each line of what is owed. */
export interface NewCredit {
  supplierId: string;
  locationId: string;
  orderId: string | null;
  receiptId: string | null;
  invoiceId: string | null;
  lines: {
    receiptLineId: string | null;
    orderLineId: string | null;
    itemId: string | null;
    description: string;
    reason: CreditLine["reason"];
    unit: string;
    quantity: string;
    unitPrice: string;
    taxRate: string;
    photoId: string | null;
    note: string;
  }[];
}

/** Writes a credit request and its lines, numbered CR-year-n in its location's year. */
async function insertCredit(tx: Executor, member: Member, credit: NewCredit): Promise<string> {
  const { rows: today } = await tx.query<{ year: number }>(
    `select extract(year from now() at time zone time_zone)::int as year
       from locations where workspace_id = $1 and id = $2`,
    [member.workspaceId, credit.locationId],
  );
  const number = await nextNumber(tx, member.workspaceId, "CR", today[0]!.year);
  const { rows } = await tx.query<{ id: string }>(
    `insert into credit_requests (workspace_id, number, supplier_id, location_id, order_id,
                                  receipt_id, invoice_id, raised_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      member.workspaceId,
      number,
      credit.supplierId,
      credit.locationId,
      credit.orderId,
      credit.receiptId,
      credit.invoiceId,
      member.userId,
    ],
  );
  const creditId = rows[0]!.id;
  await tx.query(
    `insert into credit_request_lines (workspace_id, credit_request_id, position, receipt_line_id,
                                       order_line_id, item_id, description, reason, unit,
                                       quantity, unit_price, tax_rate, photo_id, note)
     select $1, $2, l.n, l.receipt_line_id, l.order_line_id, l.item_id, l.description,
            l.reason, l.unit, l.quantity, l.unit_price, l.tax_rate, l.photo_id, l.note
       from jsonb_to_recordset($3::jsonb) as l(
              receipt_line_id uuid, order_line_id uuid, item_id uuid, description text,
              reason text, unit text, quantity numeric, unit_price numeric, tax_rate numeric,
              photo_id uuid, note text, n int)
      order by l.n`,
    [
      member.workspaceId,
      creditId,
      JSON.stringify(
        credit.lines.map((line, n) => ({
          n,
          receipt_line_id: line.receiptLineId,
          order_line_id: line.orderLineId,
          item_id: line.itemId,
          description: line.description.slice(0, 200),
          reason: line.reason,
          unit: line.unit,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          tax_rate: line.taxRate,
          photo_id: line.photoId,
          note: line.note.slice(0, 500),
        })),
      ),
    ],
  );
  return creditId;
}

/**
 * Raises the credit the three-way match proposes for an invoice that bills more than came: the
 * lines `proposed` (from packages/domain's proposedCredits), against the invoice and its first
 * order, at the invoice's location (or the order's). Returns the request.
 */
export async function raiseInvoiceCredit(
  tx: Executor,
  member: Member,
  invoice: {
    id: string;
    number: string;
    supplierId: string;
    locationId: string;
    orderId: string | null;
  },
  proposed: (NewCredit["lines"][number] & { reason: "short" | "price" })[],
): Promise<CreditRequest> {
  const creditId = await insertCredit(tx, member, {
    supplierId: invoice.supplierId,
    locationId: invoice.locationId,
    orderId: invoice.orderId,
    receiptId: null,
    invoiceId: invoice.id,
    lines: proposed,
  });
  const credit = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_raised",
    summary: `raised credit request ${credit.number} to ${credit.supplierName} for what invoice ${invoice.number} bills beyond what came (${dollars(credit.totals.inclTax)})`,
    locationId: invoice.locationId,
    details: { ...creditFacts(credit), invoiceId: invoice.id },
  });
  return credit;
}
