import { type CalendarFactors, type CalendarFit, calendarFactors, fitCalendar } from "./calendar";
import { fitPooled, pooledForecast } from "./pooled";
import {
  type ErrorCorrelation,
  pooledCorrelation,
  referenceCorrelation,
  shrunkCorrelation,
} from "./total-spread";
import { blendForecast, blendWeights, scoreBlend } from "./blend";
import { seasonalSmoothing } from "./smoothing";
import { ahead, type DailySeries, type DaysAhead } from "./weekdays";
import {
  CANDIDATES,
  type Candidate,
  type CandidateName,
  type Context,
  type ForecastEffect,
  LOOK_BACK,
  type PooledModels,
} from "./candidates";
import {
  backtest,
  changeScale,
  empiricalInterval,
  judging,
  MIN_HISTORY_DAYS,
  normalInterval,
} from "./backtest";

export type { CandidateName, ForecastEffect, PooledModels } from "./candidates";
export { lossOf, MIN_HISTORY_DAYS } from "./backtest";

export type ForecastMethodName =
  "seasonal_smoothing" | "intermittent" | "ensemble" | "too_little_history";

export interface ItemForecast {
  method: ForecastMethodName;
  /** Expected use on each day ahead, in base units (never negative; zero on closed days). */
  mean: Float64Array;
  /** Typical error of one day's forecast, for prediction quantiles and safety stock. */
  errorSd: number;
  /**
   * How alike the errors of the days ahead are (0 independent … 0.75), over the days the
   * forecast is judged on: a total over several days spreads wider than `errorSd` × √days by
   * √(1 + (days − 1) × this). See `referenceCorrelation`.
   */
  errorCorrelation: number;
  /** Open days of history it was fitted on. */
  historyDays: number;
  /** Weighted absolute percentage error over the backtest (0.2 = 20%). */
  wape: number | null;
  /** The same for the seasonal-naive baseline (same weekday last week). */
  baselineWape: number | null;
  /** What was actually used over the backtest's days (weighs this series' errors in a total). */
  backtestUse: number;
  /** Mean absolute error of one day's forecast over the backtest, in base units; null without. */
  dailyError: number | null;
  /**
   * Half-widths of the 80% and 95% prediction intervals of one day: the 80th and 95th
   * percentiles of the backtest's absolute errors, which are as heavy-tailed as the item's use
   * (a normal spread of errorSd stands in without a backtest).
   */
  interval: { p80: number; p95: number };
  /** The methods blended and their weights (summing to 1). */
  blend: { name: CandidateName; weight: number }[];
  /** The holidays and events ahead that moved the forecast (empty when none did). */
  effects: ForecastEffect[];
}

/**
 * The service level a forecast is judged at when none is given: the one suggested orders set
 * their safety stock for by default.
 */
const SERVICE_LEVEL = 0.95;

/** Whether the series has anything for the calendar to learn from or apply. */
function hasCalendar(series: DailySeries, days: DaysAhead | undefined): boolean {
  return Boolean(
    series.firstDate || series.events || series.promoted || series.price || days?.events,
  );
}

/**
 * Forecasts an item's daily use at a location for `horizon` days after its history.
 *
 * Candidates: damped-trend exponential smoothing with a weekday pattern, Teunter–Syntetos–Babai
 * for items used on few days, the same weekday's mean over 8 weeks and seasonal naive, each on
 * the series with its holidays, events and price divided out (calendar.ts); with a yearly
 * pattern, smoothing and the weekday mean with that divided out too; and, given a group's
 * `pooled` models (forecastGroup), the group's regression (pooled.ts). Each is backtested from four origins
 * a week apart over the horizon asked for (7 to 28 days: what an order covers) and scored by
 * the buyer's loss (`lossOf`: scaled error on the mean plus scaled pinball loss at the service
 * level); the best three are blended, each weighted by the inverse square of that loss. The blend's own errors
 * over the backtest give the daily spread for prediction quantiles and safety stock; how alike the
 * days' errors run, which widens the spread of a total over several days, comes from a year of a
 * plain forecaster's errors (`referenceCorrelation`).
 *
 * `days` tells which days ahead the location is open (closed ones get zero) and which have a
 * promotion or event planned. Pure and deterministic: the same history gives the same forecast.
 */
