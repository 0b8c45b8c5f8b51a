import { toDecimal, toFixedDecimal } from "./quantity";

/**
 * Figures as people read them, the same on the screens and on printed pages (the recipe card).
 * Each figure is rounded once, exactly, from its decimal string (halves away from zero, as
 * `toDecimal` rounds); Intl only groups the digits, so no binary float ever decides a cent.
 */

const usd = (places: { min: number; max: number }) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: places.min,
    maximumFractionDigits: places.max,
  });
const inCents = usd({ min: 2, max: 2 });
const inDollars = usd({ min: 0, max: 0 });
const perUnit = usd({ min: 2, max: 4 });

/**
 * An amount of money (a batch, a portion, a plate, a price, a margin) in cents: "$4.49" for
 * 4.4861, "$0.20" for 0.195; whole dollars with `cents: false` ("$2,988").
 */
export function dollars(amount: string, options: { cents?: boolean } = {}): string {
  const cents = options.cents ?? true;
  const rounded = toFixedDecimal(amount, cents ? 2 : 0);
  return (cents ? inCents : inDollars).format(rounded as Intl.StringNumericLiteral);
}

/**
 * A cost per unit ("$2.6044" a kg, "$0.0125" a g): cents, and the hundredths of a cent it has,
 * since a gram of saffron or a millilitre of oil costs less than a cent. Only for figures read
 * "per" a unit.
 */
export function unitDollars(amount: string): string {
  return perUnit.format(toDecimal(amount, 4) as Intl.StringNumericLiteral);
}

const tenths = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** How many portions, as a cook says it: "16" when whole, else to a tenth ("16.7", not "16.67"). */
export function portionCount(count: string): string {
  return tenths.format(toDecimal(count, 1) as Intl.StringNumericLiteral);
}

/** "1 portion", "16 portions", "16.7 portions". */
export function portionsText(count: string): string {
  const shown = portionCount(count);
  return `${shown} ${shown === "1" ? "portion" : "portions"}`;
}
