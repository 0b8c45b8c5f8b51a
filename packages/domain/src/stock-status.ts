import { compare } from "./quantity";

/** How an item stands at a location, derived from what is on hand and its par minimum. */
export type StockStatus = "out" | "low" | "adequate";

/**
 * Derives the stock status the brief defines: **out** when on hand ≤ 0, **low** when on hand
 * is below the par minimum, **adequate** otherwise. Quantities are decimal strings in the
 * item's base unit, compared exactly.
 */
export function stockStatus(onHand: string, parMinimum: string | null): StockStatus {
  if (compare(onHand, "0") <= 0) return "out";
  if (parMinimum !== null && compare(onHand, parMinimum) < 0) return "low";
  return "adequate";
}
