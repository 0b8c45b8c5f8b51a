import { MIN_HISTORY_DAYS, type ForecastMethodName } from "./forecast/engine";
import { normalQuantile, totalSpreadFactor } from "./forecast/quantile";
import { exact, toDecimal } from "./quantity";
import { standardUnit, unitLabel } from "./units";

/**
 * How far to trust the forecast behind a suggested order line, in the form that means something
 * for the item (issue 17): a percentage only for items used steadily (most open days); for items
 * used on few days, where one day's forecast is nearly always "wrong" and a daily percentage
 * reads 100%, the spread of use over the days the order covers, in the item's unit; and no
 * figure at all when there is too little history to judge.
 */
export type ForecastError =
  | { kind: "too_little_history"; historyDays: number; note: string }
  | { kind: "percent"; wape: string; note: string }
  | { kind: "units"; within: string; days: number; note: string };

export interface ForecastErrorInput {
  method: ForecastMethodName | null;
  /** Open days of history the forecast was fitted on; null without a forecast. */
  historyDays: number | null;
  /** The backtest's weighted absolute percentage error (0.2 = 20%); null without one. */
  wape: number | null;
  /** The stored spread of one day's error, in base units (what safety stock is sized from). */
  errorSd: number;
  /** How alike the days' errors are (the stored error correlation; 0 when absent). */
  errorCorrelation?: number;
  /** Expected use on each day from today: its open days are the ones counted. */
  mean: ArrayLike<number>;
  /** Days from today until the delivery after next: what the order covers. */
  coverDays: number;
  /** Of the last four weeks' open days, how many there were and how many had any use. */
  openDays: number;
  usedDays: number;
  baseUnit: string;
}

/** Used on at least this share of its open days, an item's use is steady enough for a %. */
export const STEADY_USE_SHARE = 0.8;
/** "Typically" is the central 80% of outcomes, the band the usage chart draws too. */
export const TYPICAL_LEVEL = 0.8;

/** A spread as people read it: whole pieces; whole units from 10, one place from 1, else two. */
function rounded(value: number, unit: string): string {
  const places =
    standardUnit(unit)?.dimension === "count" ? 0 : value >= 10 ? 0 : value >= 1 ? 1 : 2;
  const minimum = places === 0 ? 1 : 10 ** -places;
  const shown = value > 0 ? Math.max(value, minimum) : 0;
  return toDecimal(exact(shown.toFixed(places)), places);
}

/**
 * Says how far to trust a line's forecast. Too little history: fewer than 28 open days, or no
 * backtest to judge by (nothing used in it). Steady use (used on 80% of its open days or more,
 * and not forecast as intermittent): the backtest's percentage error. Otherwise: the central 80% band of use
 * over the open days the order covers, from the daily error spread widened for days whose errors
 * run alike, as the safety stock is sized, in the item's base unit.
 */
export function forecastError(input: ForecastErrorInput): ForecastError {
  const historyDays = input.historyDays ?? 0;
  if (
    input.method === null ||
    input.method === "too_little_history" ||
    historyDays < MIN_HISTORY_DAYS ||
    input.wape === null
  )
    return {
      kind: "too_little_history",
      historyDays,
      note: "too little history to judge its error",
    };
  const steady =
    input.method !== "intermittent" &&
    input.openDays > 0 &&
    input.usedDays >= STEADY_USE_SHARE * input.openDays;
  if (steady) {
    const wape = toDecimal(exact(input.wape.toFixed(4)), 4);
    return {
      kind: "percent",
      wape,
      note: `recent forecast error ${Math.round(input.wape * 100)}%`,
    };
  }
  let open = 0;
  for (let day = 0; day < Math.min(input.coverDays, input.mean.length); day += 1)
    if (input.mean[day]! > 0) open += 1;
  const z = normalQuantile(0.5 + TYPICAL_LEVEL / 2);
  const spread = Math.max(0, input.errorSd) * totalSpreadFactor(open, input.errorCorrelation ?? 0);
  const within = rounded(z * spread, input.baseUnit);
  const days = input.coverDays;
  return {
    kind: "units",
    within,
    days,
    note: `typically within \u00b1${within} ${unitLabel(input.baseUnit)} over the ${days === 1 ? "day" : `${days} days`} it covers`,
  };
}
