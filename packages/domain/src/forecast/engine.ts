import { type ForecastMethod, intermittent, seasonalNaive, seasonalSmoothing } from "./methods";
import { ahead, type DailySeries, type DaysAhead, head, isOpen } from "./weekdays";

export type ForecastMethodName =
  | "seasonal_smoothing"
  | "intermittent"
  | "ensemble"
  | "too_little_history";

/** A holiday or event ahead that moved a day's forecast, and by how much (1.4 = +40%). */
export interface ForecastEffect {
  /** Index of the day ahead (0 = the first day forecast). */
  day: number;
  name: string;
  lift: number;
}

/** Fewer open days of history than this, and a forecast is only a rough mean, and says so. */
export const MIN_HISTORY_DAYS = 28;
/** The backtest: this many weekly origins, each forecasting the week after it. */
const BACKTEST_ORIGINS = 4;
const BACKTEST_HORIZON = 7;

export interface ItemForecast {
  method: ForecastMethodName;
  /** Expected use on each day ahead, in base units (never negative; zero on closed days). */
  mean: Float64Array;
  /** Typical error of one day's forecast, for prediction quantiles and safety stock. */
  errorSd: number;
  /** Open days of history it was fitted on. */
  historyDays: number;
  /** Weighted absolute percentage error of the chosen method over the backtest (0.2 = 20%). */
  wape: number | null;
  /** The same for the seasonal-naive baseline (same weekday last week). */
  baselineWape: number | null;
  /** What was actually used over the backtest's days (weighs this series' errors in a total). */
  backtestUse: number;
  /** The holidays and events ahead that moved the forecast (empty when none did). */
  effects: ForecastEffect[];
}

const CANDIDATES = {
  seasonal_smoothing: seasonalSmoothing,
  intermittent,
} satisfies Record<string, ForecastMethod>;

interface Backtest {
  absolute: number;
  squared: number;
  count: number;
}

/**
 * Rolling-origin backtest: from each of the last few weeks' starts, the method sees only the
 * days before and forecasts the week that followed; its errors there are what it is judged by.
 */
function backtest(
  series: DailySeries,
  method: ForecastMethod,
  origins: number[],
): Backtest & { actual: number } {
  const result = { absolute: 0, squared: 0, count: 0, actual: 0 };
  for (const origin of origins) {
    const days = ahead(series, origin, BACKTEST_HORIZON);
    const { mean } = method(head(series, origin), BACKTEST_HORIZON, days);
    for (let h = 0; h < BACKTEST_HORIZON; h += 1) {
      if (!isOpen(series, origin + h)) continue;
      const actual = series.values[origin + h]!;
      const error = actual - mean[h]!;
      result.absolute += Math.abs(error);
      result.squared += error * error;
      result.count += 1;
      result.actual += actual;
    }
  }
  return result;
}

/**
 * Forecasts an item's daily use at a location for `horizon` days after its history. The method
 * (exponential smoothing with a weekday pattern, or Teunter–Syntetos–Babai for items used on few
 * days) is the one with the smaller squared error over a rolling-origin backtest of the last four
 * weeks. `days` tells which days ahead the location is open (closed ones get zero) and which
 * have a promotion planned.
 * Pure and deterministic: the same history always gives the same forecast.
 */
export function forecastItem(series: DailySeries, horizon: number, days?: DaysAhead): ItemForecast {
  const n = series.values.length;
  let historyDays = 0;
  for (let day = 0; day < n; day += 1) if (isOpen(series, day)) historyDays += 1;

  if (historyDays < MIN_HISTORY_DAYS) {
    const { mean, residualSd } = seasonalSmoothing(series, horizon, days);
    return {
      method: "too_little_history",
      mean,
      errorSd: residualSd,
      historyDays,
      wape: null,
      baselineWape: null,
      backtestUse: 0,
      effects: [],
    };
  }

  const origins: number[] = [];
  for (let k = BACKTEST_ORIGINS; k >= 1; k -= 1) {
    const origin = n - k * BACKTEST_HORIZON;
    if (origin >= 21) origins.push(origin);
  }

  let chosen: keyof typeof CANDIDATES = "seasonal_smoothing";
  let chosenTest: (Backtest & { actual: number }) | null = null;
  for (const name of Object.keys(CANDIDATES) as (keyof typeof CANDIDATES)[]) {
    const test = backtest(series, CANDIDATES[name], origins);
    if (!chosenTest || test.squared < chosenTest.squared) {
      chosen = name;
      chosenTest = test;
    }
  }
  const baseline = backtest(series, seasonalNaive, origins);
  const { mean, residualSd } = CANDIDATES[chosen](series, horizon, days);
  const backtestSd =
    chosenTest && chosenTest.count > 0 ? Math.sqrt(chosenTest.squared / chosenTest.count) : 0;
  return {
    method: chosen,
    mean,
    // The backtest's errors are out of sample, so they are the honest spread; the fit's own
    // residuals stand in when there was no backtest to run.
    errorSd:
      chosenTest && chosenTest.count > 0 ? Math.max(backtestSd, residualSd * 0.5) : residualSd,
    historyDays,
    wape: chosenTest && chosenTest.actual > 0 ? chosenTest.absolute / chosenTest.actual : null,
    baselineWape: baseline.actual > 0 ? baseline.absolute / baseline.actual : null,
    backtestUse: baseline.actual,
    effects: [],
  };
}
