import type {
  CreditRequest,
  creditApplySchema,
  creditCancelSchema,
  creditMemoSchema,
} from "@larder/contracts";
import { ConflictError, exact, InvalidError, toFixedDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { dollars, recordChange } from "../audit";
import { workspaceToday } from "../locations";
import { findCredit } from "./credit-reads";

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
