import type { CostingItem, RecipeCost } from "./costing";
import type { Ratio } from "./ratios";

// The shapes of a recipe book compiled for costing (plan.ts) and priced (priced-book.ts).

/** An item as the plan knows it: its units and name, without a price. */
export type PlanItem = Omit<CostingItem, "unitCost">;

/** A line of an item, planned. */
export interface ItemLine {
  item: PlanItem;
  /** The item's place in the plan's list of items (PricedBook keeps its price there). */
  slot: number;
  /** The line's cost × 10^COST_SCALE is k × the unit cost: k = quantity × factor ÷ (1 − trim). */
  kn: bigint;
  kd: bigint;
  gross: Ratio;
  grossUnit: string;
}
/** A line of a sub-recipe, planned. */
export interface SubLine {
  sub: Planned;
  /** The line's cost × 10^COST_SCALE is m × the sub-recipe's: gross ÷ its finished yield. */
  mn: bigint;
  md: bigint;
  gross: Ratio;
  grossUnit: string;
}
/** A recipe, planned. */
export interface Planned {
  id: string;
  /** The order it was planned in: sub-recipes come before the recipes that use them. */
  index: number;
  lines: (ItemLine | SubLine)[];
  made: Ratio;
  portions: Ratio | null;
  finishedYield: string;
  portionsText: string | null;
  /** How it was priced last, by any read: reused while its inputs are the very same. */
  last?: Priced;
}

/** A unit cost as the plan read it: its ratio and the text it came as ("2.500000"). */
export interface CostRatio extends Ratio {
  text: string;
}

/** A recipe priced: exactly determined by what it was priced at, line by line. */
export interface Priced {
  /** The batch cost × 10^COST_SCALE. */
  scaled: bigint;
  /** Items without a price anywhere inside, sorted; null when there are none. */
  unpriced: string[] | null;
  /** Each line's input: an item's unit cost (null when it has none), or a sub-recipe priced. */
  inputs: (CostRatio | null | Priced)[];
  /** The cost as people read it, written when first asked. */
  cost?: RecipeCost;
}

/** What pricing needs of a plan: its recipes compiled, and unit costs read once. */
export interface PlanSource {
  entry(recipeId: string): Planned | { error: unknown };
  costRatio(text: string): CostRatio;
}

export const isItemLine = (line: ItemLine | SubLine): line is ItemLine => "item" in line;
