import Fraction from "fraction.js";

/**
 * Exact numbers for stock and money. Quantities and amounts travel as decimal strings; inside,
 * arithmetic is on fractions of big integers, so nothing is ever rounded by accident (a third of
 * a case stays a third until it is written down). Only `toDecimal` rounds, once, at the end.
 */
export type Exact = Fraction;

/** How many decimal places a quantity in an item's base unit keeps (1 mg of a kg item). */
export const QUANTITY_SCALE = 6;
/** How many decimal places a unit cost keeps (a cost per gram of saffron). */
export const UNIT_COST_SCALE = 6;
/** Money totals: cents. */
export const MONEY_SCALE = 2;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Whether `text` is a plain decimal number such as "12", "-0.5" or "2.50". */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** A decimal string (or a whole number) as an exact fraction. Throws on anything else. */
export function exact(value: string | number | bigint | Fraction): Fraction {
  if (value instanceof Fraction) return value;
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
    return new Fraction(BigInt(value));
  }
  if (typeof value === "bigint") return new Fraction(value);
  const text = value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal number: "${value}"`);
  return new Fraction(text);
}

/**
 * Rounds to `scale` decimal places, halves away from zero (as a person rounds 2.5 kg and
 * −2.5 kg), and writes the result as a plain decimal string without trailing zeros: "2.5", "-3",
 * "0.333333".
 */
export function toDecimal(value: Fraction | string, scale: number = QUANTITY_SCALE): string {
  // A decimal string is rounded on its digits: a sales file's hundred thousand amounts are
  // written out without a fraction each (the same text as through the fraction below).
  const digits = typeof value === "string" ? decimalDigits(value) : null;
  if (digits) return roundDigits(digits, scale);
  const fraction = exact(value);
  const negative = fraction.s < 0n && fraction.n !== 0n;
  const magnitude = fraction.abs().round(scale);
  const text = decimalText(magnitude, scale);
  return negative && text !== "0" ? `-${text}` : text;
}

/** Like {@link toDecimal} but always with `scale` places: "2.50". */
export function toFixedDecimal(value: Fraction | string, scale: number): string {
  const text = toDecimal(value, scale);
  if (scale === 0) return text;
  const [whole, part = ""] = text.split(".");
  return `${whole}.${part.padEnd(scale, "0")}`;
}

function decimalText(nonNegative: Fraction, scale: number): string {
  // After rounding to `scale` places the denominator divides 10^scale: write it out exactly.
  return scaledText((nonNegative.n * 10n ** BigInt(scale)) / nonNegative.d, scale);
}

/** A whole number of 10^-scale as a decimal without trailing zeros: 250n, 2 → "2.5". */
function scaledText(scaled: bigint, scale: number): string {
  const unit = 10n ** BigInt(scale);
  const part = (scaled % unit).toString().padStart(scale, "0").replace(/0+$/, "");
  return part ? `${scaled / unit}.${part}` : (scaled / unit).toString();
}

/** The sum of decimal strings, exactly. */
export function sum(values: Iterable<string | Fraction>): Fraction {
  // Decimal strings are added as whole numbers of their smallest place, a fraction only at the
  // end: adding fractions one by one reduces each partial sum, three to five times the work.
  let units = 0n;
  let places = 0;
  let rest: Fraction | null = null;
  for (const value of values) {
    const digits = typeof value === "string" ? decimalDigits(value) : null;
    if (!digits) {
      rest = (rest ?? new Fraction(0)).add(exact(value));
      continue;
    }
    let addend = BigInt(digits.whole + digits.part);
    if (digits.negative) addend = -addend;
    if (digits.part.length > places) {
      units *= 10n ** BigInt(digits.part.length - places);
      places = digits.part.length;
    } else addend *= 10n ** BigInt(places - digits.part.length);
    units += addend;
  }
  const total = new Fraction(units, 10n ** BigInt(places));
  return rest ? total.add(rest) : total;
}

/** A plain decimal's sign and digits ("-012.50": negative, "012", "50"), or null. */
function decimalDigits(text: string): { negative: boolean; whole: string; part: string } | null {
  const match = DECIMAL_PARTS.exec(text.trim());
  if (!match) return null;
  return { negative: match[1] === "-", whole: match[2] || "0", part: match[3] ?? "" };
}
const DECIMAL_PARTS = /^([+-]?)(?=\.?\d)(\d*)(?:\.(\d*))?$/;

/** {@link toDecimal} of a decimal's digits: rounded half away from zero on the digit after. */
function roundDigits(digits: { negative: boolean; whole: string; part: string }, scale: number) {
  if (digits.part.length <= scale) {
    // Nothing to round: the digits without the zeros that say nothing.
    const whole = digits.whole.replace(/^0+(?=\d)/, "");
    const part = digits.part.replace(/0+$/, "");
    const text = part ? `${whole}.${part}` : whole;
    return digits.negative && text !== "0" ? `-${text}` : text;
  }
  let units = BigInt(digits.whole + digits.part.slice(0, scale));
  if (digits.part[scale]! >= "5") units += 1n;
  const text = scaledText(units, scale);
  return digits.negative && text !== "0" ? `-${text}` : text;
}

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compare(a: string | Fraction, b: string | Fraction): -1 | 0 | 1 {
  const difference = exact(a).compare(exact(b));
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

const MIXED = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
const SIMPLE = /^(\d+)\s*\/\s*(\d+)$/;

/**
 * Reads a quantity as a cook types it: "2.5", "12", "1/2", "1 1/2", or with a decimal comma
 * ("2,5"). Returns null when it is not a number (the caller says so in words).
 */
export function parseQuantity(input: string): Fraction | null {
  const text = input.trim().replace(/^\+/, "");
  if (text === "") return null;
  const mixed = MIXED.exec(text);
  if (mixed) {
    const [, whole, top, bottom] = mixed;
    if (BigInt(bottom!) === 0n) return null;
    return new Fraction(BigInt(whole!)).add(new Fraction(BigInt(top!), BigInt(bottom!)));
  }
  const simple = SIMPLE.exec(text);
  if (simple) {
    const [, top, bottom] = simple;
    if (BigInt(bottom!) === 0n) return null;
    return new Fraction(BigInt(top!), BigInt(bottom!));
  }
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  // One comma and no dot is a decimal comma ("2,5"); commas between thousands are not.
  const normalised =
    /^\d+,\d+$/.test(digits) && !/^\d{1,3}(,\d{3})+$/.test(digits)
      ? digits.replace(",", ".")
      : digits.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!DECIMAL.test(normalised) || normalised.startsWith("-")) return null;
  const value = new Fraction(normalised);
  return negative ? value.neg() : value;
}
