import Fraction from "fraction.js";
import { DomainError, InvalidError } from "../errors";
import { exact } from "../quantity";
import { conversionFactor, type ItemUnits, unitLabel, UnitConversionError } from "../units";

/**
 * Recipe costing (decision 0024). A line's cost is its quantity, converted to what is bought
 * (the item's base unit, or a sub-recipe's finished yield), grossed up for trim, times the unit
 * cost, rounded once to COST_SCALE places. A recipe's batch cost is exactly the sum of its lines'
 * costs as shown; a portion's cost is the batch cost divided by the portions, rounded once.
 */

/** Decimal places of a line's cost, a batch cost and a portion cost. */
export const COST_SCALE = 4;
/** The unit a recipe made "by the portion" yields in, and the name of a recipe's portion. */
export const PORTION_UNIT = "portion";

export interface CostingItem extends ItemUnits {
  id: string;
  name: string;
  /** What one base unit costs, a decimal string, or null when Larder knows no price. */
  unitCost: string | null;
  allergens?: readonly string[];
}

export interface RecipeLine {
  /** Exactly one of itemId and recipeId. */
  itemId?: string | null;
  recipeId?: string | null;
  /** The usable (trimmed) quantity the recipe needs, in `unit`. */
  quantity: string;
  unit: string;
  /** What is lost in preparing it (peel, bones): 20 means 1.25 kg bought gives 1 kg. */
  trimPercent?: string | null;
}

export interface Recipe {
  id: string;
  name: string;
  /** What one batch makes before cooking loss: "4" "l", or "12" "portion". */
  yieldQuantity: string;
  yieldUnit: string;
  /** What cooking takes away from the yield (reduction, evaporation), in percent. */
  cookingLossPercent?: string | null;
  /** One portion: "250" "ml". Null when the recipe is not served by the portion. */
  portionQuantity?: string | null;
  portionUnit?: string | null;
  lines: readonly RecipeLine[];
}

export interface Catalog {
  items: ReadonlyMap<string, CostingItem>;
  recipes: ReadonlyMap<string, Recipe>;
}

/** A recipe that uses itself through its sub-recipes; `cycle` names them in order. */
export class RecipeCycleError extends InvalidError {
  constructor(readonly cycle: string[]) {
    super("recipe_cycle", `A recipe cannot use itself: ${cycle.join(" → ")}.`);
  }
}

/** A line in a unit its ingredient cannot be measured in, or a recipe that yields nothing. */
export class RecipeUnitError extends InvalidError {
  constructor(message: string) {
    super("recipe_unit", message);
  }
}

/** A line that names an item or recipe the catalogue does not have. */
export class MissingIngredientError extends DomainError {
  readonly kind = "invalid";
}

/** The units a recipe's output can be used in: its yield unit, and "portion" when it has one. */
export function recipeUnits(recipe: Recipe): ItemUnits {
  if (recipe.yieldUnit === PORTION_UNIT)
    return { baseUnit: "pcs", packs: [{ name: PORTION_UNIT, quantity: "1", unit: "pcs" }] };
  const packs =
    recipe.portionQuantity && recipe.portionUnit
      ? [{ name: PORTION_UNIT, quantity: recipe.portionQuantity, unit: recipe.portionUnit }]
      : [];
  return { baseUnit: recipe.yieldUnit, packs };
}

/** 1 − percent ÷ 100, refused (naming `what`) unless the percent is at least 0 and below 100. */
export function percentLeft(percent: string | null | undefined, what: string): Fraction {
  const value = exact(percent ?? "0");
  if (value.compare(0) < 0 || value.compare(100) >= 0)
    throw new RecipeUnitError(`${what} must be at least 0% and below 100%.`);
  return new Fraction(1).sub(value.div(100));
}

/** What one batch makes after cooking loss, in the recipe's yield unit. */
export function finishedYield(recipe: Recipe): Fraction {
  const made = exact(recipe.yieldQuantity).mul(
    percentLeft(recipe.cookingLossPercent, `The cooking loss of ${recipe.name}`),
  );
  if (made.compare(0) <= 0) throw new RecipeUnitError(`${recipe.name} must yield more than zero.`);
  return made;
}

/** How many portions one batch makes, or null when the recipe has no portion. */
export function portionsPerBatch(recipe: Recipe): Fraction | null {
  if (recipe.yieldUnit === PORTION_UNIT) return finishedYield(recipe);
  if (!recipe.portionQuantity || !recipe.portionUnit) return null;
  const units = recipeUnits(recipe);
  return finishedYield(recipe).div(
    measure(units, recipe.name, "1", PORTION_UNIT, recipe.yieldUnit, true),
  );
}

/** `quantity` `from` in `to` for an ingredient, or a refusal that names it and both units. */
export function measure(
  units: ItemUnits,
  name: string,
  quantity: string,
  from: string,
  to: string,
  isRecipe = false,
): Fraction {
  try {
    return exact(quantity).mul(conversionFactor(units, from, to));
  } catch (error) {
    if (!(error instanceof UnitConversionError)) throw error;
    if (error.message.startsWith('"'))
      throw new RecipeUnitError(
        `${name} cannot be measured in ${unitLabel(from)}: it is not one of its units, so Larder cannot convert ${unitLabel(from)} to ${unitLabel(to)}.`,
      );
    const reason = error.message.replace("for this item", `for ${name}`);
    throw new RecipeUnitError(
      isRecipe
        ? reason.replace(/ Enter it on the item\.$/, ` Measure it in ${unitLabel(to)} instead.`)
        : reason,
    );
  }
}

export interface LineCost {
  /** The line's cost, or null when the ingredient (or one inside it) has no price. */
  cost: string | null;
  /** How much is used, after trim, in the item's base unit or the sub-recipe's yield unit. */
  grossQuantity: string;
  grossUnit: string;
  /** What one grossUnit costs, or null. */
  unitCost: string | null;
}

export interface RecipeCost {
  recipeId: string;
  lines: LineCost[];
  /** Exactly the sum of the lines' costs (unpriced lines count as nothing; see `unpriced`). */
  batchCost: string;
  /** What one batch makes after cooking loss, in the yield unit. */
  finishedYield: string;
  portions: string | null;
  portionCost: string | null;
  /** What one unit of finished yield costs, exactly (sub-recipe lines use it). */
  costPerYieldUnit: Fraction;
  /** Names of the items without a price, anywhere in the recipe. */
  unpriced: string[];
}

/**
 * Refuses a recipe whose lines would make it use itself, naming the circle ("Ragù → Lasagne →
 * Ragù"). `recipes` is the catalogue with the recipe as it would be saved.
 */
export function assertNoCycle(recipes: ReadonlyMap<string, Recipe>, recipeId: string): void {
  const walk = (id: string, path: string[]): void => {
    if (path.includes(id)) {
      const names = [...path.slice(path.indexOf(id)), id].map(
        (step) => recipes.get(step)?.name ?? step,
      );
      throw new RecipeCycleError(names);
    }
    for (const line of recipes.get(id)?.lines ?? [])
      if (line.recipeId) walk(line.recipeId, [...path, id]);
  };
  walk(recipeId, []);
}
