import type { Order } from "@larder/contracts";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { changedFields, dollars, listed, recordChange, type Change } from "../audit";
import { findOrder } from "./order-reads";

/** An order as the audit log compares it: its day, notes, total and lines, in words. */
export function orderSnapshot(order: Order): Record<string, unknown> {
  return {
    expectedOn: order.expectedOn,
    notes: order.notes,
    total: order.totals.inclTax,
    lines: order.lines.map(
      (line) => `${line.quantity} ${line.unit} ${line.itemName} at ${line.unitPrice}`,
    ),
  };
}

/**
 * Logs a change to an order: "approved PO-2026-014 to Metro Foods ($1,240.50)". Reads the order
 * as it is now; `before` (a snapshot) adds what changed.
 */
export async function recordOrderChange(
  tx: Executor,
  member: Member,
  orderId: string,
  action: Change["action"],
  verb: string,
  extra: { before?: Record<string, unknown>; details?: Record<string, unknown> } = {},
): Promise<Order> {
  const order = await findOrder(tx, member.workspaceId, orderId);
  const after = orderSnapshot(order);
  const diff = extra.before ? changedFields(extra.before, after) : null;
  const what = diff?.fields.length
    ? `: ${listed(diff.fields.map((f) => (f === "expectedOn" ? "expected day" : f)))}`
    : "";
  await recordChange(tx, member, {
    action,
    summary: `${verb} ${order.number} to ${order.supplierName} for ${order.locationName} (${dollars(
      order.totals.inclTax,
    )})${what}`,
    locationId: order.locationId,
    details: {
      orderId,
      number: order.number,
      supplier: order.supplierName,
      status: order.status,
      ...(diff ? { before: diff.before, after: diff.after } : { after }),
      ...extra.details,
    },
  });
  return order;
}
