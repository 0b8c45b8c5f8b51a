import { addDays, daysBetween, weekdayOfDay } from "./days";
import { WEEKDAY_FULL_NAMES } from "./ordering";
import type { PurchaseOrderStatus } from "./orders";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An order that has the item on a line still to come (drafts included). */
export interface CoveringOrder {
  number: string;
  status: PurchaseOrderStatus;
  /** The day it is expected (YYYY-MM-DD), when one was set. */
  expectedOn: string | null;
}

/**
 * When an order is due, as a buyer says it: "due today", "due tomorrow", "due Tue" within the
 * week, "due Dec 9" beyond it, "was due Nov 28" when the day has passed.
 */
export function dueWords(expectedOn: string, today: string): string {
  const ahead = daysBetween(today, expectedOn);
  const [, month, day] = expectedOn.split("-").map(Number);
  const date = `${MONTHS[(month ?? 1) - 1]} ${day}`;
  if (ahead < 0) return `was due ${date}`;
  if (ahead === 0) return "due today";
  if (ahead === 1) return "due tomorrow";
  if (ahead < 7) return `due ${WEEKDAY_FULL_NAMES[weekdayOfDay(expectedOn)]!.slice(0, 3)}`;
  return `due ${date}`;
}

/**
 * One order as the reason an item needs no new one: a draft is named as not sent (issue 26: a
 * forgotten draft hid a low item), a sent order with the day it is due.
 */
export function coveringOrderWords(order: CoveringOrder, today: string): string {
  const due = order.expectedOn ? `, ${dueWords(order.expectedOn, today)}` : "";
  if (order.status === "draft") return `on draft ${order.number}, not sent`;
  if (order.status === "partially_received") return `on ${order.number}, partly received${due}`;
  return `on ${order.number}, sent${due}`;
}

/**
 * Why Suggested orders proposes nothing for an item, in the buyer's words: the orders already
 * covering it, else that nothing can be worked out (no history to forecast and no par level),
 * else that what is on hand lasts until the delivery after next.
 */
export function noOrderReason(input: {
  covering: readonly CoveringOrder[];
  /** Neither a forecast nor a par level to order up to. */
  noBasis: boolean;
  today: string;
  /** Days from today until the delivery after next. */
  coverDays: number;
}): string {
  if (input.covering.length > 0)
    return input.covering.map((order) => coveringOrderWords(order, input.today)).join("; ");
  if (input.noBasis) return "no forecast yet and no par level: set a par level to get a suggestion";
  const until = addDays(input.today, input.coverDays);
  return `enough on hand until ${WEEKDAY_FULL_NAMES[weekdayOfDay(until)]}'s delivery`;
}
