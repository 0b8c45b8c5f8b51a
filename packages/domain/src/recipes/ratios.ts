import type Fraction from "fraction.js";
import { exact } from "../quantity";
import { standardUnit } from "../units";

// Exact rationals as bigint pairs, unreduced: costing multiplies and divides thousands of them,
// and one rounding at the end makes reducing them on the way unnecessary. Shared by the
// reference costing (costing.ts) and the compiled book (plan.ts); not part of the package's API.

export interface Ratio {
  n: bigint;
  d: bigint;
}

export const ratio = (value: Fraction): Ratio => ({ n: value.s * value.n, d: value.d });

export const multiply = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });

/** n / d rounded to whole units, halves away from zero (d > 0). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const magnitude = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

/** A whole number of 10^-places units as a decimal string without trailing zeros. */
export function scaledText(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const part = digits.slice(digits.length - places).replace(/0+$/, "");
  const text = part ? `${whole}.${part}` : whole;
  return negative && text !== "0" ? `-${text}` : text;
}

export const ratioText = (value: Ratio, places = 6): string =>
  scaledText(roundDiv(value.n * 10n ** BigInt(places), value.d), places);

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
/** A plain non-negative decimal string as a ratio, without going through a Fraction. */
export function decimalRatio(text: string): Ratio {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return ratio(exact(text));
  const part = match[2] ?? "";
  return { n: BigInt(match[1]! + part), d: 10n ** BigInt(part.length) };
}

const standardFactors = new Map<string, Ratio | null>();
/** How many `to` in one `from` when both are standard units of one dimension, else null. */
export function standardFactor(from: string, to: string): Ratio | null {
  const key = `${from}>${to}`;
  let known = standardFactors.get(key);
  if (known === undefined) {
    const source = standardUnit(from);
    const target = standardUnit(to);
    known =
      source && target && source.dimension === target.dimension
        ? ratio(exact(source.factor).div(exact(target.factor)))
        : null;
    standardFactors.set(key, known);
  }
  return known;
}
