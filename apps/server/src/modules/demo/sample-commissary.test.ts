import { exact, sum, type Exact } from "@larder/domain";
import { describe, expect, it } from "vitest";
import { COMMISSARY_PLAN } from "./sample-data";
import { SAMPLE_ITEMS } from "./sample-data";
import { sampleMovements, type SampleMovement } from "./sample-movements";

const movements = sampleMovements(new Date("2026-11-29T00:00:00Z"));
const items = new Map(SAMPLE_ITEMS.map((item) => [item.name, item]));
const atCommissary = movements.filter((movement) => movement.location === "commissary");
const value = (list: SampleMovement[]) =>
  sum(
    list.map((m) =>
      exact(m.quantity)
        .neg()
        .mul(exact(items.get(m.item)!.cost)),
    ),
  );
const between = (list: SampleMovement[], from: number, to: number) =>
  list.filter((m) => m.daysAgo >= from && m.daysAgo <= to);

describe("the demo's commissary history (sample-commissary.json)", () => {
  it("ends every item at each location at its on hand, never going below zero", () => {
    // Oldest first, as the ledger is written.
    const ordered = [...movements].sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
    const balances = new Map<string, Exact>();
    const negative = new Set<string>();
    for (const movement of ordered) {
      const key = `${movement.item}|${movement.location}`;
      const balance = (balances.get(key) ?? exact(0)).add(exact(movement.quantity));
      balances.set(key, balance);
      if (balance.compare(0) < 0) negative.add(key);
    }
    for (const item of SAMPLE_ITEMS) {
      expect(balances.get(`${item.name}|main`)?.toString(), item.name).toBe(
        exact(item.onHand).toString(),
      );
      if (item.commissary)
        expect(balances.get(`${item.name}|commissary`)?.toString(), item.name).toBe(
          exact(item.commissary.onHand).toString(),
        );
    }
    const sent = new Set(
      atCommissary.filter((m) => m.kind === "transfer_out").map((m) => `${m.item}|main`),
    );
    expect([...negative].filter((key) => key.endsWith("commissary") || sent.has(key))).toEqual([]);
  });

  it("has the commissary use, waste, count and send stock to the bistro in the last four weeks", () => {
    const lastFourWeeks = between(atCommissary, 1, 27);
    for (const kind of ["usage", "waste", "count_adjustment", "transfer_out", "receipt"])
      expect(
        lastFourWeeks.some((m) => m.kind === kind),
        kind,
      ).toBe(true);
    // Each transfer leaves the commissary and reaches the bistro, the same quantity and hour.
    const transfers = movements.filter((m) => m.transfer !== undefined);
    const sides = new Map<string, SampleMovement[]>();
    for (const m of transfers) sides.set(m.transfer!, [...(sides.get(m.transfer!) ?? []), m]);
    expect(sides.size).toBeGreaterThan(50);
    for (const [key, pair] of sides) {
      const out = pair.find((m) => m.location === "commissary");
      const into = pair.find((m) => m.location === "main");
      expect([pair.length, out?.kind, into?.kind], key).toEqual([2, "transfer_out", "transfer_in"]);
      expect([out!.daysAgo - into!.daysAgo, out!.hour - into!.hour], key).toEqual([0, 0]);
      expect(exact(out!.quantity).add(exact(into!.quantity)).compare(0), key).toBe(0);
    }
  });

  it("wastes as much in the last 30 days as in the 30 before, so the savings stay the bistro's", () => {
    const wasted = atCommissary.filter((m) => m.kind === "waste");
    const lastMonth = value(between(wasted, 1, 29));
    expect(lastMonth.compare(0)).toBeGreaterThan(0);
    expect(value(between(wasted, 31, 59)).toString()).toBe(lastMonth.toString());
    expect(between(wasted, 60, 10_000)).toEqual([]);
    for (const waste of COMMISSARY_PLAN.waste)
      expect(items.get(waste.item)?.commissary).toBeDefined();
  });
});