export function forecastItem(
  series: DailySeries,
  horizon: number,
  days?: DaysAhead,
  options: {
    /** The group's pooled models (forecastGroup). */
    pooled?: PooledModels | undefined;
    /**
     * Days ahead the forecast will be used over (the supplier's lead time and order cycle), to
     * judge the methods on; the horizon when absent. Kept within 7 to 28.
     */
    judgedOver?: number | undefined;
    /** The service level the methods' pinball loss is judged at (0.95 when absent). */
    serviceLevel?: number | undefined;
    /**
     * The series' error correlation over the judged days when already measured (forecastGroup
     * does, to pool it), and the prior to draw it towards (the group's; independence when absent).
     */
    correlation?: { own: ErrorCorrelation; prior: number } | undefined;
  } = {},
): ItemForecast {
  const { pooled } = options;
  const n = series.values.length;
  let historyDays = 0;
  const open = series.open;
  for (let day = 0; day < n; day += 1) if (!open || open[day] !== false) historyDays += 1;
  const { span, origins } = judging(n, options.judgedOver ?? horizon);
  const errorCorrelation = shrunkCorrelation(
    options.correlation?.own ?? referenceCorrelation(series, span),
    options.correlation?.prior,
  );

  if (historyDays < MIN_HISTORY_DAYS) {
    return newItemForecast(series, horizon, days, pooled, errorCorrelation, historyDays);
  }

  const context = candidateContext(series, days, origins, pooled);
  const names = candidateNames(context, pooled);
  // The smoothing candidates' real forecasts first: they choose the constants the backtests
  // reuse. The others' only if the blend takes them.
  const finals = new Map<CandidateName, ReturnType<Candidate>>();
  const final = (name: CandidateName) => {
    let result = finals.get(name);
    if (!result) {
      result = CANDIDATES[name](context, n, horizon, days);
      finals.set(name, result);
    }
    return result;
  };
  for (const name of names) if (name.endsWith("smoothing")) final(name);
  const aheads = origins.map((origin) => ahead(series, origin, span));
  const judge = {
    scale: changeScale(series, (origins[0] ?? n) - LOOK_BACK, origins[0] ?? n),
    level: options.serviceLevel ?? SERVICE_LEVEL,
  };
  const tests = names.map((name) => backtest(context, name, origins, aheads, span, judge));
  const blend = blendWeights(tests, origins);

  // The blend's own backtest: its errors, what was used, and the baseline's beside it.
  const { absolute, squared, count, actualUse, baselineAbsolute, errors } = scoreBlend(
    series,
    blend,
    origins,
    aheads,
    span,
  );
  const { mean, residual, effects } = blendForecast(blend, final, horizon);
  const backtestSd = count > 0 ? Math.sqrt(squared / count) : 0;
  const single = blend.length === 1 ? blend[0]!.test.name : null;
  return {
    method:
      single === "smoothing"
        ? "seasonal_smoothing"
        : single === "intermittent"
          ? "intermittent"
          : "ensemble",
    mean,
    // The backtest's errors are out of sample, so they are the honest spread; the fit's own
    // residuals stand in when there was no backtest to run.
    errorSd: count > 0 ? Math.max(backtestSd, residual * 0.5) : residual,
    errorCorrelation,
    historyDays,
    wape: actualUse > 0 ? absolute / actualUse : null,
    baselineWape: actualUse > 0 ? baselineAbsolute / actualUse : null,
    backtestUse: actualUse,
    dailyError: count > 0 ? absolute / count : null,
    interval:
      count >= 20
        ? empiricalInterval(errors.subarray(0, count))
        : normalInterval(backtestSd || residual),
    blend: blend.map(({ test, weight }) => ({ name: test.name, weight })),
    effects,
  };
}

