import type { Order } from "@larder/contracts";
import { canSend, ConflictError, InvalidError, UnavailableError, unitLabel } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import type { Mailer, OutgoingMail } from "../../mail/mailer";
import { recordOrderChange } from "./audit";
import { orderApprovalHold } from "./approval";
import { findOrder } from "./order-reads";
import { lockOrder } from "./orders";
import { orderPdf } from "./pdf";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function orderMail(
  order: Order,
  to: string,
  from: string,
  message: string,
  document: { pdf: Buffer; skus: ReadonlyMap<string, string> },
): OutgoingMail {
  const lines = order.lines.map((line) => {
    const sku = document.skus.get(line.id);
    return `- ${line.quantity} ${unitLabel(line.unit)} ${line.itemName}${sku ? ` (${sku})` : ""}`;
  });
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
      { filename: `${order.number}.pdf`, content: document.pdf, contentType: "application/pdf" },
    ],
  };
}

/**
 * The order as the PDF the supplier gets: from the workspace, delivered to the order's location,
 * ordered by the person sending it (or, for a copy, the one who wrote it), dated in the
 * location's time zone (the day it is sent, or for a copy the day it was sent or written), with
 * the supplier's item codes and the message typed when sending.
 */
export async function orderDocument(
  tx: Executor,
  member: Member,
  order: Order,
  orderedBy: "sender" | "author",
  message = "",
): Promise<{
  pdf: Buffer;
  skus: Map<string, string>;
  from: { name: string; is_demo: boolean };
}> {
  const { rows } = await tx.query<{
    name: string;
    address: string;
    time_zone: string;
    person: string;
    is_demo: boolean;
  }>(
    `select w.name, l.address, l.time_zone, coalesce(nullif(u.name, ''), u.email) as person,
            w.is_demo
       from workspaces w
       join locations l on l.workspace_id = w.id and l.id = $2
       join users u on u.id = $3
      where w.id = $1`,
    [member.workspaceId, order.locationId, member.userId],
  );
  const from = rows[0]!;
  const skus = await supplierCodes(tx, member.workspaceId, order);
  const ordered = orderedBy === "sender" ? new Date() : new Date(order.sentAt ?? order.createdAt);
  const pdf = await orderPdf(order, {
    workspaceName: from.name,
    address: from.address,
    orderedBy: orderedBy === "author" && order.createdBy ? order.createdBy : from.person,
    orderDate: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: from.time_zone,
    }).format(ordered),
    skus,
    message,
  });
  return { pdf, skus, from };
}

/** The supplier's own code (SKU) of each line's item in the line's unit, by line id. */
async function supplierCodes(tx: Executor, workspaceId: string, order: Order) {
  const { rows } = await tx.query<{ id: string; sku: string }>(
    `select pl.id, si.sku
       from purchase_order_lines pl
       join supplier_items si on si.workspace_id = pl.workspace_id and si.supplier_id = $3
                             and si.item_id = pl.item_id and si.unit = pl.unit
      where pl.workspace_id = $1 and pl.order_id = $2 and si.sku <> ''`,
    [workspaceId, order.id, order.supplierId],
  );
  return new Map(rows.map((row) => [row.id, row.sku]));
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
  const hold = orderApprovalHold(order);
  if (hold) throw new ConflictError("approval_needed", hold);
  const to = options.to || order.orderingEmail;
  if (!to)
    throw new InvalidError(
      "no_ordering_email",
      `${order.supplierName} has no ordering email. Add one to the supplier, or send the order to another address.`,
    );
  const document = await orderDocument(tx, member, order, "sender", options.message);
  const { from } = document;
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
    .send(orderMail(order, to, from.name, options.message, document))
    .catch((error: unknown) => {
      throw new UnavailableError(
        "mail_failed",
        `The order could not be emailed to ${to}; it is still a draft. Try again in a moment.`,
        { cause: error },
      );
    });
  return findOrder(tx, member.workspaceId, orderId);
}
