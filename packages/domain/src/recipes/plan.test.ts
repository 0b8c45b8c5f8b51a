import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CostingItem, type Recipe, type RecipeCost } from "./costing";
import { CostingPlan, type PlanItem, priceCatalog } from "./plan";

// A plan kept across reads (reusing what it priced before where no input moved) must give, for
// every recipe of any book at any prices, exactly what a plan compiled afresh gives: the same
// figures to the last digit and the same refusals.

const UNITS = ["kg", "g", "lb", "oz", "l", "ml", "cup", "pcs", "case", "portion", "bunch"];
const COSTS = ["2.5", "2.500000", "0.000001", "9.80", "1234.567891", "10", "0.333333"];
const ODD_COSTS = [null, "0", "-1.25"];

const itemArbitrary = fc.record({
  baseUnit: fc.constantFrom("kg", "l", "pcs", "g"),
  caseOf: fc.option(fc.constantFrom("6", "10", "0.5", "12.5"), { nil: null }),
  gramsPerPiece: fc.option(fc.constantFrom("60", "0.5", "125"), { nil: null }),
  gramsPerMl: fc.option(fc.constantFrom("0.92", "1", "1.03"), { nil: null }),
  allergens: fc.constant([] as string[]),
});

// Most lines are in a unit their ingredient converts to, most sub-recipes are earlier in the
// book (so most recipes cost); the rest try every refusal: units, circles, missing recipes.
/** Mostly `usual`, now and then `odd` (a value that is refused). */
const mostly = <T>(usual: T[], odd: T[]) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...usual) },
    { weight: 1, arbitrary: fc.constantFrom(...odd) },
  );
const unitPick = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("base", "sibling") },
  { weight: 1, arbitrary: fc.constantFrom(...UNITS) },
);
const lineArbitrary = (items: number) =>
  fc.record({
    item: fc.option(fc.integer({ min: 0, max: items - 1 }), { nil: null, freq: 3 }),
    recipe: fc.nat(),
    reach: mostly(["earlier"], ["any", "missing"]),
    quantity: mostly(["250", "0.5", "1", "3", "1000.125", "2.000000", "7"], ["0"]),
    unit: unitPick,
    trim: mostly([null, "0", "5", "12.5", "33.333", "99.99"], ["100"]),
  });

const recipeArbitrary = (items: number) =>
  fc.record({
    yieldQuantity: mostly(["5", "4", "1", "0.25", "3.333333"], ["0"]),
    yieldUnit: fc.constantFrom("kg", "l", "portion", "pcs", "g"),
    loss: mostly([null, "0", "10", "33.33", "7.5"], ["100"]),
    // A portion in the yield's own kind of unit, now and then one it cannot be converted to.
    portion: fc.option(mostly(["150"], ["1 pcs", "250 ml"]), { nil: null }),
    lines: fc.array(lineArbitrary(items), { maxLength: 6 }),
  });

const bookArbitrary = fc
  .record({ items: fc.integer({ min: 1, max: 6 }), recipes: fc.integer({ min: 1, max: 8 }) })
  .chain(({ items, recipes }) =>
    fc.record({
      items: fc.array(itemArbitrary, { minLength: items, maxLength: items }),
      costs: fc.array(mostly(COSTS, ODD_COSTS), { minLength: items, maxLength: items }),
      // The prices at a later read: most items keep theirs.
      later: fc.array(fc.option(mostly(COSTS, ODD_COSTS), { nil: undefined, freq: 2 }), {
        minLength: items,
        maxLength: items,
      }),
      recipes: fc.array(recipeArbitrary(items), {
        minLength: recipes,
        maxLength: recipes,
      }),
      order: fc.shuffledSubarray([...Array(recipes).keys()], { minLength: recipes }),
    }),
  );

const SIBLINGS: Record<string, string> = {
  kg: "g",
  g: "kg",
  l: "ml",
  pcs: "pcs",
  portion: "portion",
};

