// Catch weights: a case of meat or fish is billed by what it weighed, at a price per pound or
// kilo ("2 CS 38.6 LB @ 8.95/LB"). The weight stands in a column of its own, on a line under the
// item ("CATCH WT: 38.60 LB") or in the description; the arithmetic says which figure is billed.
import { exact, toDecimal } from "../quantity";
import type { InvoiceLine } from "./types";
import { findAmounts } from "./values";

/** Whether quantity × price comes to the amount, to the cent. */
export const addsUp = (quantity: string, unitPrice: string, amount: string) =>
  toDecimal(exact(quantity).mul(exact(unitPrice)), 2) === toDecimal(exact(amount), 2);

/** "@ 8.95/LB", "@ $8.95 / kg": a price per pound or kilo after the weight it prices. */
export const AT_WEIGHT_PRICE = /@\s*[$€£]?\s*(\d+(?:[.,]\d+)?)\s*(?:\/\s*(?:lbs?|#|kgs?)\b)?/i;

/** A weight's unit, and whether the invoice wrote it or it is the usual one assumed. */
export interface Unit {
  unit: string | null;
  sure: boolean;
}

/** The weight unit a heading or a price names: "WT (LB)", "/LB", "#", "kg". */
export function unitNamed(text: string): string | null {
  const unit = /(?:^|[\s(/])(lbs?|#|kgs?|kilos?)\)?\s*$/i.exec(text.trim())?.[1]?.toLowerCase();
  if (!unit) return null;
  return unit.startsWith("k") ? "KG" : "LB";
}

/** "38.6 LB", "38.60#", "17,4 kg", or a figure after a weight's label ("CATCH WT: 38.60"). */
const WEIGHT_IN_TEXT =
  /(?:\b(?:catch\s*wt|catch\s*weight|net\s*wt|weight|wt|poids|gewicht|peso)\b[:.\s]*)?(\d+(?:[.,]\d+)?)\s*(lbs?\b|#|kgs?\b|kilos?\b)?/giu;

interface Weight {
  quantity: string;
  unit: string | null;
  sure: boolean;
}

/** The weights written in a row's text, each with its unit (`fallback` for a label's bare figure). */
export function weightsIn(text: string, decimalComma: boolean, fallback: Unit): Weight[] {
  const found: Weight[] = [];
  for (const match of text.matchAll(WEIGHT_IN_TEXT)) {
    const labelled = match[0].length > match[1]!.length + (match[2]?.length ?? 0) + 1;
    if (!match[2] && !labelled) continue;
    const quantity = findAmounts(match[1]!, decimalComma)[0];
    if (quantity === undefined || exact(quantity).equals(0)) continue;
    found.push(
      match[2]
        ? { quantity, unit: unitNamed(match[2]), sure: true }
        : { quantity, unit: fallback.unit, sure: fallback.sure },
    );
  }
  return found;
}

/**
 * A catch weight: a case of meat is billed by what it weighed, at the price per pound or kilo.
 * When the quantity × the price do not make the amount but a weight written in the row does,
 * that weight is what was billed, in its unit. Null when the quantity adds up or none does.
 */
export function byWeight(
  line: Omit<InvoiceLine, "confidence">,
  weights: Weight[],
): { line: Omit<InvoiceLine, "confidence">; sure: number } | null {
  const { quantity, unitPrice, amount } = line;
  if (unitPrice === null || amount === null || exact(amount).equals(0)) return null;
  if (quantity !== null && addsUp(quantity, unitPrice, amount)) return null;
  const weight = weights.find((w) => addsUp(w.quantity, unitPrice, amount));
  if (!weight) return null;
  // A unit assumed, not written, is for the person to confirm.
  return {
    line: { ...line, quantity: weight.quantity, unit: weight.unit },
    sure: weight.sure && weight.unit !== null ? 1 : 0.8,
  };
}
