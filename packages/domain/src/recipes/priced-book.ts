import Fraction from "fraction.js";
import { COST_SCALE, type LineCost, type RecipeCost } from "./costing";
import {
  type CostRatio,
  type ItemLine,
  isItemLine,
  type Planned,
  type PlanSource,
  type Priced,
  type SubLine,
} from "./planned";
import { ratioText, roundDiv, scaledText } from "./ratios";

const SCALE = 10n ** BigInt(COST_SCALE);

/**
 * The plan priced at one moment's unit costs (decision 0024); each recipe is priced once, when
 * first asked, and every figure is exactly what the costing gives at those costs.
 *
 * A recipe whose lines' inputs are the very same objects as when it was last priced (the same
 * cost texts of the same items, the same priced sub-recipes) costs what it cost then, so that
 * result is taken again instead of being multiplied out: after one price change, only the
 * recipes that use the item, and the recipes above them, are priced afresh. Nothing is taken
 * on trust: every line's input is compared on every read.
 */
export class PricedBook {
  private readonly priced: (Priced | undefined)[] = [];
  private readonly costs: (CostRatio | null | undefined)[] = [];

  constructor(
    private readonly plan: PlanSource,
    private readonly unitCostOf: (itemId: string) => string | null,
  ) {}

  /** The recipe's cost, as the costing gives it; throws what refuses the recipe. */
  cost(recipeId: string): RecipeCost {
    const entry = this.plan.entry(recipeId);
    if ("error" in entry) throw entry.error;
    const priced = this.batch(entry);
    return (priced.cost ??= recipeCost(entry, priced));
  }

  private unitCost(line: ItemLine): CostRatio | null {
    let known = this.costs[line.slot];
    if (known === undefined) {
      const text = this.unitCostOf(line.item.id);
      known = text === null ? null : this.plan.costRatio(text);
      this.costs[line.slot] = known;
    }
    return known;
  }

  private input(line: ItemLine | SubLine): CostRatio | null | Priced {
    return isItemLine(line) ? this.unitCost(line) : this.batch(line.sub);
  }

  private batch(recipe: Planned): Priced {
    const known = this.priced[recipe.index];
    if (known) return known;
    const last = recipe.last;
    if (last) {
      let same = true;
      for (let index = 0; same && index < recipe.lines.length; index += 1)
        same = this.input(recipe.lines[index]!) === last.inputs[index];
      if (same) return (this.priced[recipe.index] = last);
    }
    let scaled = 0n;
    let unpriced: Set<string> | null = null;
    const inputs = recipe.lines.map((line) => {
      const input = this.input(line);
      if (isItemLine(line)) {
        const cost = input as CostRatio | null;
        if (cost === null) (unpriced ??= new Set()).add(line.item.name);
        else scaled += roundDiv(line.kn * cost.n, line.kd * cost.d);
      } else {
        const sub = input as Priced;
        if (sub.unpriced) for (const name of sub.unpriced) (unpriced ??= new Set()).add(name);
        scaled += roundDiv(line.mn * sub.scaled, line.md);
      }
      return input;
    });
    const result: Priced = { scaled, unpriced: unpriced ? [...unpriced].sort() : null, inputs };
    recipe.last = result;
    return (this.priced[recipe.index] = result);
  }
}

/** The cost as the costing gives it, from a recipe's plan and what it was priced at. */
function recipeCost(recipe: Planned, priced: Priced): RecipeCost {
  const { scaled } = priced;
  const { made, portions } = recipe;
  let lines: LineCost[] | undefined;
  return {
    recipeId: recipe.id,
    batchCost: scaledText(scaled, COST_SCALE),
    finishedYield: recipe.finishedYield,
    portions: recipe.portionsText,
    portionCost: portions
      ? scaledText(roundDiv(scaled * portions.d, portions.n), COST_SCALE)
      : null,
    get costPerYieldUnit() {
      return new Fraction(scaled * made.d, SCALE * made.n);
    },
    unpriced: priced.unpriced ?? [],
    // Written only when read: the book's list never reads them.
    get lines() {
      return (lines ??= recipe.lines.map((line, index) => lineCost(line, priced.inputs[index]!)));
    },
  };
}

function lineCost(line: ItemLine | SubLine, input: CostRatio | null | Priced): LineCost {
  const grossQuantity = ratioText(line.gross);
  if (isItemLine(line)) {
    const cost = input as CostRatio | null;
    return {
      cost:
        cost === null ? null : scaledText(roundDiv(line.kn * cost.n, line.kd * cost.d), COST_SCALE),
      grossQuantity,
      grossUnit: line.grossUnit,
      unitCost: cost === null ? null : cost.text,
    };
  }
  const sub = input as Priced;
  return {
    cost: sub.unpriced ? null : scaledText(roundDiv(line.mn * sub.scaled, line.md), COST_SCALE),
    grossQuantity,
    grossUnit: line.grossUnit,
    unitCost: ratioText({ n: sub.scaled * line.sub.made.d, d: SCALE * line.sub.made.n }),
  };
}
