import { randomUUID } from "node:crypto";
import { itemInputSchema } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { AREA_OF_CATEGORY, MOVERS, SAMPLE_ITEMS } from "./sample-data";

// The demo's items (sample-items.json) as the item form would send them: every one is what the
// API accepts from a person (contracts' itemInputSchema). The recipes and the menu are held to
// the contracts in sample-recipes.test.ts, the methods in sample-methods.test.ts.

describe("the demo's items (sample-items.json)", () => {
  it("are what the item form would send, with their packs, par levels and opening stock", () => {
    const locationId = randomUUID();
    for (const item of SAMPLE_ITEMS) {
      const sent = itemInputSchema.safeParse({
        name: item.name,
        categoryId: randomUUID(),
        baseUnit: item.unit,
        packs: item.packs ?? [],
        gramsPerPiece: item.gramsPerPiece ?? null,
        gramsPerMl: item.gramsPerMl ?? null,
        allergens: item.allergens ?? [],
        parLevels: [{ locationId, minimum: item.minimum, maximum: item.maximum }],
        // Nothing on the shelf is no opening stock at all, as the form leaves it out.
        openingStock:
          item.onHand === "0"
            ? []
            : [{ locationId, quantity: item.onHand, unit: item.unit, unitCost: item.cost }],
      });
      expect(sent.error?.issues ?? [], item.name).toEqual([]);
    }
  });

  it("are named once each, in categories the bistro keeps somewhere, and every mover is one", () => {
    const names = SAMPLE_ITEMS.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(120);
    for (const item of SAMPLE_ITEMS)
      expect(AREA_OF_CATEGORY, item.name).toHaveProperty([item.category]);
    for (const mover of MOVERS) {
      expect(names, mover.name).toContain(mover.name);
      const week = mover.weekdays.reduce((sum, share) => sum + share, 0);
      expect(week, mover.name).toBeCloseTo(1, 2);
    }
  });
});
