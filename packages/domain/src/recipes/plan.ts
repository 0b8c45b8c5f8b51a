import Fraction from "fraction.js";
import {
  type Catalog,
  COST_SCALE,
  measure,
  MissingIngredientError,
  percentLeft,
  PORTION_UNIT,
  type Recipe,
  RecipeCycleError,
  RecipeUnitError,
  type RecipeCost,
  recipeUnits,
} from "./costing";
import {
  type CostRatio,
  type ItemLine,
  isItemLine,
  type Planned,
  type PlanItem,
  type SubLine,
} from "./planned";
import { PricedBook } from "./priced-book";
import { decimalRatio, multiply, type Ratio, ratio, ratioText, standardFactor } from "./ratios";

export type { PricedBook } from "./priced-book";
export type { PlanItem } from "./planned";

/**
 * A recipe book compiled for costing (decision 0024). What costing learns from the book's
 * structure alone (each line's quantity converted to what is bought and grossed up for trim,
 * each recipe's finished yield and portions, the refusals) is worked out once per recipe and
 * kept, so a server can hold the plan while the book does not change and, on each read, only
 * multiply the items' current costs in: a few multiplications of big integers per line.
 *
 * It is Larder's one costing engine: `priceCatalog` and `costRecipe` price a catalogue that
 * carries its items' costs through it, once.
 */

export interface BookStructure {
  items: ReadonlyMap<string, PlanItem>;
  recipes: ReadonlyMap<string, Recipe>;
}

const SCALE = 10n ** BigInt(COST_SCALE);

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y) [x, y] = [y, x % y];
  return x;
};
/** Reduced once when planned, so the products taken on every read stay small. */
const reduced = (n: bigint, d: bigint): [bigint, bigint] => {
  const divisor = gcd(n, d) || 1n;
  return [n / divisor, d / divisor];
};

export class CostingPlan {
  private readonly planned = new Map<string, Planned | { error: unknown }>();
  private readonly quantities = new Map<string, Ratio>();
  private readonly trims = new Map<string, Ratio>();
  private readonly costRatios = new Map<string, CostRatio>();
  /** The items of planned lines, by slot. */
  readonly slots: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private count = 0;

  constructor(readonly book: BookStructure) {}

  /** Prices the book at the items' current unit costs (decimal strings, null when unknown). */
  price(unitCostOf: (itemId: string) => string | null): PricedBook {
    return new PricedBook(this, unitCostOf);
  }

  /**
   * A unit cost as a ratio, the same object for the same text for as long as the plan lives,
   * so a recipe whose items' costs did not move is known to cost what it cost before.
   */
  costRatio(text: string): CostRatio {
    let known = this.costRatios.get(text);
    if (!known) {
      // Trailing zeros dropped ("2.500000" is 25/10) to keep the products small.
      const point = text.indexOf(".");
      known = { ...decimalRatio(point < 0 ? text : text.replace(/\.?0+$/, "")), text };
      if (this.costRatios.size >= 100_000) this.costRatios.clear();
      this.costRatios.set(text, known);
    }
    return known;
  }

  /** The items a recipe uses, through all its sub-recipes (empty when it cannot be costed). */
  itemsOf(recipeId: string): Set<string> {
    const found = new Set<string>();
    const seen = new Set<Planned>();
    const walk = (recipe: Planned) => {
      if (seen.has(recipe)) return;
      seen.add(recipe);
      for (const line of recipe.lines)
        if (isItemLine(line)) found.add(line.item.id);
        else walk(line.sub);
    };
    const root = this.entry(recipeId);
    if (!("error" in root)) walk(root);
    return found;
  }

  /** The recipe compiled, or what refuses it (a circle, a unit that does not convert, …). */
  entry(recipeId: string): Planned | { error: unknown } {
    const known = this.planned.get(recipeId);
    if (known) return known;
    try {
      return this.plan(recipeId, []);
    } catch (error) {
      // A circle is named from where it was entered, so it is worked out again each time.
      if (!(error instanceof RecipeCycleError)) this.planned.set(recipeId, { error });
      return { error };
    }
  }

  private plan(recipeId: string, path: string[]): Planned {
    const known = this.planned.get(recipeId);
    if (known) {
      if ("error" in known) throw known.error;
      return known;
    }
    const recipe = this.book.recipes.get(recipeId);
    if (!recipe)
      throw new MissingIngredientError("missing_recipe", "That recipe no longer exists.");
    if (path.includes(recipeId)) {
      const names = [...path.slice(path.indexOf(recipeId)), recipeId].map(
        (id) => this.book.recipes.get(id)?.name ?? id,
      );
      throw new RecipeCycleError(names);
    }
    // Every line's units, then the sub-recipes, then the yield: the first refusal met is said.
    const prepared = recipe.lines.map((line) => {
      const quantity = this.quantity(line.quantity);
      if (line.itemId) {
        const item = this.book.items.get(line.itemId);
        if (!item)
          throw new MissingIngredientError("missing_item", "A line's item no longer exists.");
        const factor =
          standardFactor(line.unit, item.baseUnit) ??
          ratio(measure(item, item.name, "1", line.unit, item.baseUnit));
        return { quantity, perUnit: multiply(factor, this.trim(line.trimPercent)), item };
      }
      const sub = line.recipeId ? this.book.recipes.get(line.recipeId) : undefined;
      if (!sub)
        throw new MissingIngredientError("missing_recipe", "A line's recipe no longer exists.");
      const factor = ratio(
        measure(recipeUnits(sub), sub.name, "1", line.unit, sub.yieldUnit, true),
      );
      return { quantity, perUnit: multiply(factor, this.trim(line.trimPercent)), sub };
    });
    const lines = prepared.map((line): ItemLine | SubLine => {
      const gross = multiply(line.quantity, line.perUnit);
      if (line.item) {
        const [kn, kd] = reduced(gross.n * SCALE, gross.d);
        let slot = this.slotOf.get(line.item.id);
        if (slot === undefined) {
          slot = this.slots.push(line.item.id) - 1;
          this.slotOf.set(line.item.id, slot);
        }
        return { item: line.item, slot, kn, kd, gross, grossUnit: line.item.baseUnit };
      }
      const sub = this.plan(line.sub.id, [...path, recipeId]);
      const [mn, md] = reduced(gross.n * sub.made.d, gross.d * sub.made.n);
      return { sub, mn, md, gross, grossUnit: line.sub.yieldUnit };
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
      const size = ratio(
        measure(recipeUnits(recipe), recipe.name, "1", PORTION_UNIT, recipe.yieldUnit, true),
      );
      portions = { n: made.n * size.d, d: made.d * size.n };
    }
    const planned: Planned = {
      id: recipeId,
      index: this.count++,
      lines,
      made,
      portions,
      finishedYield: ratioText(made),
      portionsText: portions ? ratioText(portions) : null,
    };
    this.planned.set(recipeId, planned);
    return planned;
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
}

/** A catalogue (items with their unit costs, and recipes) priced at those costs. */
export function priceCatalog(catalog: Catalog): PricedBook {
  return new CostingPlan(catalog).price((itemId) => catalog.items.get(itemId)?.unitCost ?? null);
}

/** One recipe's cost against a catalogue. */
export function costRecipe(catalog: Catalog, recipeId: string): RecipeCost {
  return priceCatalog(catalog).cost(recipeId);
}
