import { exact, toDecimal, UNIT_COST_SCALE, type Exact } from "@larder/domain";

/** One movement of the demo's ledger, in the order it is written. */
export interface LedgerEntry {
  itemId: string;
  locationId: string;
  kind: string;
  /** Signed, in the item's base unit. */
  quantity: string;
  /** Per base unit, when the movement came in at a price. */
  unitCost: string | null;
}

export interface ReplayedLedger {
  /** Each entry's unit cost as the ledger fills it: its own, else the balance's average then. */
  unitCosts: (string | null)[];
  /** Each balance's moving average at the end, by `itemId|locationId`. */
  averages: Map<string, string | null>;
  /** The changes of each item's two costs, by the entry that caused them. */
  costChanges: { entry: number; basis: "last_receipt" | "average"; unitCost: string }[];
  /** Each item whose costs the ledger tracks: its last receipt's entry, its average (if any). */
  trackedItems: Map<string, { lastReceipt: number | null; average: string | null }>;
}

const round = (value: Exact) => toDecimal(value, UNIT_COST_SCALE);
const balanceKey = (entry: Pick<LedgerEntry, "itemId" | "locationId">) =>
  `${entry.itemId}|${entry.locationId}`;

/**
 * What the ledger's triggers (migrations 0003, 0009, 0013) derive from a batch of movements
 * written in one statement, computed here so that the demo, which writes ten weeks of ledger
 * while a visitor waits, can write the derived rows in a few set-based statements instead of
 * thousands of trigger statements (on the embedded database the whole server waits too).
 *
 * The rules, as the triggers apply them to a statement:
 * - row by row, in order: a movement without a cost takes its balance's moving average; one
 *   coming in at a price moves that average (over what was held, never below zero), rounded to
 *   six places; nothing else does;
 * - at the end of the statement (the cost trigger runs after it), row by row again, for each
 *   movement coming in with a cost (its own or the one it took): a receipt sets the item's last
 *   receipt cost, a change when it differs; the item's average over every location holding it
 *   (from the balances as the statement left them) is recorded once, at the first such movement.
 *
 * demo-ledger.test.ts writes the same ledger through the triggers and compares every derived
 * row: this file must change with them.
 */
export function replayLedger(written: LedgerEntry[]): ReplayedLedger {
  // As the columns keep them, before any trigger reads them: six places.
  const entries = written.map((entry) => ({
    ...entry,
    quantity: toDecimal(entry.quantity),
    unitCost: entry.unitCost === null ? null : round(exact(entry.unitCost)),
  }));
  const balances = new Map<string, { itemId: string; onHand: Exact; average: Exact | null }>();
  const unitCosts: (string | null)[] = [];
  for (const entry of entries) {
    const key = balanceKey(entry);
    const balance = balances.get(key) ?? { itemId: entry.itemId, onHand: exact(0), average: null };
    balances.set(key, balance);
    const quantity = exact(entry.quantity);
    const priced = entry.unitCost !== null && quantity.compare(0) > 0;
    unitCosts.push(entry.unitCost ?? (balance.average ? round(balance.average) : null));
    if (priced) {
      const cost = exact(entry.unitCost!);
      const held = balance.onHand.compare(0) > 0 ? balance.onHand : exact(0);
      const before = balance.average ?? cost;
      balance.average = exact(
        round(held.mul(before).add(quantity.mul(cost)).div(held.add(quantity))),
      );
    }
    balance.onHand = balance.onHand.add(quantity);
  }

  // Each item's average over the locations holding it, as the balances end.
  const held = new Map<string, { value: Exact; quantity: Exact }>();
  for (const balance of balances.values()) {
    if (balance.average === null || balance.onHand.compare(0) <= 0) continue;
    const sum = held.get(balance.itemId) ?? { value: exact(0), quantity: exact(0) };
    held.set(balance.itemId, {
      value: sum.value.add(balance.onHand.mul(balance.average)),
      quantity: sum.quantity.add(balance.onHand),
    });
  }
  const itemAverages = new Map(
    [...held].map(([itemId, sum]) => [itemId, round(sum.value.div(sum.quantity))]),
  );

  const costChanges: ReplayedLedger["costChanges"] = [];
  const trackedItems = new Map<string, { lastReceipt: number | null; lastCost: string | null }>();
  entries.forEach((entry, index) => {
    const cost = unitCosts[index] ?? null;
    if (cost === null || exact(entry.quantity).compare(0) <= 0) return;
    let tracked = trackedItems.get(entry.itemId);
    if (!tracked) {
      tracked = { lastReceipt: null, lastCost: null };
      trackedItems.set(entry.itemId, tracked);
      const average = itemAverages.get(entry.itemId) ?? null;
      if (average !== null) costChanges.push({ entry: index, basis: "average", unitCost: average });
    }
    if (entry.kind !== "receipt") return;
    if (tracked.lastCost === null || exact(tracked.lastCost).compare(exact(cost)) !== 0)
      costChanges.push({ entry: index, basis: "last_receipt", unitCost: round(exact(cost)) });
    tracked.lastReceipt = index;
    tracked.lastCost = cost;
  });

  const averages = new Map(
    [...balances].map(([key, balance]) => [key, balance.average && round(balance.average)]),
  );
  return {
    unitCosts,
    averages,
    costChanges,
    trackedItems: new Map(
      [...trackedItems].map(([itemId, tracked]) => [
        itemId,
        { lastReceipt: tracked.lastReceipt, average: itemAverages.get(itemId) ?? null },
      ]),
    ),
  };
}
