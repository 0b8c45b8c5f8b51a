import type { paymentInputSchema } from "@larder/contracts";
import { ConflictError, exact, NotFoundError, toFixedDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";

/** Records a payment; more than the balance is refused. */
export async function addPayment(
  tx: Executor,
  member: Member,
  invoiceId: string,
  input: z.output<typeof paymentInputSchema>,
): Promise<void> {
  const { rows } = await tx.query<{ total: string; paid: string; number: string }>(
    `select v.total_incl_tax::text as total, v.number,
            coalesce((select sum(p.amount) from payments p
                       where p.workspace_id = v.workspace_id and p.invoice_id = v.id), 0)::text as paid
       from invoices v where v.workspace_id = $1 and v.id = $2 for update`,
    [member.workspaceId, invoiceId],
  );
  const invoice = rows[0]!;
  const balance = exact(invoice.total).sub(exact(invoice.paid));
  if (balance.compare(0) <= 0)
    throw new ConflictError("invoice_paid", `${invoice.number} is already paid.`);
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
}

/** Removes a payment recorded by mistake. */
export async function removePayment(
  tx: Executor,
  member: Member,
  invoiceId: string,
  paymentId: string,
): Promise<void> {
  const { rowCount } = await tx.query(
    "delete from payments where workspace_id = $1 and id = $2 and invoice_id = $3",
    [member.workspaceId, paymentId, invoiceId],
  );
  if (rowCount === 0)
    throw new NotFoundError("not_found", "This payment is not one of this invoice's.");
}
