import type {
  CreditRequest,
  creditApplySchema,
  creditCancelSchema,
  creditMemoSchema,
} from "@larder/contracts";
import {
  ConflictError,
  creditsForLine,
  exact,
  InvalidError,
  toFixedDecimal,
  type CreditLine,
  type DeliveryOutcome,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { dollars, recordChange } from "../audit";
import { workspaceToday } from "../locations";
import { findCredit } from "./credit-reads";
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

/** What every audit entry about a credit says of it. */
export function creditFacts(credit: CreditRequest): Record<string, unknown> {
  return {
    creditId: credit.id,
    number: credit.number,
    supplier: credit.supplierName,
    orderId: credit.orderId,
    status: credit.status,
    amount: credit.totals.inclTax,
    lines: credit.lines.map(
      (line) =>
        `${line.reason}: ${line.quantity} ${line.unit} ${line.description} at ${line.unitPrice}`,
    ),
  };
}

/** Locks a credit request for a change, and says what it is now. */
export async function lockCredit(
  tx: Executor,
  member: Member,
  creditId: string,
): Promise<CreditRequest> {
  await tx.query("select 1 from credit_requests where workspace_id = $1 and id = $2 for update", [
    member.workspaceId,
    creditId,
  ]);
  return findCredit(tx, member, creditId);
}

const settled = (credit: CreditRequest) =>
  new ConflictError(
    "credit_settled",
    `${credit.number} is already ${credit.status === "credited" ? "credited" : "cancelled"}.`,
  );

/**
 * Closes a credit request with the supplier's credit memo: its number, its date and what it
 * credits (which may differ from what was asked: the difference stays in the log), and the
 * memo's file when it was read from one.
 */
export async function recordCreditMemo(
  tx: Executor,
  member: Member,
  creditId: string,
  memo: z.output<typeof creditMemoSchema>,
  fileId: string | null = null,
): Promise<CreditRequest> {
  const credit = await lockCredit(tx, member, creditId);
  if (credit.status === "credited" || credit.status === "cancelled") throw settled(credit);
  await tx.query(
    `update credit_requests
        set status = 'credited', memo_number = $3, memo_date = $4, credited_amount = $5,
            credited_at = now(), credited_by = $6, memo_file_id = $7
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      creditId,
      memo.memoNumber,
      memo.memoDate,
      memo.amount,
      member.userId,
      fileId,
    ],
  );
  const after = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_credited",
    summary: `recorded ${credit.supplierName}'s credit memo ${memo.memoNumber} for ${credit.number} (${dollars(
      after.creditedAmount!,
    )} of ${dollars(credit.totals.inclTax)} asked)${fileId ? " (from a scanned file)" : ""}`,
    locationId: credit.locationId,
    details: { ...creditFacts(after), memoNumber: memo.memoNumber, memoDate: memo.memoDate },
  });
  return after;
}

/** Cancels a credit request the supplier does not owe after all, with the reason. */
export async function cancelCredit(
  tx: Executor,
  member: Member,
  creditId: string,
  input: z.output<typeof creditCancelSchema>,
): Promise<CreditRequest> {
  const credit = await lockCredit(tx, member, creditId);
  if (credit.status === "credited" || credit.status === "cancelled") throw settled(credit);
  await tx.query(
    `update credit_requests set status = 'cancelled', cancelled_at = now(), cancel_reason = $3
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, creditId, input.reason],
  );
  const after = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_cancelled",
    summary: `cancelled credit request ${credit.number} to ${credit.supplierName} (${dollars(
      credit.totals.inclTax,
    )}): ${input.reason}`,
    locationId: credit.locationId,
    details: { ...creditFacts(after), reason: input.reason },
  });
  return after;
}

/**
 * Applies what is left of a credited memo to one of the same supplier's unpaid invoices: a
 * payment of the method 'credit' naming the request, dated today, for the amount asked or as
 * much as both the credit and the invoice's balance allow. The invoice row is locked as a
 * payment's is, so two applications never take the balance below zero.
 */
