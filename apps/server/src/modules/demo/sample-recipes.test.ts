import { randomUUID } from "node:crypto";
import { menuItemInputSchema, recipeInputSchema } from "@larder/contracts";
import {
  assertNoCycle,
  exact,
  isOverTarget,
  menuEconomics,
  PORTION_UNIT,
  priceCatalog,
  standardUnit,
} from "@larder/domain";
import { describe, expect, it } from "vitest";
import { plateRecipe, sampleCatalog } from "./sample-catalog";
import {
  MENU_TAX_RATE,
  SAMPLE_MENU,
  SAMPLE_MENU_SECTIONS,
  SAMPLE_RECIPES,
  type SampleMenuLine,
} from "./sample-data";

const { items, recipes } = sampleCatalog();
const plate = plateRecipe;

const placeholder = new Map<string, string>();
const uuidOf = (name: string | undefined) => {
  if (name === undefined) return null;
  if (!placeholder.has(name)) placeholder.set(name, randomUUID());
  return placeholder.get(name)!;
};

function depth(name: string): number {
  const subs = recipes.get(name)!.lines.flatMap((line) => line.recipeId ?? []);
  return subs.length === 0 ? 0 : 1 + Math.max(...subs.map(depth));
}

describe("the demo's recipe book", () => {
  it("is what the API would accept: names, units, yields and portions", () => {
    expect(SAMPLE_RECIPES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SAMPLE_RECIPES.map((r) => r.name.toLowerCase())).size).toBe(
      SAMPLE_RECIPES.length,
    );
    for (const recipe of SAMPLE_RECIPES) {
      const parsed = recipeInputSchema.safeParse({
        name: recipe.name,
        category: recipe.category,
        yieldQuantity: recipe.yield[0],
        yieldUnit: recipe.yield[1],
        cookingLossPercent: recipe.cookingLoss,
        portionQuantity: recipe.portion?.[0] ?? null,
        portionUnit: recipe.portion?.[1] ?? null,
        notes: recipe.notes,
        lines: recipe.lines.map((line) => ({
          itemId: uuidOf(line.item),
          recipeId: uuidOf(line.recipe),
          quantity: line.quantity,
          unit: line.unit,
          trimPercent: line.trim,
          note: line.note,
        })),
      });
      expect(parsed.error, recipe.name).toBeUndefined();
      // The rules of createRecipe's checkYield.
      const [, unit] = recipe.yield;
      expect(unit === PORTION_UNIT || standardUnit(unit) !== undefined, recipe.name).toBe(true);
      if (recipe.portion) {
        expect(unit, recipe.name).not.toBe(PORTION_UNIT);
        expect(standardUnit(recipe.portion[1]), recipe.name).toBeDefined();
      }
    }
  });

  it("names only demo items and recipes written before it, nesting three deep at most", () => {
    const seen = new Set<string>();
    for (const recipe of SAMPLE_RECIPES) {
      for (const line of recipe.lines) {
        expect(Boolean(line.item) !== Boolean(line.recipe), recipe.name).toBe(true);
        if (line.item) expect(items.has(line.item), `${recipe.name}: ${line.item}`).toBe(true);
        if (line.recipe) expect(seen.has(line.recipe), `${recipe.name}: ${line.recipe}`).toBe(true);
      }
      seen.add(recipe.name);
      assertNoCycle(recipes, recipe.name);
    }
    const depths = SAMPLE_RECIPES.map((recipe) => depth(recipe.name));
    expect(Math.max(...depths)).toBe(3);
    expect(depth("Braised Short Ribs")).toBe(3);
    // Sub-recipes used by several others: stocks, sauces, doughs, dressings.
    const used = new Set(SAMPLE_RECIPES.flatMap((r) => r.lines.flatMap((l) => l.recipe ?? [])));
    for (const name of ["Brown Veal Stock", "Demi-glace", "Fresh Pasta Dough", "Garlic Aioli"])
      expect(used.has(name), name).toBe(true);
  });

  it("costs every recipe at the demo's prices, each line in a unit its item converts from", () => {
    const costing = priceCatalog({ items, recipes });
    for (const recipe of SAMPLE_RECIPES) {
      const cost = costing.cost(recipe.name);
      expect(cost.unpriced, recipe.name).toEqual([]);
      expect(exact(cost.batchCost).compare(0), recipe.name).toBeGreaterThan(0);
      if (recipe.portion || recipe.yield[1] === PORTION_UNIT)
        expect(cost.portionCost, recipe.name).not.toBeNull();
    }
    // A few anchors: see test/demo-menu.test.ts for the arithmetic by hand.
    expect(costing.cost("Pizza Sauce").batchCost).toBe("9.3555");
    expect(costing.cost("Margherita Pizza").batchCost).toBe("3.3948");
  });
});

