import { ConflictError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import {
  approvalChain,
  approvalHold,
  decideApproval,
  requestApproval,
  type ApprovalMail,
  type ApprovalSubject,
} from "../approvals";
import { dollars } from "../audit";

/** An invoice as its approval chain names it. */
async function subjectOf(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
): Promise<ApprovalSubject> {
  const { rows } = await tx.query<{
    number: string;
    supplier: string;
    total: string;
    location_id: string | null;
  }>(
    `select v.number, s.name as supplier, v.total_incl_tax::text as total, v.location_id
       from invoices v join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
      where v.workspace_id = $1 and v.id = $2`,
    [workspaceId, invoiceId],
  );
  const invoice = rows[0]!;
  return {
    document: "invoice",
    documentId: invoiceId,
    label: `invoice ${invoice.number} from ${invoice.supplier} (${dollars(invoice.total)})`,
    link: `/app/invoices/${invoiceId}`,
    locationId: invoice.location_id,
    amount: invoice.total,
  };
}

/**
 * Asks the approvers the rules name for an invoice just entered, by the role of whoever entered
 * it: it is paid only once they have all approved.
 */
export async function requestInvoiceApproval(
  tx: Executor,
  member: Member,
  invoiceId: string,
  mail: ApprovalMail,
): Promise<void> {
  await requestApproval(tx, member, await subjectOf(tx, member.workspaceId, invoiceId), mail);
}

/** Approves an invoice at the member's turn in its chain, or rejects it saying why. */
export async function decideInvoice(
  tx: Executor,
  member: Member,
  invoiceId: string,
  decision: { approve: boolean; note: string },
  mail: ApprovalMail,
): Promise<void> {
  await tx.query("select 1 from invoices where workspace_id = $1 and id = $2 for update", [
    member.workspaceId,
    invoiceId,
  ]);
  await decideApproval(
    tx,
    member,
    await subjectOf(tx, member.workspaceId, invoiceId),
    decision,
    mail,
  );
}

/** Refuses a payment while the invoice's approvers have not all approved it. */
export async function checkInvoiceApproved(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
  number: string,
): Promise<void> {
  const chain = await approvalChain(tx, workspaceId, {
    document: "invoice",
    documentId: invoiceId,
  });
  const hold = approvalHold(chain, `Invoice ${number}`, "paid");
  if (hold) throw new ConflictError("approval_needed", hold);
}
