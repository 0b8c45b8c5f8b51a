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

/**
 * The Overview donut: the rounded share of items available (adequate or low) and of items out,
 * in whole percent. With no items both are 0.
 */
export function availability(counts: { out: number; low: number; adequate: number }): {
  availablePercent: number;
  unavailablePercent: number;
} {
  const total = counts.out + counts.low + counts.adequate;
  if (total === 0) return { availablePercent: 0, unavailablePercent: 0 };
  // Integers throughout: round(100·a/t) is ⌊(200·a + t) / 2t⌋, halves rounding up.
  const share = (part: number) => Math.floor((200 * part + total) / (2 * total));
  return {
    availablePercent: share(counts.adequate + counts.low),
    unavailablePercent: share(counts.out),
  };
}
