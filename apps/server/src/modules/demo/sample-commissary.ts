import { exact, sum, toDecimal, type Exact } from "@larder/domain";
import { random, weekdayOf } from "./sample-days";
import { COMMISSARY_PLAN, SAMPLE_ITEMS, type SampleItem } from "./sample-data";
import type { SampleMovement } from "./sample-movements";
import { SALES_WEEKS } from "./sample-sales";

// Its day: deliveries at 5, the van to the bistro at 6, prep from 10, a count at 3 PM, then
// what spoiled goes out.
const RECEIPT_HOUR = 5;
const TRANSFER_HOUR = 6;
const PRODUCTION_HOUR = 10;
const WASTE_HOUR = 16;

/** Days ago of the commissary's counts, oldest first, within `historyDays`. */
export function commissaryCountDays(historyDays: number): number[] {
  const { everyDays, lastDaysAgo } = COMMISSARY_PLAN.counts;
  const days: number[] = [];
  for (let daysAgo = lastDaysAgo; daysAgo <= historyDays; daysAgo += everyDays)
    days.unshift(daysAgo);
  return days;
}

export interface CommissaryHistory {
  /** The commissary's movements, and the bistro's side of each transfer. */
  movements: SampleMovement[];
  /** What the bistro received from the commissary over the history, by item. */
  sentToTheBistro: Map<string, Exact>;
}

type AtArgs = [
  kind: SampleMovement["kind"],
  change: Exact,
  daysAgo: number,
  hour: number,
  extra?: Partial<SampleMovement>,
];

/** One of the commissary's movements of `item`. */
function movementAt(
  item: SampleItem,
  ...[kind, change, daysAgo, hour, extra]: AtArgs
): SampleMovement {
  return {
    item: item.name,
    location: "commissary",
    kind,
    quantity: toDecimal(change),
    unitCost: null,
    reason: null,
    daysAgo,
    hour,
    ...extra,
  };
}

const outflow = (movements: SampleMovement[], from: number, to: number) =>
  sum(
    movements
      .filter((movement) => movement.daysAgo >= from && movement.daysAgo <= to)
      .map((movement) => exact(movement.quantity).neg()),
  );

/**
 * Harbor Commissary's history over `historyDays`: its prep on production days, each week's
 * delivery of what the week takes (in at 5 AM, so stock never runs dry), the van that takes the
 * bistro what its sales (`sold`, by item and day) will use that week, the waste, and a count
 * every two weeks finding a little missing. Larder has no production batches yet, so what the
 * prep makes is not stock: its ingredients are recorded as used. The waste of the last 30 days
 * costs what that of the 30 before did, so the dashboard's savings are the bistro's alone. Each
 * item ends at its commissary on hand.
 */
export function commissaryHistory(
  today: Date,
  historyDays: number,
  sold: Map<string, Map<number, Exact>>,
): CommissaryHistory {
  const next = random(2718);
  const movements: SampleMovement[] = [];
  const sentToTheBistro = new Map<string, Exact>();
  for (const item of SAMPLE_ITEMS) {
    if (!item.commissary) continue;
    const routine = COMMISSARY_PLAN.items[item.name];
    if (!routine) throw new Error(`sample-commissary.json has no ${item.name}`);
    const at = (...args: AtArgs) => movementAt(item, ...args);
    const out: SampleMovement[] = [];
    if (routine.perBatch)
      for (let daysAgo = historyDays; daysAgo >= 1; daysAgo -= 1) {
        if (!COMMISSARY_PLAN.productionWeekdays.includes(weekdayOf(today, daysAgo))) continue;
        const used = (Number(routine.perBatch) * (0.85 + next() * 0.3)).toFixed(routine.places);
        out.push(at("usage", exact(used).neg(), daysAgo, PRODUCTION_HOUR));
      }
    if (routine.toTheBistro) {
      const sent = sendToTheBistro(sold.get(item.name) ?? new Map<number, Exact>());
      for (const { daysAgo, quantity: load } of sent) {
        const transfer = `${item.name}|${daysAgo}`;
        const common = { unitCost: item.cost, transfer };
        out.push(at("transfer_out", load.neg(), daysAgo, TRANSFER_HOUR, common));
        movements.push({
          ...at("transfer_in", load, daysAgo, TRANSFER_HOUR, common),
          location: "main",
        });
      }
      sentToTheBistro.set(item.name, sum(sent.map((load) => load.quantity)));
    }
    for (const waste of COMMISSARY_PLAN.waste.filter((entry) => entry.item === item.name))
      out.push(
        at("waste", exact(waste.quantity).neg(), waste.daysAgo, WASTE_HOUR, {
          reason: waste.reason,
        }),
      );
    const receipts: SampleMovement[] = [];
    for (let week = 0; week < historyDays / 7; week += 1) {
      const due = outflow(out, 7 * week + 1, 7 * week + 7);
      if (due.compare(0) > 0)
        receipts.push(at("receipt", due, 7 * week + 7, RECEIPT_HOUR, { unitCost: item.cost }));
    }
    const counted = countCorrections(item, routine, out, historyDays, next);
    const received = sum(receipts.map((receipt) => exact(receipt.quantity)));
    const found = sum(counted.map((count) => exact(count.quantity)));
    const opening = exact(item.commissary.onHand)
      .add(outflow(out, 1, historyDays))
      .sub(received)
      .sub(found);
    movements.push(
      at("adjustment", opening, historyDays + 1, 9, {
        unitCost: item.cost,
        reason: "opening_stock",
      }),
      ...receipts,
      ...out,
      ...counted,
    );
  }
  return { movements, sentToTheBistro };
}

/** Each sales week, on its first day, what the bistro's sales will take, in whole units. */
function sendToTheBistro(days: Map<number, Exact>): { daysAgo: number; quantity: Exact }[] {
  return Array.from({ length: SALES_WEEKS }, (_, week) => {
    const first = 7 * week + 7;
    const taken = [...days].filter(([day]) => day <= first && day > first - 7);
    return { daysAgo: first, quantity: sum(taken.map(([, used]) => used)).ceil() };
  }).filter((load) => load.quantity.compare(0) > 0);
}

/** What each count finds missing: a share of the fortnight's outflow (±50%), as it is weighed. */
function countCorrections(
  item: SampleItem,
  routine: (typeof COMMISSARY_PLAN.items)[string],
  out: SampleMovement[],
  historyDays: number,
  next: () => number,
): SampleMovement[] {
  const { everyDays, hour } = COMMISSARY_PLAN.counts;
  return commissaryCountDays(historyDays).flatMap((daysAgo) => {
    const fortnight = outflow(out, daysAgo, daysAgo + everyDays - 1);
    const swing = 500 + Math.floor(next() * 1000);
    const missing = fortnight.mul(-(routine.countShrink ?? 0) * swing).div(1_000_000);
    const change = exact(toDecimal(missing, routine.places));
    if (change.compare(0) === 0) return [];
    return [movementAt(item, "count_adjustment", change, daysAgo, hour, { count: daysAgo })];
  });
}
