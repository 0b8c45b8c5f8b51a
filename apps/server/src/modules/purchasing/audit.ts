import type { Order, OrderLine, Receipt } from "@larder/contracts";
import { compare, documentTotals } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
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

/** What every entry about an order says of it. */
const orderFacts = (order: Order) => ({
  orderId: order.id,
  number: order.number,
  supplier: order.supplierName,
  status: order.status,
});

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
      ...orderFacts(order),
      ...(diff ? { before: diff.before, after: diff.after } : { after }),
      ...extra.details,
    },
  });
  return order;
}

/** Lines of a delivery named in its one-line summary; the rest are counted (all are in details). */
const LINES_NAMED = 5;

type DeliveredLine = Receipt["lines"][number];

/**
 * "22 of 25 lb Tomatoes at $9.5227 instead of $8.89": what came of an order line, at the price
 * charged, with the ordered price when another was charged.
 */
function deliveredWords(line: DeliveredLine, ordered: OrderLine | undefined): string {
  const what = !ordered
    ? `${line.quantity} ${line.unit} ${line.itemName}`
    : line.itemId !== ordered.itemId
      ? `${line.quantity} ${line.unit} ${line.itemName} instead of ${ordered.itemName}`
      : `${line.quantity} of ${ordered.quantity} ${ordered.unit} ${line.itemName}`;
  const outcome =
    line.outcome === "short" || line.outcome === "damaged" ? ` (${line.outcome})` : "";
  const otherPrice = ordered && compare(line.unitPrice, ordered.unitPrice) !== 0;
  const price = otherPrice
    ? `at ${dollars(line.unitPrice)} instead of ${dollars(ordered.unitPrice)}`
    : `at ${dollars(line.unitPrice)}`;
  return `${what}${outcome} ${price}`;
}

/**
 * Logs a delivery received against an order: what came of each line at the price charged, and
 * the value received (each line's quantity × the price charged, exact, in cents at the end; tax
 * at the order line's rate in details), not the order's value.
 */
export async function recordDelivery(
  tx: Executor,
  member: Member,
  orderId: string,
  receipt: Receipt,
): Promise<void> {
  const order = await findOrder(tx, member.workspaceId, orderId);
  const orderLines = new Map(order.lines.map((line) => [line.id, line]));
  const ordered = (line: DeliveredLine) =>
    line.orderLineId ? orderLines.get(line.orderLineId) : undefined;
  // In the order's own order of lines.
  const position = (line: DeliveredLine) => order.lines.indexOf(ordered(line)!);
  const lines = [...receipt.lines].sort((a, b) => position(a) - position(b));
  const value = documentTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: ordered(line)?.taxRate ?? "0",
    })),
  );
  const named = lines.slice(0, LINES_NAMED).map((line) => deliveredWords(line, ordered(line)));
  const more = lines.length - named.length;
  const rest = more > 0 ? `; and ${more} more line${more === 1 ? "" : "s"}` : "";
  await recordChange(tx, member, {
    action: "order_received",
    summary: `received a delivery of ${order.number} from ${order.supplierName} for ${order.locationName} (${dollars(value.exclTax)}): ${named.join("; ")}${rest}`,
    locationId: order.locationId,
    details: {
      ...orderFacts(order),
      receiptId: receipt.id,
      value,
      lines: lines.map((line) => ({
        itemId: line.itemId,
        item: line.itemName,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        outcome: line.outcome,
        ordered: ordered(line)?.quantity ?? null,
        orderedUnitPrice: ordered(line)?.unitPrice ?? null,
      })),
    },
  });
}
