import Fraction from "fraction.js";
import { exact, toDecimal } from "../quantity";
import { conversionFactor } from "../units";
import {
  type Catalog,
  finishedYield,
  MissingIngredientError,
  type Recipe,
  type RecipeLine,
  recipeUnits,
  RecipeCycleError,
} from "./costing";

const left = (percent: string | null | undefined) =>
  new Fraction(1).sub(exact(percent ?? "0").div(100));

/**
 * What lines take from stock, item by item, in each item's base unit, exactly: the theoretical
 * usage of a sale or a batch. Trim grosses a line up; a sub-recipe is taken through its finished
 * yield (after cooking loss) down to its own items. Adds into `into` and returns it.
 */
export function linesUsage(
  catalog: Catalog,
  lines: readonly RecipeLine[],
  times: Fraction,
  into: Map<string, Fraction> = new Map(),
  path: string[] = [],
): Map<string, Fraction> {
  for (const line of lines) {
    const gross = exact(line.quantity).div(left(line.trimPercent)).mul(times);
    if (line.itemId) {
      const item = catalog.items.get(line.itemId);
      if (!item)
        throw new MissingIngredientError("missing_item", "A line's item no longer exists.");
      const base = gross.mul(conversionFactor(item, line.unit, item.baseUnit));
      into.set(item.id, (into.get(item.id) ?? new Fraction(0)).add(base));
      continue;
    }
    const sub = line.recipeId ? catalog.recipes.get(line.recipeId) : undefined;
    if (!sub)
      throw new MissingIngredientError("missing_recipe", "A line's recipe no longer exists.");
    recipeUsage(catalog, sub, gross, line.unit, into, path);
  }
  return into;
}

/** What `quantity` `unit` of a recipe's finished yield takes from stock (see linesUsage). */
export function recipeUsage(
  catalog: Catalog,
  recipe: Recipe,
  quantity: Fraction | string,
  unit: string,
  into: Map<string, Fraction> = new Map(),
  path: string[] = [],
): Map<string, Fraction> {
  if (path.includes(recipe.id))
    throw new RecipeCycleError(
      [...path.slice(path.indexOf(recipe.id)), recipe.id].map(
        (id) => catalog.recipes.get(id)?.name ?? id,
      ),
    );
  const inYield = exact(quantity).mul(
    conversionFactor(recipeUnits(recipe), unit, recipe.yieldUnit),
  );
  return linesUsage(catalog, recipe.lines, inYield.div(finishedYield(recipe)), into, [
    ...path,
    recipe.id,
  ]);
}

export interface ScaledRecipe {
  /** How many times the batch: 2.5 makes 10 L of a 4 L recipe. */
  factor: string;
  yieldQuantity: string;
  lines: { quantity: string; unit: string }[];
}

/**
 * A recipe scaled so that it makes `quantity` `unit` after cooking loss: every line and the
 * batch yield times the same factor. Quantities keep six decimals, as stock does.
 */
export function scaleRecipe(recipe: Recipe, quantity: string, unit: string): ScaledRecipe {
  const wanted = exact(quantity).mul(conversionFactor(recipeUnits(recipe), unit, recipe.yieldUnit));
  const factor = wanted.div(finishedYield(recipe));
  return {
    factor: toDecimal(factor),
    yieldQuantity: toDecimal(exact(recipe.yieldQuantity).mul(factor)),
    lines: recipe.lines.map((line) => ({
      quantity: toDecimal(exact(line.quantity).mul(factor)),
      unit: line.unit,
    })),
  };
}

/**
 * The allergens a recipe contains, each with the items that bring it, through every
 * sub-recipe. Allergens are listed in the order given (the fourteen's order).
 */
export function recipeAllergens(
  catalog: {
    items: ReadonlyMap<string, { name: string; allergens?: readonly string[] }>;
    recipes: Catalog["recipes"];
  },
  recipeId: string,
  order: readonly string[],
): { allergen: string; from: string[] }[] {
  const found = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const line of catalog.recipes.get(id)?.lines ?? []) {
      if (line.recipeId) walk(line.recipeId);
      const item = line.itemId ? catalog.items.get(line.itemId) : undefined;
      for (const allergen of item?.allergens ?? []) {
        if (!found.has(allergen)) found.set(allergen, new Set());
        found.get(allergen)!.add(item!.name);
      }
    }
  };
  walk(recipeId);
  return order
    .filter((allergen) => found.has(allergen))
    .map((allergen) => ({ allergen, from: [...found.get(allergen)!].sort() }));
}
