import type { paymentInputSchema } from "@larder/contracts";
import { ConflictError, exact, NotFoundError, toFixedDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { dollars, recordChange } from "../audit";
import type { Member } from "../../core/member";
import { checkInvoiceApproved } from "./approval";

/** Records a payment; more than the balance is refused. */
export async function addPayment(
  tx: Executor,
  member: Member,
  invoiceId: string,
  input: z.output<typeof paymentInputSchema>,
): Promise<void> {
  const { rows } = await tx.query<{
    total: string;
    paid: string;
    number: string;
    supplier: string;
    location_id: string | null;
  }>(
    `select v.total_incl_tax::text as total, v.number, v.location_id,
            (select s.name from suppliers s where s.workspace_id = v.workspace_id
                and s.id = v.supplier_id) as supplier,
            coalesce((select sum(p.amount) from payments p
                       where p.workspace_id = v.workspace_id and p.invoice_id = v.id), 0)::text as paid
       from invoices v where v.workspace_id = $1 and v.id = $2 for update`,
    [member.workspaceId, invoiceId],
  );
  const invoice = rows[0]!;
  const balance = exact(invoice.total).sub(exact(invoice.paid));
  if (balance.compare(0) <= 0)
    throw new ConflictError("invoice_paid", `${invoice.number} is already paid.`);
  await checkInvoiceApproved(tx, member.workspaceId, invoiceId, invoice.number);
  if (exact(input.amount).compare(balance) > 0)
    throw new ConflictError(
      "overpayment",
      `The balance of ${invoice.number} is $${toFixedDecimal(balance, 2)}; a payment of $${toFixedDecimal(input.amount, 2)} would pay more than is owed.`,
    );
  await tx.query(
    `insert into payments (workspace_id, invoice_id, amount, paid_on, method, reference, recorded_by)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      member.workspaceId,
      invoiceId,
      input.amount,
      input.paidOn,
      input.method,
      input.reference,
      member.userId,
    ],
  );
  const left = balance.sub(exact(input.amount));
  const paidOff = left.compare(0) === 0;
  await recordChange(tx, member, {
    action: paidOff ? "invoice_paid" : "payment_recorded",
    summary: `recorded a payment of ${dollars(toFixedDecimal(input.amount, 2))} on invoice ${
      invoice.number
    } from ${invoice.supplier}${paidOff ? ", paying it in full" : ` (${dollars(toFixedDecimal(left, 2))} left to pay)`}`,
    locationId: invoice.location_id,
    details: {
      invoiceId,
      number: invoice.number,
      payment: input,
      before: { balance: toFixedDecimal(balance, 2) },
      after: { balance: toFixedDecimal(left, 2) },
    },
  });
}

/** Removes a payment recorded by mistake. */
export async function removePayment(
  tx: Executor,
  member: Member,
  invoiceId: string,
  paymentId: string,
): Promise<void> {
  const { rows } = await tx.query<{
    amount: string;
    paid_on: string;
    number: string;
    location_id: string | null;
  }>(
    `delete from payments p using invoices v
      where p.workspace_id = $1 and p.id = $2 and p.invoice_id = $3
        and v.workspace_id = p.workspace_id and v.id = p.invoice_id
      returning p.amount::text, p.paid_on::text, v.number, v.location_id`,
    [member.workspaceId, paymentId, invoiceId],
  );
  const removed = rows[0];
  if (!removed) throw new NotFoundError("not_found", "This payment is not one of this invoice's.");
  await recordChange(tx, member, {
    action: "payment_removed",
    summary: `removed a payment of ${dollars(removed.amount)} (${removed.paid_on}) from invoice ${removed.number}`,
    locationId: removed.location_id,
    details: { invoiceId, paymentId, before: { amount: removed.amount, paidOn: removed.paid_on } },
  });
}
