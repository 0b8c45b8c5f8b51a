import type { MovementKind } from "@larder/contracts";
import { exact, sum, toDecimal, type Exact } from "@larder/domain";
import {
  EARLIER_WASTE,
  MOVERS,
  PURCHASING_ROUTINE,
  SAMPLE_ITEMS,
  type Mover,
  type SampleItem,
} from "./sample-data";
import { commissaryHistory } from "./sample-commissary";
import { COUNT_HOUR, countAdjustments } from "./sample-counts";
import { random, weekdayOf } from "./sample-days";
import { salesUsage, sampleSales } from "./sample-sales";
import { sampleDeliveries, type SampleDelivery } from "./sample-purchasing";

/**
 * How many days of daily use the demo's movers have behind them: twenty-four whole weeks, so
 * that even the monthly analytics (twelve weeks against the twelve before) and the forecasts'
 * backtests have history.
 */
export const HISTORY_DAYS = 168;

export interface SampleMovement {
  item: string;
  location: "main" | "commissary";
  kind: MovementKind;
  /** Signed, in the item's base unit. */
  quantity: string;
  /** Per base unit, for stock coming in at a price. */
  unitCost: string | null;
  reason: string | null;
  daysAgo: number;
  hour: number;
  /** For stock a supplier delivered: which delivery and line it was, as entered. */
  delivery?: SampleDelivery;
  /** For what sales took: the week of sales (0 the last) whose import it came from. */
  week?: number;
  /** For what a count corrected: the days ago of that count (at the movement's location). */
  count?: number;
  /** For stock moved between the locations: the key both sides of the transfer share. */
  transfer?: string;
}

/** The hour a day's sales leave stock: its last service, before the night's count. */
export const SALES_HOUR = 22;

/** The week of sales (0 = the last seven days) a day belongs to. */
export const weekOf = (daysAgo: number) => Math.floor((daysAgo - 1) / 7);

/** Days ago the stock the kitchen started with was counted in. */
const OPENING_DAY = HISTORY_DAYS + 1;

/** Daily use of one mover over the history, oldest first, with ±10% of day-to-day noise. */
function dailyUse(mover: Mover, index: number, today: Date): { daysAgo: number; used: Exact }[] {
  const next = random(1000 + index * 7919);
  const days: { daysAgo: number; used: Exact }[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const share = mover.weekdays[weekdayOf(today, daysAgo)]!;
    const noise = 0.9 + next() * 0.2;
    // Weeks before the middle of the last four: use then was smaller (or larger) by the growth.
    const trend = (1 + (mover.growth ?? 0)) ** (-(daysAgo - 14) / 7);
    const amount = (mover.perWeek * share * noise * trend).toFixed(mover.places);
    days.push({ daysAgo, used: exact(amount) });
  }
  return days;
}

function movement(
  item: SampleItem,
  location: SampleMovement["location"],
  kind: MovementKind,
  quantity: Exact,
  daysAgo: number,
  extra: Partial<
    Pick<SampleMovement, "unitCost" | "reason" | "hour" | "delivery" | "week" | "count">
  > = {},
): SampleMovement {
  return {
    item: item.name,
    location,
    kind,
    quantity: toDecimal(quantity),
    unitCost: extra.unitCost ?? null,
    reason: extra.reason ?? null,
    daysAgo,
    hour: extra.hour ?? 9,
    ...(extra.delivery ? { delivery: extra.delivery } : {}),
    ...(extra.week !== undefined ? { week: extra.week } : {}),
    ...(extra.count !== undefined ? { count: extra.count } : {}),
  };
}

/** Days over which what an order brought is used up: the week after it came. */
const USE_DAYS = 7;

/** Spreads what came in over the week after, whole units where it can, the rest on the last day. */
function usedAfter(item: SampleItem, received: Exact, daysAgo: number): SampleMovement[] {
  const share =
    received.compare(USE_DAYS) >= 0
      ? received.div(USE_DAYS).floor()
      : received.div(USE_DAYS).floor(3);
  const parts = Array.from({ length: USE_DAYS }, (_, k) =>
    k < USE_DAYS - 1 ? share : received.sub(share.mul(USE_DAYS - 1)),
  );
  return parts.flatMap((part, k) =>
    part.compare(0) > 0
      ? [movement(item, "main", "usage", part.neg(), Math.max(daysAgo - 1 - k, 1), { hour: 20 })]
      : [],
  );
}

/**
 * The demo's ledger. The movers: twenty-four weeks of daily use, a delivery every Monday of the week
 * before's use, the stock they started with, and the waste of the month before last. What the
 * orders brought: each delivery (sampleDeliveries) and the week's use after it. Every other
 * item: the stock it was counted in with. Crème fraîche: a tub thrown out two days ago. The
 * commissary: its own history (sample-commissary.ts), sending the bistro part of its stock.
 * Summed, each item ends at the on hand of SAMPLE_ITEMS at each location.
 */
export function sampleMovements(today: Date): readonly SampleMovement[] {
  // The same every time for one date, and a few hundred milliseconds to lay out: each demo
  // opened that day reads the one laid out first.
  const day = today.toISOString().slice(0, 10);
  if (laidOut?.day !== day) laidOut = { day, movements: layOutMovements(today) };
  return laidOut.movements;
}
let laidOut: { day: string; movements: readonly SampleMovement[] } | undefined;

