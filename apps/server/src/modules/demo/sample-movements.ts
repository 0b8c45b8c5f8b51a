import type { MovementKind } from "@larder/contracts";
import { exact, sum, toDecimal, type Exact } from "@larder/domain";
import { MOVERS, SAMPLE_ITEMS, type Mover, type SampleItem } from "./sample-items";

/** How many days of daily use the demo's movers have behind them: twelve whole weeks. */
export const HISTORY_DAYS = 84;

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
}

/** A small deterministic generator (mulberry32): every demo gets the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The weekday (0 = Monday) of the day `daysAgo` before `today`. */
export function weekdayOf(today: Date, daysAgo: number): number {
  const day = new Date(today.getTime() - daysAgo * 86_400_000);
  return (day.getUTCDay() + 6) % 7;
}

/** Daily use of one mover over the history, oldest first, with ±10% of day-to-day noise. */
function dailyUse(mover: Mover, index: number, today: Date): { daysAgo: number; used: Exact }[] {
  const next = random(1000 + index * 7919);
  const days: { daysAgo: number; used: Exact }[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const share = mover.weekdays[weekdayOf(today, daysAgo)]!;
    const noise = 0.9 + next() * 0.2;
    const amount = (mover.perWeek * share * noise).toFixed(mover.places);
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
  extra: Partial<Pick<SampleMovement, "unitCost" | "reason" | "hour">> = {},
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
  };
}

/**
 * The demo's ledger: for the movers, twelve weeks of daily use, a delivery every Monday of the
 * week before's use, and the stock they started with; for every other item, the stock it was
 * counted in with a month ago; for crème fraîche, a tub thrown out two days ago. Summed, each
 * item ends at the on hand of SAMPLE_ITEMS.
 */
export function sampleMovements(today: Date): SampleMovement[] {
  const movements: SampleMovement[] = [];
  const movers = new Map(MOVERS.map((mover, index) => [mover.name, { mover, index }]));
  for (const item of SAMPLE_ITEMS) {
    const moving = movers.get(item.name);
    if (moving) {
      const days = dailyUse(moving.mover, moving.index, today);
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
      const opening = exact(item.onHand).add(used).sub(received);
      movements.push(
        movement(item, "main", "adjustment", opening, HISTORY_DAYS + 1, {
          unitCost: item.cost,
          reason: "opening_stock",
        }),
      );
      for (const receipt of receipts)
        movements.push(
          movement(item, "main", "receipt", receipt.quantity, receipt.daysAgo, {
            unitCost: item.cost,
            hour: 7,
          }),
        );
      for (const day of days)
        movements.push(movement(item, "main", "usage", day.used.neg(), day.daysAgo, { hour: 20 }));
    } else if (item.name === "Crème Fraîche") {
      movements.push(
        movement(item, "main", "adjustment", exact(2), 30, {
          unitCost: item.cost,
          reason: "opening_stock",
        }),
        movement(item, "main", "waste", exact(-2), 2, { reason: "expired", hour: 16 }),
      );
    } else {
      movements.push(
        movement(item, "main", "adjustment", exact(item.onHand), 30, {
          unitCost: item.cost,
          reason: "opening_stock",
        }),
      );
    }
    if (item.commissary)
      movements.push(
        movement(item, "commissary", "adjustment", exact(item.commissary.onHand), 30, {
          unitCost: item.cost,
          reason: "opening_stock",
        }),
      );
  }
  return movements;
}
