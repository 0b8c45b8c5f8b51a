import type { Invoice } from "@larder/contracts";
import { MONEY_SCALE, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";

/** An order an invoice bills, and whether it was approved (an invoice above the limit needs it). */
export interface BilledOrder {
  id: string;
  number: string;
  status: Invoice["orders"][number]["status"];
  approved: boolean;
}

/** The orders an invoice bills, by number. */
export async function billedOrders(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
): Promise<BilledOrder[]> {
  const { rows: orders } = await tx.query<BilledOrder>(
    `select o.id, o.number, o.status, o.approved_at is not null as approved
       from invoice_orders io join purchase_orders o on o.workspace_id = io.workspace_id and o.id = io.order_id
      where io.workspace_id = $1 and io.invoice_id = $2 order by o.number`,
    [workspaceId, invoiceId],
  );
  return orders;
}

/** The payments made on an invoice, and the credits taken off it, oldest first. */
export async function invoicePayments(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
): Promise<Invoice["payments"]> {
  const { rows: payments } = await tx.query<{
    id: string;
    amount: string;
    paid_on: string;
    method: Invoice["payments"][number]["method"];
    reference: string;
    recorded_by: string | null;
    credit_request_id: string | null;
  }>(
    `select p.id, p.amount::text, to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.method, p.reference,
            coalesce(nullif(u.name, ''), u.email) as recorded_by, p.credit_request_id
       from payments p left join users u on u.id = p.recorded_by
      where p.workspace_id = $1 and p.invoice_id = $2 order by p.paid_on, p.recorded_at`,
    [workspaceId, invoiceId],
  );
  return payments.map((payment) => ({
    id: payment.id,
    amount: toFixedDecimal(payment.amount, MONEY_SCALE),
    paidOn: payment.paid_on,
    method: payment.method,
    reference: payment.reference,
    recordedBy: payment.recorded_by,
    creditId: payment.credit_request_id,
  }));
}