/** The candidates worth running: the yearly ones only where there is a yearly pattern to take. */
function candidateNames(context: Context, pooled: PooledModels | undefined): CandidateName[] {
  return (Object.keys(CANDIDATES) as CandidateName[]).filter((name) =>
    name.startsWith("calendar_")
      ? context.finalCalendar?.fit.yearly
      : name === "pooled"
        ? pooled?.backtest && pooled.final
        : true,
  );
}

/**
 * The forecast of an item with too little history to backtest: the group's model where it
 * knows the item's level (a week of use), which brings the shape its category shows; otherwise
 * a rough smoothing of what there is.
 */
function newItemForecast(
  series: DailySeries,
  horizon: number,
  days: DaysAhead | undefined,
  pooled: PooledModels | undefined,
  errorCorrelation: number,
  historyDays: number,
): ItemForecast {
  const n = series.values.length;
  const borrowed = pooled?.final ? pooledForecast(pooled.final, series, n, horizon, days) : null;
  const { mean, residualSd } = borrowed
    ? { mean: borrowed, residualSd: seasonalSmoothing(series, horizon, days).residualSd }
    : seasonalSmoothing(series, horizon, days);
  return {
    method: "too_little_history",
    mean,
    errorSd: residualSd,
    errorCorrelation,
    historyDays,
    wape: null,
    baselineWape: null,
    backtestUse: 0,
    dailyError: null,
    interval: normalInterval(residualSd),
    blend: [{ name: borrowed ? "pooled" : "smoothing", weight: 1 }],
    effects: [],
  };
}

/**
 * What an item's candidates share: the calendar learnt on all the history, and before the
 * first origin for the backtest (its events' lifts must not have seen the days they are judged
 * on), with their factors only as far back as the methods look.
 */
function candidateContext(
  series: DailySeries,
  days: DaysAhead | undefined,
  origins: number[],
  pooled: PooledModels | undefined,
): Context {
  const n = series.values.length;
  const calendar = hasCalendar(series, days);
  const from = (origins[0] ?? n) - LOOK_BACK;
  const learn = (upTo: number, whole?: { fit: CalendarFit; factors: CalendarFactors }) => {
    const fit = fitCalendar(series, upTo, whole?.fit);
    // The backtest's fit has the whole history's yearly pattern: its factors are the same.
    return { fit, factors: calendarFactors(series, fit, from, whole) };
  };
  const finalCalendar = calendar ? learn(n) : null;
  const backtestCalendar =
    finalCalendar && origins.length > 0 ? learn(origins[0]!, finalCalendar) : null;
  return {
    series,
    backtestCalendar,
    finalCalendar,
    constants: {},
    plain: new Map(),
    pooled: pooled ?? null,
    ahead: null,
  };
}

/**
 * Forecasts a group of series that share a shape (the items of one category at one location,
 * or every key of a file): the group's pooled model (pooled.ts) is fitted twice, on the days
 * before each series' backtest and on all of them, and joins each series' candidates.
 */
export function forecastGroup(
  group: readonly {
    series: DailySeries;
    days?: DaysAhead | undefined;
    judgedOver?: number | undefined;
  }[],
  horizon: number,
): ItemForecast[] {
  const list = group.map((member) => member.series);
  const pooled: PooledModels | undefined =
    list.length > 1
      ? {
          backtest: fitPooled(list, (series, index) => {
            const over = group[index]!.judgedOver ?? horizon;
            const { origins } = judging(series.values.length, over);
            return origins[0] ?? series.values.length;
          }),
          final: fitPooled(list, (series) => series.values.length),
        }
      : undefined;
  // Each series' error correlation, drawn towards the group's where its own history is short.
  const correlations = group.map((member) =>
    referenceCorrelation(
      member.series,
      judging(member.series.values.length, member.judgedOver ?? horizon).span,
    ),
  );
  const prior = group.length > 1 ? pooledCorrelation(correlations) : 0;
  return group.map((member, index) =>
    forecastItem(member.series, horizon, member.days, {
      pooled,
      judgedOver: member.judgedOver,
      correlation: { own: correlations[index]!, prior },
    }),
  );
}
