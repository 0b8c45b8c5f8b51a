import type { Order } from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import {
  approvalHold,
  decideApproval,
  requestApproval,
  type ApprovalMail,
  type ApprovalSubject,
} from "../approvals";
import { dollars } from "../audit";
import { approveOrder, lockOrder } from "./orders";
import { findOrder } from "./order-reads";

/** An order as its approval chain names it. */
const subjectOf = (order: Order): ApprovalSubject => ({
  document: "order",
  documentId: order.id,
  label: `${order.number} from ${order.supplierName} (${dollars(order.totals.inclTax)})`,
  link: `/app/orders/${order.id}`,
  locationId: order.locationId,
  amount: order.totals.inclTax,
});

/** Asks the approvers the rules name for a draft; refused when no rule applies to it. */
export async function requestOrderApproval(
  tx: Executor,
  member: Member,
  orderId: string,
  mail: ApprovalMail,
): Promise<void> {
  const locked = await lockOrder(tx, member, orderId);
  if (locked.status !== "draft")
    throw new ConflictError("order_not_draft", `${locked.number} was already sent.`);
  const order = await findOrder(tx, member.workspaceId, orderId);
  if (order.approvals.approved && !order.approvals.requested)
    throw new ConflictError(
      "approval_not_needed",
      `${order.number} needs no approval: no approval rule applies to it.`,
    );
  await requestApproval(tx, member, subjectOf(order), mail);
}

/**
 * Approves a draft (or rejects it, saying why): at the member's turn in its chain when one was
 * asked for, else (a manager) above the workspace's approval limit.
 */
export async function decideOrder(
  tx: Executor,
  member: Member,
  orderId: string,
  decision: { approve: boolean; note: string },
  mail: ApprovalMail,
): Promise<void> {
  const locked = await lockOrder(tx, member, orderId);
  if (locked.status !== "draft")
    throw new ConflictError("order_not_draft", `${locked.number} was already sent.`);
  const order = await findOrder(tx, member.workspaceId, orderId);
  if (order.approvals.requested && !order.approvals.approved) {
    await decideApproval(tx, member, subjectOf(order), decision, mail);
    // The last approval of the chain also clears the workspace's limit: its approver may.
    const after = await findOrder(tx, member.workspaceId, orderId);
    if (decision.approve && after.approvals.approved && after.needsApproval)
      await approveOrder(tx, member, orderId);
    return;
  }
  if (!decision.approve)
    throw new ConflictError(
      "approval_not_requested",
      `Nobody asked for approval of ${order.number}.`,
    );
  await approveOrder(tx, member, orderId);
}

/** Why a draft cannot be sent yet for its approvals, or null. */
export const orderApprovalHold = (order: Order): string | null =>
  approvalHold(order.approvals, order.number, "sent");
