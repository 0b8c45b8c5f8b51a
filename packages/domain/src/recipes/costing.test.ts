import fc from "fast-check";
import Fraction from "fraction.js";
import { describe, expect, it } from "vitest";
import { exact, sum, toDecimal } from "../quantity";
import {
  assertNoCycle,
  type Catalog,
  type CostingItem,
  type Recipe,
  RecipeCycleError,
  RecipeUnitError,
} from "./costing";
import { costRecipe } from "./plan";
import { linesUsage, recipeAllergens, recipeUsage, scaleRecipe } from "./usage";

const tomatoes: CostingItem = {
  id: "tomatoes",
  name: "Roma Tomatoes",
  baseUnit: "kg",
  packs: [{ name: "case", quantity: "10", unit: "kg" }],
  unitCost: "2.35",
  allergens: [],
};
const oil: CostingItem = {
  id: "oil",
  name: "Olive Oil",
  baseUnit: "l",
  packs: [],
  gramsPerMl: "0.92",
  unitCost: "9.80",
};
const flour: CostingItem = {
  id: "flour",
  name: "Flour",
  baseUnit: "kg",
  packs: [],
  unitCost: "0.80",
  allergens: ["gluten"],
};
const eggs: CostingItem = {
  id: "eggs",
  name: "Eggs",
  baseUnit: "pcs",
  packs: [],
  gramsPerPiece: "60",
  unitCost: "0.28",
  allergens: ["eggs"],
};
const saffron: CostingItem = {
  id: "saffron",
  name: "Saffron",
  baseUnit: "g",
  packs: [],
  unitCost: null,
};

function catalog(
  recipes: Recipe[],
  items: CostingItem[] = [tomatoes, oil, flour, eggs, saffron],
): Catalog {
  return {
    items: new Map(items.map((item) => [item.id, item])),
    recipes: new Map(recipes.map((recipe) => [recipe.id, recipe])),
  };
}

const sauce: Recipe = {
  id: "sauce",
  name: "Tomato Sauce",
  yieldQuantity: "5",
  yieldUnit: "l",
  cookingLossPercent: "20",
  portionQuantity: null,
  portionUnit: null,
  lines: [
    { itemId: "tomatoes", quantity: "4", unit: "kg", trimPercent: "10" },
    { itemId: "oil", quantity: "100", unit: "ml" },
  ],
};
const pasta: Recipe = {
  id: "pasta",
  name: "Fresh Pasta",
  yieldQuantity: "4",
  yieldUnit: "portion",
  lines: [
    { itemId: "flour", quantity: "400", unit: "g" },
    { itemId: "eggs", quantity: "4", unit: "pcs" },
    { recipeId: "sauce", quantity: "250", unit: "ml" },
  ],
};

