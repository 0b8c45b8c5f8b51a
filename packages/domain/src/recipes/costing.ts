import Fraction from "fraction.js";
import { DomainError, InvalidError } from "../errors";
import { exact } from "../quantity";
import { conversionFactor, type ItemUnits, unitLabel, UnitConversionError } from "../units";
import {
  decimalRatio,
  multiply,
  type Ratio,
  ratio,
  ratioText,
  roundDiv,
  scaledText,
  standardFactor,
} from "./ratios";

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

const SCALE = 10n ** BigInt(COST_SCALE);
const costText = (scaled: bigint): string => scaledText(scaled, COST_SCALE);

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

interface Prepared {
  quantity: Ratio;
  /** What is bought of the ingredient per unit of the line's quantity (unit factor ÷ trim). */
  perUnit: Ratio;
  grossUnit: string;
  /** For an item line: the line's cost per unit of its quantity, times 10^COST_SCALE. */
  costPerUnit: Ratio | null;
}

/** A costed line; its texts are written only when read (the book's list reads none). */
class CostedLine implements LineCost {
  constructor(
    private readonly gross: Ratio,
    readonly grossUnit: string,
    private readonly scaled: bigint | null,
    private readonly costOfUnit: string | Ratio | null,
  ) {}
  get cost(): string | null {
    return this.scaled === null ? null : costText(this.scaled);
  }
  get grossQuantity(): string {
    return ratioText(this.gross);
  }
  get unitCost(): string | null {
    const unit = this.costOfUnit;
    return unit === null || typeof unit === "string" ? unit : ratioText(unit);
  }
}

interface Costed extends RecipeCost {
  scaledBatch: bigint;
  /** The finished yield. */
  made: Ratio;
}

/**
 * Costs recipes against a catalogue of items (with their current unit costs) and recipes. Each
 * recipe is costed once, however many recipes use it; a recipe that uses itself is refused.
 * Conversion factors, trims, quantities and prices are read once each and kept as exact ratios
 * of big integers, so costing a whole book takes a few multiplications per line.
 */
export class RecipeCosting {
  private readonly costs = new Map<string, Costed>();
  private readonly prepared = new Map<string, Prepared[]>();
  private readonly factors = new Map<string, Ratio>();
  private readonly trims = new Map<string, Ratio>();
  private readonly quantities = new Map<string, Ratio>();
  private readonly perUnits = new Map<string, { perUnit: Ratio; costPerUnit: Ratio | null }>();

  constructor(private readonly catalog: Catalog) {}

  cost(recipeId: string): RecipeCost {
    return this.visit(recipeId, []);
  }

  private quantity(text: string): Ratio {
    let known = this.quantities.get(text);
    if (!known) {
      known = decimalRatio(text);
      if (known.n <= 0n) throw new RecipeUnitError("A line's quantity must be more than zero.");
      this.quantities.set(text, known);
    }
    return known;
  }

  /** 1 ÷ (1 − trim%): what must be bought for one usable unit. */
  private trim(percent: string | null | undefined): Ratio {
    const key = percent ?? "0";
    let known = this.trims.get(key);
    if (!known) {
      known = ratio(new Fraction(1).div(percentLeft(percent, "A line's trim")));
      this.trims.set(key, known);
    }
    return known;
  }

  private factor(key: string, work: () => Fraction, from?: string, to?: string): Ratio {
    // Between two standard units of one dimension the factor is the same for every item.
    const standard = from && to ? standardFactor(from, to) : null;
    if (standard) return standard;
    let known = this.factors.get(key);
    if (!known) {
      known = ratio(work());
      this.factors.set(key, known);
    }
    return known;
  }