function build(generated: BookSample) {
  const items: PlanItem[] = generated.items.map((item, index) => ({
    id: `i${index}`,
    name: `Item ${index}`,
    baseUnit: item.baseUnit,
    packs: item.caseOf ? [{ name: "case", quantity: item.caseOf, unit: item.baseUnit }] : [],
    gramsPerPiece: item.gramsPerPiece,
    gramsPerMl: item.gramsPerMl,
  }));
  const count = generated.recipes.length;
  const unitOf = (pick: string, base: string) =>
    pick === "base" ? base : pick === "sibling" ? (SIBLINGS[base] ?? base) : pick;
  const recipes: Recipe[] = generated.recipes.map((recipe, index) => ({
    id: `r${index}`,
    name: `Recipe ${index}`,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: recipe.loss,
    portionQuantity: recipe.portion?.split(" ")[0] ?? null,
    portionUnit: recipe.portion
      ? (recipe.portion.split(" ")[1] ?? SIBLINGS[recipe.yieldUnit] ?? "g")
      : null,
    lines: recipe.lines.map((line) => {
      if (line.item !== null || (index === 0 && line.reach === "earlier")) {
        const item = items[line.item ?? 0]!;
        return {
          itemId: item.id,
          quantity: line.quantity,
          unit: unitOf(line.unit, item.baseUnit),
          trimPercent: line.trim,
        };
      }
      const sub =
        line.reach === "missing"
          ? count + (line.recipe % 3)
          : line.reach === "any"
            ? line.recipe % count
            : line.recipe % index;
      const yieldUnit = generated.recipes[sub]?.yieldUnit ?? "kg";
      return {
        recipeId: `r${sub}`,
        quantity: line.quantity,
        unit: unitOf(line.unit, yieldUnit),
        trimPercent: line.trim,
      };
    }),
  }));
  return { items, recipes };
}
type BookSample = {
  items: {
    baseUnit: string;
    caseOf: string | null;
    gramsPerPiece: string | null;
    gramsPerMl: string | null;
  }[];
  costs: (string | null)[];
  later: (string | null | undefined)[];
  recipes: {
    yieldQuantity: string;
    yieldUnit: string;
    loss: string | null;
    portion: string | null;
    lines: {
      item: number | null;
      recipe: number;
      reach: string;
      quantity: string;
      unit: string;
      trim: string | null;
    }[];
  }[];
  order: number[];
};

/** What a reader sees of a cost, or of the refusal. */
function seen(cost: () => RecipeCost) {
  try {
    const costed = cost();
    return {
      batchCost: costed.batchCost,
      finishedYield: costed.finishedYield,
      portions: costed.portions,
      portionCost: costed.portionCost,
      perYieldUnit: costed.costPerYieldUnit.toFraction(),
      unpriced: costed.unpriced,
      lines: costed.lines.map(({ cost, grossQuantity, grossUnit, unitCost }) => ({
        cost,
        grossQuantity,
        grossUnit,
        unitCost,
      })),
    };
  } catch (error) {
    return { refused: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
}

describe("the compiled costing plan", () => {
  it("prices a kept plan again exactly as a plan made afresh at those prices, refusals included", () => {
    fc.assert(
      fc.property(bookArbitrary, (generated) => {
        const { items, recipes } = build(generated);
        const plan = new CostingPlan({
          items: new Map(items.map((item) => [item.id, item])),
          recipes: new Map(recipes.map((recipe) => [recipe.id, recipe])),
        });
        const later = generated.costs.map((cost, index) => {
          const changed = generated.later[index];
          return changed === undefined ? cost : changed;
        });
        // One read, a read after some prices moved, and a read at the first prices again: the
        // kept plan reuses what it priced before where nothing moved; each read is held against
        // a plan compiled and priced afresh at that moment's prices.
        for (const costs of [generated.costs, later, generated.costs]) {
          const costOf = new Map(items.map((item, index) => [item.id, costs[index]!]));
          const reference = priceCatalog({
            items: new Map(
              items.map((item): [string, CostingItem] => [
                item.id,
                { ...item, unitCost: costOf.get(item.id)! },
              ]),
            ),
            recipes: new Map(recipes.map((recipe) => [recipe.id, recipe])),
          });
          const priced = plan.price((id) => costOf.get(id) ?? null);
          for (const index of generated.order) {
            const id = `r${index}`;
            expect(seen(() => priced.cost(id))).toEqual(seen(() => reference.cost(id)));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is priced afresh at each read: the same plan at new prices", () => {
    const items = new Map<string, PlanItem>([
      ["flour", { id: "flour", name: "Flour", baseUnit: "kg", packs: [] }],
    ]);
    const bread: Recipe = {
      id: "bread",
      name: "Bread",
      yieldQuantity: "2",
      yieldUnit: "pcs",
      lines: [{ itemId: "flour", quantity: "500", unit: "g", trimPercent: "0" }],
    };
    const plan = new CostingPlan({ items, recipes: new Map([["bread", bread]]) });
    expect(plan.price(() => "0.80").cost("bread").batchCost).toBe("0.4");
    expect(plan.price(() => "1.100000").cost("bread").batchCost).toBe("0.55");
    expect(plan.price(() => null).cost("bread").unpriced).toEqual(["Flour"]);
    expect([...plan.itemsOf("bread")]).toEqual(["flour"]);
  });
});