export async function applyCredit(
  tx: Executor,
  member: Member,
  creditId: string,
  input: z.output<typeof creditApplySchema>,
  on?: { date: string; reference: string },
): Promise<CreditRequest> {
  const credit = await lockCredit(tx, member, creditId);
  if (credit.status !== "credited")
    throw new ConflictError(
      "credit_not_credited",
      `${credit.number} has no credit memo yet: record ${credit.supplierName}'s memo first.`,
    );
  const available = exact(credit.availableAmount);
  if (available.compare(0) <= 0)
    throw new ConflictError("credit_used", `All of ${credit.memoNumber} is already applied.`);
  const { rows } = await tx.query<{
    number: string;
    supplier_id: string;
    location_id: string | null;
    balance: string;
  }>(
    `select v.number, v.supplier_id, v.location_id,
            (v.total_incl_tax - coalesce((select sum(p.amount) from payments p
                                           where p.workspace_id = v.workspace_id
                                             and p.invoice_id = v.id), 0))::text as balance
       from invoices v where v.workspace_id = $1 and v.id = $2 for update`,
    [member.workspaceId, input.invoiceId],
  );
  const invoice = rows[0];
  if (!invoice || invoice.supplier_id !== credit.supplierId)
    throw new InvalidError(
      "invoice_not_supplier",
      `Choose one of ${credit.supplierName}'s invoices: a credit applies to its own supplier's.`,
    );
  if (
    member.locationIds &&
    invoice.location_id &&
    !member.locationIds.includes(invoice.location_id)
  )
    throw new InvalidError(
      "invoice_not_supplier",
      `Choose one of ${credit.supplierName}'s invoices at your locations.`,
    );
  const balance = exact(invoice.balance);
  if (balance.compare(0) <= 0)
    throw new ConflictError("invoice_paid", `${invoice.number} is already paid.`);
  const most = available.compare(balance) < 0 ? available : balance;
  const amount = input.amount === undefined ? most : exact(input.amount);
  if (amount.compare(0) <= 0)
    throw new InvalidError("invalid_amount", "Enter an amount to apply above $0.00.");
  if (amount.compare(available) > 0)
    throw new ConflictError(
      "credit_too_small",
      `${credit.memoNumber} has ${dollars(toFixedDecimal(available, 2))} left to apply.`,
    );
  if (amount.compare(balance) > 0)
    throw new ConflictError(
      "overpayment",
      `The balance of ${invoice.number} is ${dollars(toFixedDecimal(balance, 2))}; applying ${dollars(toFixedDecimal(amount, 2))} would take more off than is owed.`,
    );
  await tx.query(
    `insert into payments (workspace_id, invoice_id, amount, paid_on, method, reference,
                           recorded_by, credit_request_id)
     values ($1, $2, $3, $4, 'credit', $5, $6, $7)`,
    [
      member.workspaceId,
      input.invoiceId,
      toFixedDecimal(amount, 2),
      on?.date ?? (await workspaceToday(tx, member.workspaceId)),
      (on?.reference ?? `Credit memo ${credit.memoNumber} (${credit.number})`).slice(0, 120),
      member.userId,
      creditId,
    ],
  );
  const after = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_applied",
    summary: `applied ${dollars(toFixedDecimal(amount, 2))} of ${credit.supplierName}'s credit memo ${credit.memoNumber} to invoice ${invoice.number} (${dollars(toFixedDecimal(balance.sub(amount), 2))} left to pay)`,
    locationId: invoice.location_id ?? credit.locationId,
    details: {
      ...creditFacts(after),
      invoiceId: input.invoiceId,
      invoice: invoice.number,
      applied: toFixedDecimal(amount, 2),
    },
  });
  return after;
}

/**
 * Takes a credit off an invoice that carries it as a negative line, in the invoice's
 * transaction: a request still owed is closed as credited by the invoice ("BP-301 (credit
 * line)" as the memo's number, its date, the amount taken), one already credited gives what is
 * left of its memo; the amount is then applied to the invoice as a vendor credit dated by it.
 */
export async function takeCreditOnInvoice(
  tx: Executor,
  member: Member,
  invoice: { id: string; number: string; supplierId: string; date: string },
  taken: { creditId: string; amount: string },
): Promise<void> {
  const credit = await lockCredit(tx, member, taken.creditId);
  if (credit.supplierId !== invoice.supplierId)
    throw new InvalidError(
      "credit_not_supplier",
      `${credit.number} is owed by ${credit.supplierName}: an invoice takes off only its own supplier's credits.`,
    );
  if (credit.status === "cancelled")
    throw new ConflictError("credit_settled", `${credit.number} is cancelled.`);
  if (credit.status !== "credited")
    await recordCreditMemo(tx, member, credit.id, {
      // Its own number in the books: Xero and QuickBooks keep a credit apart from the bill.
      memoNumber: `${invoice.number.slice(0, 46)} (credit line)`,
      memoDate: invoice.date,
      amount: taken.amount,
    });
  await applyCredit(
    tx,
    member,
    credit.id,
    { invoiceId: invoice.id, amount: taken.amount },
    { date: invoice.date, reference: `Credit ${credit.number} taken off on the invoice` },
  );
}
