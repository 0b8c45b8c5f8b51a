import type { Order } from "@larder/contracts";
import { canSend, ConflictError, InvalidError, UnavailableError, unitLabel } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import type { Mailer, OutgoingMail } from "../../mail/mailer";
import { recordOrderChange } from "./audit";
import { findOrder } from "./order-reads";
import { lockOrder } from "./orders";
import { orderPdf } from "./pdf";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function orderMail(
  order: Order,
  to: string,
  from: string,
  message: string,
  pdf: Buffer,
): OutgoingMail {
  const lines = order.lines.map(
    (line) => `- ${line.quantity} ${unitLabel(line.unit)} ${line.itemName}`,
  );
  return {
    to,
    subject: `Purchase order ${order.number} from ${from}`,
    text: [
      `Hello ${order.supplierName},`,
      "",
      `Please find attached purchase order ${order.number} from ${from}, for delivery to ${order.locationName}${order.expectedOn ? ` by ${order.expectedOn}` : ""}.`,
      "",
      ...lines,
      "",
      `Total: ${money.format(order.totals.inclTax as Intl.StringNumericLiteral)} (incl. tax)`,
      ...(message ? ["", message] : []),
      "",
      "Sent with Larder",
    ].join("\n"),
    attachments: [
      { filename: `${order.number}.pdf`, content: pdf, contentType: "application/pdf" },
    ],
  };
}

/**
 * The order as the PDF the supplier gets: from the workspace, delivered to the order's location,
 * ordered by the person sending it (or, for a copy, the one who wrote it).
 */
export async function orderDocument(
  tx: Executor,
  member: Member,
  order: Order,
  orderedBy: "sender" | "author",
): Promise<{ pdf: Buffer; from: { name: string; is_demo: boolean } }> {
  const { rows } = await tx.query<{
    name: string;
    address: string;
    person: string;
    is_demo: boolean;
  }>(
    `select w.name, l.address, coalesce(nullif(u.name, ''), u.email) as person, w.is_demo
       from workspaces w
       join locations l on l.workspace_id = w.id and l.id = $2
       join users u on u.id = $3
      where w.id = $1`,
    [member.workspaceId, order.locationId, member.userId],
  );
  const from = rows[0]!;
  const pdf = await orderPdf(order, {
    workspaceName: from.name,
    address: from.address,
    orderedBy: orderedBy === "author" && order.createdBy ? order.createdBy : from.person,
  });
  return { pdf, from };
}

/**
 * Sends a draft order to the supplier as a PDF by email, and records when and to whom. An order
 * above the approval limit must be approved first. In the demo workspace nothing is mailed.
 */
export async function sendOrder(
  tx: Executor,
  member: Member,
  mailer: Mailer,
  orderId: string,
  options: { to?: string | undefined; message: string },
): Promise<Order> {
  const locked = await lockOrder(tx, member, orderId);
  if (!canSend(locked.status))
    throw new ConflictError("order_not_draft", `${locked.number} was already sent.`);
  const order = await findOrder(tx, member.workspaceId, orderId);
  if (order.needsApproval)
    throw new ConflictError(
      "approval_needed",
      `${order.number} is above the approval limit of $${order.approvalLimit}. A manager or owner must approve it before it is sent.`,
    );
  const to = options.to || order.orderingEmail;
  if (!to)
    throw new InvalidError(
      "no_ordering_email",
      `${order.supplierName} has no ordering email. Add one to the supplier, or send the order to another address.`,
    );
  const { pdf, from } = await orderDocument(tx, member, order, "sender");
  await tx.query(
    `update purchase_orders set status = 'sent', sent_at = now(), sent_to = $3
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, orderId, to],
  );
  await recordOrderChange(tx, member, orderId, "order_sent", `sent (to ${to})`, {
    details: { sentTo: to },
  });
  // The demo's orders are marked sent but never leave Larder: a visitor cannot mail anyone.
  if (from.is_demo) return findOrder(tx, member.workspaceId, orderId);
  // Mailed last: if the mail fails, the transaction rolls back and the order stays a draft.
  await mailer
    .send(orderMail(order, to, from.name, options.message, pdf))
    .catch((error: unknown) => {
      throw new UnavailableError(
        "mail_failed",
        `The order could not be emailed to ${to}; it is still a draft. Try again in a moment.`,
        { cause: error },
      );
    });
  return findOrder(tx, member.workspaceId, orderId);
}
