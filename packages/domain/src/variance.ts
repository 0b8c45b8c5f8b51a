import type Fraction from "fraction.js";
import { exact, MONEY_SCALE, toDecimal } from "./quantity";

/**
 * Actual versus theoretical usage of one item at one location over a period (decision 0025).
 * Every figure is in the item's base unit, as the ledger keeps it; stock leaving is positive.
 */
export interface UsageFlows {
  /** On hand when the period starts and when it ends (after any count posted at that moment). */
  opening: string;
  closing: string;
  receipts: string;
  transfersIn: string;
  transfersOut: string;
  /** What sales took through their recipes (sale depletion). */
  sold: string;
  waste: string;
  /** Usage recorded by hand: staff meals, tastings, a batch for another site. */
  recordedUse: string;
}

export interface UsageVariance {
  /** Opening + receipts + transfers in − transfers out − closing. */
  actual: string;
  /** What the records explain: sold + waste + recorded use. */
  explained: string;
  /** Actual − explained: positive when more went than the records say. */
  variance: string;
  /** Variance ÷ explained × 100, one decimal; null when nothing was explained. */
  percent: string | null;
}

export function usageVariance(flows: UsageFlows): UsageVariance {
  const actual = exact(flows.opening)
    .add(exact(flows.receipts))
    .add(exact(flows.transfersIn))
    .sub(exact(flows.transfersOut))
    .sub(exact(flows.closing));
  const explained = exact(flows.sold).add(exact(flows.waste)).add(exact(flows.recordedUse));
  const variance = actual.sub(explained);
  return {
    actual: toDecimal(actual),
    explained: toDecimal(explained),
    variance: toDecimal(variance),
    percent: explained.compare(0) === 0 ? null : toDecimal(variance.div(explained).mul(100), 1),
  };
}

/** A variance valued at a unit cost, to the cent. */
export function varianceValue(variance: string, unitCost: string): string {
  return toDecimal(exact(variance).mul(exact(unitCost)), MONEY_SCALE);
}

/** Money lost ÷ net sales × 100, two decimals; null without sales. */
export function percentOfSales(
  value: Fraction | string,
  netSales: Fraction | string,
): string | null {
  const sales = exact(netSales);
  return sales.compare(0) > 0 ? toDecimal(exact(value).div(sales).mul(100), 2) : null;
}
