import { compare, exact, toDecimal, type Exact } from "./quantity";
import { totalQuantile } from "./forecast/quantile";
import { perUnitLabel, standardUnit, unitLabel } from "./units";

export const WEEKDAY_FULL_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/**
 * When an order placed today arrives, and the delivery after it, in days from today: the first
 * delivery day at least the lead time away, then the next delivery day after that. A supplier
 * without set delivery days delivers any day.
 */
export function deliveryWindow(
  todayWeekday: number,
  deliveryDays: readonly number[],
  leadTimeDays: number,
): { next: number; following: number } {
  const delivers = (offset: number) =>
    deliveryDays.length === 0 || deliveryDays.includes((todayWeekday + offset) % 7);
  let next = leadTimeDays;
  while (!delivers(next)) next += 1;
  let following = next + 1;
  while (!delivers(following)) following += 1;
  return { next, following };
}

/** What a suggestion rests on: the item's forecast, or its par level when history is too short. */
export type SuggestionBasis =
  | {
      kind: "forecast";
      /** Expected use on each day from today, base units. */
      mean: ArrayLike<number>;
      errorSd: number;
      serviceLevel: number;
    }
  | { kind: "par"; parLevel: string | null; historyDays: number };

export interface SuggestionInput {
  basis: SuggestionBasis;
  /** Days from today until the delivery after next: what today's order must cover. */
  coverDays: number;
  /** Weekday (0 = Monday) of the delivery after next, for the explanation. */
  coverWeekday: number;
  onHand: string;
  onOrder: string;
  baseUnit: string;
  /** The supplier's pack and how many base units it holds. */
  packUnit: string;
  packSize: string;
}

export interface Suggestion {
  /** Packs to order, a whole number (0 when there is enough). */
  packs: string;
  /** What those packs hold in base units. */
  baseQuantity: string;
  /** The order-up-to level less what is there and coming, before rounding to packs. */
  need: string;
  expected: string | null;
  safety: string | null;
  explanation: string;
}

/** A quantity as the explanation shows it: at most 2 decimals, "−" for a negative. */
function shown(value: Exact, unit: string): string {
  const text = toDecimal(value.abs(), 2);
  return `${value.compare(0) < 0 ? "\u2212" : ""}${text} ${unitLabel(unit)}`;
}

/** "1 case", "3 cases", "3 kg": packs take a plural, standard units do not. */
function plural(count: string, unit: string): string {
  const label = unitLabel(unit);
  if (standardUnit(unit)) return count === "1" ? perUnitLabel(unit) : label;
  return count === "1" || label.endsWith("s") ? label : `${label}s`;
}

/**
 * A suggested order line that explains itself: the order-up-to level (forecast use until the
 * delivery after next plus safety stock for the service level, or the par level when the
 * history is too short) minus on hand and on order, rounded up to whole packs.
 */
export function suggestOrderLine(input: SuggestionInput): Suggestion {
  const unit = input.baseUnit;
  const onHand = exact(input.onHand);
  const onOrder = exact(input.onOrder);
  const until = `${WEEKDAY_FULL_NAMES[input.coverWeekday % 7]}'s delivery`;
  let target: Exact;
  let start: string;
  let expected: string | null = null;
  let safety: string | null = null;
  if (input.basis.kind === "forecast") {
    const total = totalQuantile(
      input.basis.mean,
      input.basis.errorSd,
      input.coverDays,
      input.basis.serviceLevel,
    );
    // The estimates become exact decimals here; everything after is exact arithmetic.
    const forecast = exact(total.expected.toFixed(3));
    const extra = exact(total.safety.toFixed(3));
    expected = toDecimal(forecast, 3);
    safety = toDecimal(extra, 3);
    target = forecast.add(extra);
    start = `forecast ${shown(forecast, unit)} until ${until} + ${shown(extra, unit)} safety`;
  } else {
    target = exact(input.basis.parLevel ?? "0");
    start =
      input.basis.parLevel === null
        ? `too little history to forecast (${input.basis.historyDays} days) and no par level`
        : `too little history to forecast (${input.basis.historyDays} days): par level ${shown(target, unit)}`;
  }
  const need = target.sub(onHand).sub(onOrder);
  const sums = `${start} \u2212 ${shown(onHand, unit)} on hand \u2212 ${shown(onOrder, unit)} on order = ${shown(need, unit)}`;
  const packSize = exact(input.packSize);
  if (compare(need, "0") <= 0 || compare(packSize, "0") <= 0)
    return {
      packs: "0",
      baseQuantity: "0",
      need: toDecimal(need, 3),
      expected,
      safety,
      explanation: `${sums}: enough until ${until}`,
    };
  const packs = need.div(packSize).ceil();
  const packText = toDecimal(packs, 0);
  const perPack = input.packUnit === unit ? "" : ` of ${shown(packSize, unit)}`;
  return {
    packs: packText,
    baseQuantity: toDecimal(packs.mul(packSize), 3),
    need: toDecimal(need, 3),
    expected,
    safety,
    explanation: `${sums} \u2192 ${packText} ${plural(packText, input.packUnit)}${perPack}`,
  };
}
