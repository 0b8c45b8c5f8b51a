import type Fraction from "fraction.js";
import { compare, exact, toDecimal } from "./quantity";
import { unitLabel } from "./units";

/**
 * A purchase order's lifecycle (decision 0022): draft → sent → partially received → received,
 * or cancelled before anything came. The same list as @larder/contracts' ORDER_STATUSES.
 */
export const PURCHASE_ORDER_STATUSES = [
  "draft",
  "sent",
  "partially_received",
  "received",
  "cancelled",
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Only a draft is changed (lines, expected day, notes): once sent, the supplier has it. */
export function canEdit(status: PurchaseOrderStatus): boolean {
  return status === "draft";
}

/** Only a draft is approved: an approval is of the lines the manager saw, before they leave. */
export function canApprove(status: PurchaseOrderStatus): boolean {
  return status === "draft";
}

/** Only a draft is sent; above the approval limit it must be approved first (`needsApproval`). */
export function canSend(status: PurchaseOrderStatus): boolean {
  return status === "draft";
}

/** Deliveries are received against a sent order until every line has come or closed. */
export function canReceive(status: PurchaseOrderStatus): boolean {
  return status === "sent" || status === "partially_received";
}

/** An order is cancelled while nothing was received against it. */
export function canCancel(status: PurchaseOrderStatus): boolean {
  return status === "draft" || status === "sent";
}

/** Open: sent and still expecting something. What the stock list's To Receive counts. */
export function isOpenOrder(status: PurchaseOrderStatus): boolean {
  return canReceive(status);
}

/**
 * A draft above the workspace's approval limit (incl. tax) that no manager approved yet. Without
 * a limit nothing needs approval.
 */
export function needsApproval(order: {
  status: PurchaseOrderStatus;
  approved: boolean;
  totalInclTax: string;
  approvalLimit: string | null;
}): boolean {
  return (
    order.status === "draft" &&
    order.approvalLimit !== null &&
    !order.approved &&
    compare(order.totalInclTax, order.approvalLimit) > 0
  );
}

/** An order line as receiving sees it, in the line's unit (the supplier's case, usually). */
export interface OrderLineProgress {
  ordered: string | Fraction;
  received: string | Fraction;
  /** Short, damaged or substituted at a delivery: nothing more is expected on it. */
  closed: boolean;
}

/** What a line still expects: nothing once closed or fully received, never below zero. */
export function remainingOnLine(line: OrderLineProgress): Fraction {
  const left = exact(line.ordered).sub(exact(line.received));
  return line.closed || left.compare(0) <= 0 ? exact(0) : left;
}

/**
 * What a closed line never brought (it came short, damaged or refused): the ordered quantity less
 * what was received, never below zero; nothing while the line is open.
 */
export function shortOnLine(line: OrderLineProgress): Fraction {
  const left = exact(line.ordered).sub(exact(line.received));
  return line.closed && left.compare(0) > 0 ? left : exact(0);
}

/** Whether a line expects nothing more. */
export function lineComplete(line: OrderLineProgress): boolean {
  return remainingOnLine(line).compare(0) === 0;
}

export type DeliveryOutcome = "received" | "short" | "damaged" | "substituted";

/**
 * A line after one delivery: what was accepted counts towards it, unless it is another item that
 * came instead (a substitute is received as itself); any outcome but "received" closes the line.
 */
export function lineAfterDelivery(
  line: OrderLineProgress,
  delivery: { accepted: string | Fraction; outcome: DeliveryOutcome; substitute: boolean },
): { ordered: Fraction; received: Fraction; closed: boolean } {
  const counted = delivery.substitute ? exact(0) : exact(delivery.accepted);
  return {
    ordered: exact(line.ordered),
    received: exact(line.received).add(counted),
    closed: line.closed || delivery.outcome !== "received",
  };
}

/**
 * Why a line marked short cannot be taken as it is, or null when it can: short means less came
 * than was still to come (issue 26: tapping Short kept the full quantity, and a short line went
 * through as full). `unit` is the line's unit ("case").
 */
export function shortLineProblem(
  line: { ordered: string | Fraction; received: string | Fraction; itemName: string },
  quantity: string | Fraction,
  unit: string,
): string | null {
  const toCome = exact(line.ordered).sub(exact(line.received));
  if (exact(quantity).compare(toCome) < 0) return null;
  const label = unitLabel(unit);
  return `${line.itemName} is marked Short, but ${toDecimal(exact(quantity))} ${label} is not less than the ${toDecimal(toCome)} ${label} to come: enter how much came, or choose Received.`;
}

/**
 * The order's status after a delivery, from all its lines (those delivered and the others):
 * **received** when every line is complete, **partially received** while any still expects
 * something. Compared exactly: 0.7 then 0.1 of 0.8 cases is all of it.
 */
export function statusAfterReceipt(
  lines: readonly OrderLineProgress[],
): "received" | "partially_received" {
  return lines.every(lineComplete) ? "received" : "partially_received";
}

/**
 * Whether a delivery was built on a stale view of its line: the person saw `expectedReceived`
 * as received before, and the line now says otherwise because someone received meanwhile.
 */
export function receivedMeanwhile(
  expectedReceived: string | Fraction,
  received: string | Fraction,
): boolean {
  return compare(expectedReceived, received) !== 0;
}