describe("recipe costing", () => {
  it("costs each line in the item's base unit, grossed up for trim, to the hundredth of a cent", () => {
    const cost = costRecipe(catalog([sauce]), "sauce");
    // 4 kg usable at 10% trim is 4.444… kg bought: × $2.35 = $10.4444…; 0.1 L × $9.80 = $0.98.
    expect(cost.lines.map((line) => line.cost)).toEqual(["10.4444", "0.98"]);
    expect(cost.batchCost).toBe("11.4244");
    // 5 L less 20% cooking loss makes 4 L: $2.8561 a litre.
    expect(toDecimal(cost.costPerYieldUnit, 4)).toBe("2.8561");
  });

  it("takes a sub-recipe through its finished yield, not its batch yield", () => {
    const cost = costRecipe(catalog([sauce, pasta]), "pasta");
    // 0.4 kg × 0.80 = 0.32; 4 × 0.28 = 1.12; 0.25 L × 11.4244 / 4 L = 0.714025 → 0.7140.
    expect(cost.lines.map((line) => line.cost)).toEqual(["0.32", "1.12", "0.714"]);
    expect(cost.batchCost).toBe("2.154");
    expect(cost.portions).toBe("4");
    expect(cost.portionCost).toBe("0.5385");
    // Were the 20% cooking loss ignored, the sauce line would cost 0.25 × 11.4244 / 5 = 0.5712.
    expect(cost.lines[2]!.cost).not.toBe("0.5712");
  });

  it("converts in the right direction: 250 g of a kg item is a quarter of its price", () => {
    const salad: Recipe = {
      id: "salad",
      name: "Salad",
      yieldQuantity: "1",
      yieldUnit: "portion",
      lines: [
        { itemId: "tomatoes", quantity: "250", unit: "g" },
        { itemId: "tomatoes", quantity: "0.5", unit: "case" },
        { itemId: "eggs", quantity: "120", unit: "g" },
        { itemId: "oil", quantity: "46", unit: "g" },
      ],
    };
    const cost = costRecipe(catalog([salad]), "salad");
    // 0.25 kg; half a case is 5 kg; 120 g of egg is 2 eggs; 46 g of oil is 50 ml.
    expect(cost.lines.map((line) => line.cost)).toEqual(["0.5875", "11.75", "0.56", "0.49"]);
  });

  it("makes the batch cost exactly the sum of the lines' costs", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            item: fc.constantFrom("tomatoes", "oil", "flour", "eggs"),
            quantity: fc.integer({ min: 1, max: 1_000_000 }),
            trim: fc.integer({ min: 0, max: 95 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (lines) => {
          const recipe: Recipe = {
            id: "r",
            name: "R",
            yieldQuantity: "3",
            yieldUnit: "portion",
            lines: lines.map((line) => ({
              itemId: line.item,
              quantity: toDecimal(new Fraction(line.quantity, 1000)),
              unit: line.item === "eggs" ? "pcs" : line.item === "oil" ? "ml" : "g",
              trimPercent: String(line.trim),
            })),
          };
          const cost = costRecipe(catalog([recipe]), "r");
          const total = sum(cost.lines.map((line) => line.cost!));
          expect(toDecimal(total, 4)).toBe(cost.batchCost);
          // Each line is within half a hundredth of a cent of its exact value.
          cost.lines.forEach((line, index) => {
            const item = catalog([]).items.get(lines[index]!.item)!;
            const exactCost = exact(line.grossQuantity).mul(exact(item.unitCost!));
            expect(
              exact(line.cost!).sub(exactCost).abs().compare(new Fraction(1, 10_000)),
            ).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("counts an item without a price as nothing, and names it", () => {
    const paella: Recipe = {
      id: "paella",
      name: "Paella",
      yieldQuantity: "2",
      yieldUnit: "portion",
      lines: [
        { itemId: "saffron", quantity: "0.5", unit: "g" },
        { itemId: "tomatoes", quantity: "1", unit: "kg" },
      ],
    };
    const cost = costRecipe(catalog([paella]), "paella");
    expect(cost.lines[0]!.cost).toBeNull();
    expect(cost.batchCost).toBe("2.35");
    expect(cost.unpriced).toEqual(["Saffron"]);
  });

  it("refuses a unit the ingredient cannot be measured in, naming it and both units", () => {
    const bad: Recipe = {
      id: "bad",
      name: "Bad",
      yieldQuantity: "1",
      yieldUnit: "portion",
      lines: [{ itemId: "flour", quantity: "1", unit: "cup" }],
    };
    expect(() => costRecipe(catalog([bad]), "bad")).toThrow(RecipeUnitError);
    expect(() => costRecipe(catalog([bad]), "bad")).toThrow(
      "Larder cannot convert cup to kg for Flour without knowing its density",
    );
    const subInPieces: Recipe = {
      ...bad,
      lines: [{ recipeId: "sauce", quantity: "2", unit: "kg" }],
    };
    expect(() => costRecipe(catalog([sauce, subInPieces]), "bad")).toThrow(
      "Larder cannot convert kg to L for Tomato Sauce",
    );
    const unknown: Recipe = { ...bad, lines: [{ itemId: "flour", quantity: "1", unit: "sack" }] };
    expect(() => costRecipe(catalog([unknown]), "bad")).toThrow(
      "Flour cannot be measured in sack: it is not one of its units, so Larder cannot convert sack to kg.",
    );
  });

  it("refuses a recipe that uses itself, naming the circle", () => {
    const a: Recipe = {
      ...pasta,
      id: "a",
      name: "Ragù",
      lines: [{ recipeId: "b", quantity: "1", unit: "portion" }],
    };
    const b: Recipe = {
      ...pasta,
      id: "b",
      name: "Lasagne",
      lines: [{ recipeId: "a", quantity: "1", unit: "portion" }],
    };
    const recipes = catalog([a, b]).recipes;
    expect(() => assertNoCycle(recipes, "a")).toThrow(
      "A recipe cannot use itself: Ragù → Lasagne → Ragù.",
    );
    expect(() => costRecipe(catalog([a, b]), "b")).toThrow(RecipeCycleError);
    expect(() => assertNoCycle(catalog([sauce, pasta]).recipes, "pasta")).not.toThrow();
  });
});

describe("theoretical usage", () => {
  it("takes a sub-recipe down to its items through its finished yield and trim", () => {
    const used = recipeUsage(catalog([sauce, pasta]), pasta, "4", "portion");
    // One batch: 0.4 kg flour, 4 eggs, 0.25 L sauce = 0.0625 of a 4 L finished batch:
    // 4 / 0.9 × 0.0625 kg of tomatoes and 0.1 × 0.0625 L of oil.
    expect(toDecimal(used.get("flour")!)).toBe("0.4");
    expect(toDecimal(used.get("eggs")!)).toBe("4");
    expect(
      used
        .get("tomatoes")!
        .equals(new Fraction(4).div(new Fraction(9, 10)).mul(new Fraction(1, 16))),
    ).toBe(true);
    expect(toDecimal(used.get("oil")!)).toBe("0.00625");
  });

  it("is linear in what is sold, and agrees with the recipe's cost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const book = catalog([sauce, pasta]);
        const one = recipeUsage(book, pasta, String(a), "portion");
        const other = recipeUsage(book, pasta, String(b), "portion");
        const both = recipeUsage(book, pasta, String(a + b), "portion");
        for (const [id, quantity] of both)
          expect(quantity.equals(one.get(id)!.add(other.get(id)!))).toBe(true);
        // A batch's usage priced at the items' costs is the batch cost before rounding.
        const batch = recipeUsage(book, pasta, "4", "portion");
        const value = sum(
          [...batch].map(([id, quantity]) => quantity.mul(exact(book.items.get(id)!.unitCost!))),
        );
        expect(
          value
            .sub(exact(costRecipe(book, "pasta").batchCost))
            .abs()
            .compare(new Fraction(3, 10_000)),
        ).toBeLessThan(1);
      }),
    );
  });

  it("adds menu lines into one map", () => {
    const used = linesUsage(
      catalog([sauce]),
      [
        { itemId: "eggs", quantity: "2", unit: "pcs" },
        { itemId: "eggs", quantity: "60", unit: "g" },
      ],
      new Fraction(3),
    );
    expect(toDecimal(used.get("eggs")!)).toBe("9");
  });
});

describe("scaling and allergens", () => {
  it("scales every line by the finished yield wanted", () => {
    const scaled = scaleRecipe(sauce, "10", "l");
    expect(scaled.factor).toBe("2.5");
    expect(scaled.yieldQuantity).toBe("12.5");
    expect(scaled.lines).toEqual([
      { quantity: "10", unit: "kg" },
      { quantity: "250", unit: "ml" },
    ]);
  });

  it("rolls allergens up through sub-recipes", () => {
    const withFlour: Recipe = {
      ...sauce,
      lines: [...sauce.lines, { itemId: "flour", quantity: "50", unit: "g" }],
    };
    expect(
      recipeAllergens(catalog([withFlour, pasta]), "pasta", ["gluten", "eggs", "milk"]),
    ).toEqual([
      { allergen: "gluten", from: ["Flour"] },
      { allergen: "eggs", from: ["Eggs"] },
    ]);
  });
});
