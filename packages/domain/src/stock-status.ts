import Decimal from "decimal.js";

/** How an item stands at a location, derived from what is on hand and its par minimum. */
export type StockStatus = "out" | "low" | "adequate";

/**
 * Derives the stock status the brief defines: **out** when on hand ≤ 0, **low** when on hand
 * is below the par minimum, **adequate** otherwise. Quantities are decimal strings in the
 * item's base unit, compared exactly.
 */
export function stockStatus(onHand: string, parMinimum: string | null): StockStatus {
  const quantity = new Decimal(onHand);
  if (quantity.lte(0)) return "out";
  if (parMinimum !== null && quantity.lt(parMinimum)) return "low";
  return "adequate";
}