describe("the demo's menu", () => {
  const sections = new Map(SAMPLE_MENU_SECTIONS.map((section) => [section.name, section]));
  const catalog = { items, recipes: new Map(recipes) };
  for (const menuItem of SAMPLE_MENU) {
    const id = `menu:${menuItem.name}`;
    catalog.recipes.set(id, plate(id, menuItem.name, menuItem.lines));
    for (const modifier of menuItem.modifiers ?? [])
      for (const action of ["add", "remove"] as const) {
        const side = `${action}:${menuItem.name}:${modifier.name}`;
        const lines = modifier.lines.filter((line) => line.action === action);
        catalog.recipes.set(side, plate(side, modifier.name, lines));
      }
  }
  const costing = priceCatalog(catalog);

  it("is what the API would accept, and every plate and modifier is costed", () => {
    expect(SAMPLE_MENU.length).toBeGreaterThanOrEqual(25);
    expect(SAMPLE_MENU_SECTIONS.length).toBeGreaterThanOrEqual(4);
    expect(SAMPLE_MENU_SECTIONS.length).toBeLessThanOrEqual(6);
    expect(new Set(SAMPLE_MENU.map((m) => m.name.toLowerCase())).size).toBe(SAMPLE_MENU.length);
    for (const menuItem of SAMPLE_MENU) {
      expect(sections.has(menuItem.section), menuItem.name).toBe(true);
      const toInput = (line: SampleMenuLine) => ({
        itemId: uuidOf(line.item),
        recipeId: uuidOf(line.recipe),
        quantity: line.quantity,
        unit: line.unit,
      });
      const parsed = menuItemInputSchema.safeParse({
        name: menuItem.name,
        sectionId: randomUUID(),
        price: menuItem.price,
        taxRate: MENU_TAX_RATE,
        taxIncluded: false,
        lines: menuItem.lines.map((line) => ({ ...toInput(line), trimPercent: line.trim })),
        modifiers: (menuItem.modifiers ?? []).map((modifier) => ({
          name: modifier.name,
          price: modifier.price,
          lines: modifier.lines.map((line) => ({ ...toInput(line), action: line.action })),
        })),
      });
      expect(parsed.error, menuItem.name).toBeUndefined();
      expect(costing.cost(`menu:${menuItem.name}`).unpriced, menuItem.name).toEqual([]);
      const names = (menuItem.modifiers ?? []).map((modifier) => modifier.name.toLowerCase());
      expect(new Set(names).size, menuItem.name).toBe(names.length);
      for (const modifier of menuItem.modifiers ?? [])
        for (const action of ["add", "remove"])
          costing.cost(`${action}:${menuItem.name}:${modifier.name}`);
    }
    const actions = SAMPLE_MENU.flatMap((m) => m.modifiers ?? []).flatMap((modifier) =>
      modifier.lines.map((line) => line.action),
    );
    expect(new Set(actions)).toEqual(new Set(["add", "remove"]));
  });

  it("costs most plates 22–35% of their price, a few over their section's target", () => {
    const percents = SAMPLE_MENU.map((menuItem) => {
      const cost = costing.cost(`menu:${menuItem.name}`).batchCost;
      const price = { price: menuItem.price, taxRate: MENU_TAX_RATE, taxIncluded: false };
      const percent = menuEconomics(price, cost).foodCostPercent!;
      const target = sections.get(menuItem.section)!.targetFoodCostPercent ?? "30";
      return { name: menuItem.name, percent, over: isOverTarget(percent, target) };
    });
    const inRange = percents.filter((p) => Number(p.percent) >= 22 && Number(p.percent) <= 35);
    expect(inRange.length / percents.length).toBeGreaterThan(0.6);
    expect(percents.filter((p) => p.over).map((p) => p.name)).toEqual([
      "Ribeye Steak Frites",
      "Rack of Lamb",
      "Sparkling Water",
    ]);
    expect(SAMPLE_MENU_SECTIONS.filter((s) => s.targetFoodCostPercent !== null)).toHaveLength(1);
  });
});