  /** The line quantities of a recipe, converted, without prices (structure only; cached). */
  private prepare(recipe: Recipe): Prepared[] {
    const known = this.prepared.get(recipe.id);
    if (known) return known;
    const prepared = recipe.lines.map((line): Prepared => {
      const quantity = this.quantity(line.quantity);
      const key = `${line.itemId ? "i" : "r"}:${line.itemId ?? line.recipeId}:${line.unit}:${line.trimPercent ?? "0"}`;
      let per = this.perUnits.get(key);
      if (line.itemId) {
        const item = this.catalog.items.get(line.itemId);
        if (!item)
          throw new MissingIngredientError("missing_item", "A line's item no longer exists.");
        if (!per) {
          const factor = this.factor(
            `i:${item.id}:${line.unit}`,
            () => measure(item, item.name, "1", line.unit, item.baseUnit),
            line.unit,
            item.baseUnit,
          );
          const perUnit = multiply(factor, this.trim(line.trimPercent));
          const cost = item.unitCost === null ? null : decimalRatio(item.unitCost);
          per = {
            perUnit,
            costPerUnit: cost && multiply(multiply(perUnit, cost), { n: SCALE, d: 1n }),
          };
          this.perUnits.set(key, per);
        }
        return { quantity, grossUnit: item.baseUnit, ...per };
      }
      const sub = line.recipeId ? this.catalog.recipes.get(line.recipeId) : undefined;
      if (!sub)
        throw new MissingIngredientError("missing_recipe", "A line's recipe no longer exists.");
      if (!per) {
        const factor = this.factor(`r:${sub.id}:${line.unit}`, () =>
          measure(recipeUnits(sub), sub.name, "1", line.unit, sub.yieldUnit, true),
        );
        per = { perUnit: multiply(factor, this.trim(line.trimPercent)), costPerUnit: null };
        this.perUnits.set(key, per);
      }
      return { quantity, grossUnit: sub.yieldUnit, ...per };
    });
    this.prepared.set(recipe.id, prepared);
    return prepared;
  }

  private visit(recipeId: string, path: string[]): Costed {
    const done = this.costs.get(recipeId);
    if (done) return done;
    const recipe = this.catalog.recipes.get(recipeId);
    if (!recipe)
      throw new MissingIngredientError("missing_recipe", "That recipe no longer exists.");
    if (path.includes(recipeId)) {
      const names = [...path.slice(path.indexOf(recipeId)), recipeId].map(
        (id) => this.catalog.recipes.get(id)?.name ?? id,
      );
      throw new RecipeCycleError(names);
    }
    const prepared = this.prepare(recipe);
    const unpriced = new Set<string>();
    let scaledBatch = 0n;
    const lines = recipe.lines.map((line, index): LineCost => {
      const { quantity, perUnit, grossUnit, costPerUnit } = prepared[index]!;
      const gross = multiply(quantity, perUnit);
      if (line.itemId) {
        const item = this.catalog.items.get(line.itemId)!;
        if (costPerUnit === null) {
          unpriced.add(item.name);
          return new CostedLine(gross, grossUnit, null, null);
        }
        const scaled = roundDiv(quantity.n * costPerUnit.n, quantity.d * costPerUnit.d);
        scaledBatch += scaled;
        return new CostedLine(gross, grossUnit, scaled, item.unitCost);
      }
      const sub = this.visit(line.recipeId!, [...path, recipeId]);
      for (const name of sub.unpriced) unpriced.add(name);
      // gross × batch cost ÷ finished yield, with the batch cost in COST_SCALE units.
      const scaled = roundDiv(gross.n * sub.scaledBatch * sub.made.d, gross.d * sub.made.n);
      scaledBatch += scaled;
      return new CostedLine(gross, grossUnit, sub.unpriced.length ? null : scaled, {
        n: sub.scaledBatch * sub.made.d,
        d: SCALE * sub.made.n,
      });
    });
    const loss = decimalRatio(recipe.cookingLossPercent ?? "0");
    if (loss.n * 100n >= loss.d * 10000n)
      throw new RecipeUnitError(`The cooking loss of ${recipe.name} must be below 100%.`);
    const made = multiply(decimalRatio(recipe.yieldQuantity), {
      n: loss.d * 100n - loss.n,
      d: loss.d * 100n,
    });
    if (made.n <= 0n) throw new RecipeUnitError(`${recipe.name} must yield more than zero.`);
    let portions: Ratio | null = null;
    if (recipe.yieldUnit === PORTION_UNIT) portions = made;
    else if (recipe.portionQuantity && recipe.portionUnit) {
      const size = this.factor(`r:${recipe.id}:${PORTION_UNIT}`, () =>
        measure(recipeUnits(recipe), recipe.name, "1", PORTION_UNIT, recipe.yieldUnit, true),
      );
      portions = { n: made.n * size.d, d: made.d * size.n };
    }
    const result: Costed = {
      recipeId,
      lines,
      batchCost: costText(scaledBatch),
      finishedYield: ratioText(made),
      portions: portions ? ratioText(portions) : null,
      portionCost: portions ? costText(roundDiv(scaledBatch * portions.d, portions.n)) : null,
      get costPerYieldUnit() {
        return new Fraction(scaledBatch * made.d, SCALE * made.n);
      },
      unpriced: unpriced.size ? [...unpriced].sort() : [],
      scaledBatch,
      made,
    };
    this.costs.set(recipeId, result);
    return result;
  }
}

/** One recipe's cost against a catalogue. */
export function costRecipe(catalog: Catalog, recipeId: string): RecipeCost {
  return new RecipeCosting(catalog).cost(recipeId);
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
