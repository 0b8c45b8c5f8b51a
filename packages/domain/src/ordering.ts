import { compare, exact, toDecimal, type Exact } from "./quantity";
import { totalQuantile } from "./forecast/quantile";
import { unitLabel } from "./units";

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
      /**
       * How alike the days' errors are (ItemForecast.errorCorrelation): widens the safety stock
       * of a total over several days; independence (0) when absent.
       */
      errorCorrelation?: number;
      serviceLevel: number;
      /** Holidays and events that moved the forecast, `day` counted from today (0). */
      effects?: readonly { day: number; name: string; lift: number }[];
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

/** The effect with the largest lift (or drop) on the days covered: "Christmas Day +40%". */
function biggestEffect(
  effects: readonly { day: number; name: string; lift: number }[] | undefined,
  coverDays: number,
): string | null {
  let best: { name: string; percent: number } | null = null;
  for (const effect of effects ?? []) {
    if (effect.day < 0 || effect.day >= coverDays || !Number.isFinite(effect.lift)) continue;
    const percent = Math.round((effect.lift - 1) * 100);
    if (percent !== 0 && (!best || Math.abs(percent) > Math.abs(best.percent)))
      best = { name: effect.name, percent };
  }
  if (!best) return null;
  return `${best.name} ${best.percent > 0 ? "+" : "\u2212"}${Math.abs(best.percent)}%`;
}

/**
 * A suggested order line that explains itself in one sentence: the order-up-to level (forecast
 * use until the delivery after next, naming the holiday or event that moved it most, plus
 * safety stock for the service level; or the par level when the history is too short) minus
 * on hand and on order, rounded up to whole packs:
 * "14-day forecast 86 kg (Christmas Day +40%) + safety 12 kg − on hand 31 kg − on order 20 kg
 * → 47 kg, rounded up to 5 × 10 kg".
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
      input.basis.errorCorrelation,
    );
    // The estimates become exact decimals here; everything after is exact arithmetic.
    const forecast = exact(total.expected.toFixed(3));
    const extra = exact(total.safety.toFixed(3));
    expected = toDecimal(forecast, 3);
    safety = toDecimal(extra, 3);
    target = forecast.add(extra);
    const effect = biggestEffect(input.basis.effects, input.coverDays);
    start = `${input.coverDays}-day forecast ${shown(forecast, unit)}${effect ? ` (${effect})` : ""} + safety ${shown(extra, unit)}`;
  } else {
    target = exact(input.basis.parLevel ?? "0");
    start =
      input.basis.parLevel === null
        ? `Too little history to forecast (${input.basis.historyDays} days) and no par level`
        : `Par level ${shown(target, unit)} (too little history to forecast: ${input.basis.historyDays} days)`;
  }
  const need = target.sub(onHand).sub(onOrder);
  const sums = `${start} \u2212 on hand ${shown(onHand, unit)} \u2212 on order ${shown(onOrder, unit)} \u2192 ${shown(need, unit)}`;
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
  const byWeight = input.packUnit === unit && compare(packSize, "1") === 0;
  const packsShown = byWeight ? shown(packs, unit) : `${packText} \u00d7 ${shown(packSize, unit)}`;
  const whole = compare(need, packs.mul(packSize)) === 0;
  return {
    packs: packText,
    baseQuantity: toDecimal(packs.mul(packSize), 3),
    need: toDecimal(need, 3),
    expected,
    safety,
    explanation: whole
      ? byWeight
        ? sums
        : `${sums}, that is ${packsShown}`
      : `${sums}, rounded up to ${packsShown}`,
  };
}