function layOutMovements(today: Date): SampleMovement[] {
  const movements: SampleMovement[] = [];
  const movers = new Map(MOVERS.map((mover, index) => [mover.name, { mover, index }]));
  const wasted = new Map(EARLIER_WASTE.items.map((waste) => [waste.item, waste]));
  const deliveries = sampleDeliveries();
  // What the till's sales took, day by day, to six places as the ledger keeps it; and what the
  // weekly counts corrected. Both are part of each item's history, so the opening stock makes
  // room for them and every item still ends at its on hand.
  const sold = new Map(
    [...salesUsage(sampleSales(today))].map(([item, days]) => [
      item,
      new Map([...days].map(([daysAgo, used]) => [daysAgo, exact(toDecimal(used))])),
    ]),
  );
  const corrected = countAdjustments(sold);
  // The commissary's own history, and what it sent the bistro: the bistro's opening stock of
  // those items is that much smaller.
  const commissary = commissaryHistory(today, HISTORY_DAYS, sold);
  movements.push(...commissary.movements);
  for (const item of SAMPLE_ITEMS) {
    const salesDays = sold.get(item.name) ?? new Map<number, Exact>();
    const counts = corrected.filter((adjustment) => adjustment.item === item.name);
    const opening = (quantity: Exact) =>
      movement(
        item,
        "main",
        "adjustment",
        quantity.sub(sum(counts.map((c) => c.quantity))),
        OPENING_DAY,
        {
          unitCost: item.cost,
          reason: "opening_stock",
        },
      );
    for (const count of counts)
      if (count.quantity.compare(0) !== 0)
        movements.push(
          movement(item, "main", "count_adjustment", count.quantity, count.daysAgo, {
            hour: COUNT_HOUR,
            count: count.daysAgo,
          }),
        );
    const sale = (used: Exact, daysAgo: number) =>
      movement(item, "main", "sale", used.neg(), daysAgo, {
        hour: SALES_HOUR,
        week: weekOf(daysAgo),
      });
    const moving = movers.get(item.name);
    if (moving) {
      // A mover's day: what sales took, and what the kitchen recorded besides (staff meals,
      // specials): together its use that day, or what sales took when that was more.
      const days = dailyUse(moving.mover, moving.index, today).map((day) => {
        const taken = salesDays.get(day.daysAgo) ?? exact(0);
        return { ...day, taken, used: day.used.compare(taken) >= 0 ? day.used : taken };
      });
      const receipts: { daysAgo: number; quantity: Exact }[] = [];
      let week: Exact[] = [];
      for (const day of days) {
        if (weekdayOf(today, day.daysAgo) === 0 && week.length > 0) {
          receipts.push({ daysAgo: day.daysAgo, quantity: sum(week) });
          week = [];
        }
        week.push(day.used);
      }
      const used = sum(days.map((day) => day.used));
      const received = sum(receipts.map((receipt) => receipt.quantity));
      const waste = wasted.get(item.name);
      const thrownOut = exact(waste?.quantity ?? 0);
      movements.push(opening(exact(item.onHand).add(used).add(thrownOut).sub(received)));
      for (const receipt of receipts)
        movements.push(
          movement(item, "main", "receipt", receipt.quantity, receipt.daysAgo, {
            unitCost: item.cost,
            hour: 7,
          }),
        );
      for (const day of days) {
        const recorded = day.used.sub(day.taken);
        if (day.taken.compare(0) > 0) movements.push(sale(day.taken, day.daysAgo));
        if (recorded.compare(0) > 0)
          movements.push(
            movement(item, "main", "usage", recorded.neg(), day.daysAgo, { hour: 20 }),
          );
      }
      if (waste)
        movements.push(
          movement(item, "main", "waste", thrownOut.neg(), EARLIER_WASTE.daysAgo, {
            reason: waste.reason,
            hour: 22,
          }),
        );
      continue;
    }
    // Any other item: the stock it was counted in with, what sales took since, what its orders
    // brought and the week's use after each.
    const taken = sum([...salesDays.values()]);
    for (const [daysAgo, used] of salesDays) movements.push(sale(used, daysAgo));
    if (item.name === "Crème Fraîche") {
      movements.push(
        opening(exact(2).add(taken)),
        movement(item, "main", "waste", exact(-2), 2, { reason: "expired", hour: 16 }),
      );
    } else {
      const sent = commissary.sentToTheBistro.get(item.name) ?? exact(0);
      movements.push(opening(exact(item.onHand).add(taken).sub(sent)));
      for (const delivery of deliveries.filter((candidate) => candidate.item === item.name)) {
        const perUnit = exact(delivery.basePerUnit);
        const quantity = exact(delivery.quantity).mul(perUnit);
        movements.push(
          movement(item, "main", "receipt", quantity, delivery.daysAgo, {
            unitCost: toDecimal(exact(delivery.unitPrice).div(perUnit)),
            hour: PURCHASING_ROUTINE.hours.delivered,
            delivery,
          }),
          ...usedAfter(item, quantity, delivery.daysAgo),
        );
      }
    }
  }
  return movements;
}
