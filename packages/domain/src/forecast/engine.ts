import {
  type CalendarFactors,
  type CalendarFit,
  calendarFactors,
  factorsAhead,
  fitCalendar,
  guestsAhead,
} from "./calendar";
import { fitPooled, type PooledModel, pooledForecast } from "./pooled";
import {
  type ErrorCorrelation,
  pooledCorrelation,
  referenceCorrelation,
  shrunkCorrelation,
} from "./total-spread";
import {
  intermittent,
  type MethodForecast,
  seasonalNaive,
  seasonalSmoothing,
  type SmoothingConstants,
  weekdayMean,
} from "./methods";
import { ahead, type DailySeries, type DaysAhead, isOpen, partOf, tail, window } from "./weekdays";

export type ForecastMethodName =
  "seasonal_smoothing" | "intermittent" | "ensemble" | "too_little_history";

/** A holiday or event ahead that moved a day's forecast, and by how much (1.4 = +40%). */
export interface ForecastEffect {
  /** Index of the day ahead (0 = the first day forecast). */
  day: number;
  name: string;
  lift: number;
}

/** Fewer open days of history than this, and a forecast is only a rough mean, and says so. */
export const MIN_HISTORY_DAYS = 28;
/** The backtest: this many origins a week apart, each forecasting the horizon after it. */
const BACKTEST_ORIGINS = 4;
/** The horizon judged: the one asked for, within these bounds (a buyer orders 1 to 4 weeks ahead). */
const MIN_BACKTEST_HORIZON = 7;
const MAX_BACKTEST_HORIZON = 28;
/** At most this many candidates are blended: the best by backtest. */
const BLEND = 3;
/** Smoothing and the other methods look back no further than this (the calendar looks back further). */
const LOOK_BACK = 126;

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

export type CandidateName =
  | "smoothing"
  | "intermittent"
  | "weekday_mean"
  | "seasonal_naive"
  | "calendar_smoothing"
  | "calendar_weekday_mean"
  | "pooled";

/** A group's models (fitForecastGroup): before the backtest's first origin, and on everything. */
export interface PooledModels {
  backtest: PooledModel | null;
  final: PooledModel | null;
}

/** What one forecast's candidates share: the calendar, learnt once, and the smoothing constants. */
interface Context {
  series: DailySeries;
  /** The calendar learnt from the history before the first backtest origin, and from all of it. */
  backtestCalendar: { fit: CalendarFit; factors: CalendarFactors } | null;
  finalCalendar: { fit: CalendarFit; factors: CalendarFactors } | null;
  /** Smoothing constants chosen on the whole history, reused at the backtest's origins. */
  constants: Partial<Record<CandidateName, SmoothingConstants>>;
  /** The series before each origin with the calendar divided out, with and without the year. */
  plain: Map<number, DailySeries>;
  pooled: PooledModels | null;
  /** The calendar of the days ahead of the real forecast, worked out once for all candidates. */
  ahead: ReturnType<typeof factorsAhead> | null;
}

/**
 * A candidate forecasts `horizon` days from `origin` (the series' length for the real forecast,
 * earlier for a backtest), seeing only the days before it.
 */
type Candidate = (
  context: Context,
  origin: number,
  horizon: number,
  days: DaysAhead | undefined,
) => MethodForecast & { effects?: ForecastEffect[] };

/** The days before `origin`, no further back than `length`. */
const before = (series: DailySeries, origin: number, length: number) =>
  window(series, Math.max(0, origin - length), origin);

/**
 * withoutCalendar(window(series, from, to), …) without the window's own copies (its events,
 * its date): the days `from` to `to` with the calendar's factors (and the year's) divided out.
 */
function withoutCalendarBetween(
  series: DailySeries,
  from: number,
  to: number,
  factors: CalendarFactors,
  yearly: boolean,
): DailySeries {
  const whole = from <= 0 && to >= series.values.length;
  const source = series.values;
  const events = factors.events;
  const year = factors.yearly;
  const values = new Float64Array(to - from);
  for (let t = 0; t < to - from; t += 1)
    values[t] = source[from + t]! / events[from + t]! / (yearly ? year[from + t]! : 1);
  return {
    values,
    firstWeekday: whole ? series.firstWeekday : (series.firstWeekday + from) % 7,
    open: whole ? series.open : partOf(series.open, from, to),
  };
}

/**
 * A method run on the series with its calendar divided out, its forecast multiplied back by the
 * calendar of the days ahead. Every method gets the events' layer (holidays, seasons, planned
 * events, price): a backtest's weeks rarely hold a holiday, so the blend's weights could not
 * tell whether to believe it. Methods marked `yearly` also get the yearly pattern. A backtest
 * uses the calendar learnt before its first origin, so it never sees the days it is judged on.
 */
function onCalendar(
  method: (
    context: Context,
    plain: DailySeries,
    origin: number,
    horizon: number,
    days: DaysAhead | undefined,
  ) => MethodForecast,
  yearly: boolean,
): Candidate {
  return (context, origin, horizon, days) => {
    const { series } = context;
    const final = origin >= series.values.length;
    const calendar = final ? context.finalCalendar : context.backtestCalendar;
    if (!calendar) {
      const plain = before(series, origin, LOOK_BACK);
      return method(context, plain, origin, horizon, days);
    }
    const from = Math.max(0, origin - LOOK_BACK);
    const { factors } = calendar;
    // Shared by the candidates that start from this origin (the key: origin, and the year's bit).
    const key = origin * 2 + (yearly ? 1 : 0);
    let plain = context.plain.get(key);
    if (!plain) {
      plain = withoutCalendarBetween(series, from, origin, factors, yearly);
      context.plain.set(key, plain);
    }
    const result = method(context, plain, origin, horizon, { open: days?.open });
    const mean = result.mean;
    const ahead = final
      ? (context.ahead ??= factorsAhead(series, calendar.fit, horizon, days))
      : {
          events: factors.events.subarray(origin, origin + horizon),
          yearly: factors.yearly.subarray(origin, origin + horizon),
          effects: [],
        };
    for (let h = 0; h < horizon; h += 1) {
      if (days?.open?.[h] === false) continue;
      const guests = guestsAhead(
        calendar.fit,
        final ? days?.events?.[h] : series.events?.[origin + h],
      );
      mean[h] = mean[h]! * ahead.events[h]! * (yearly ? ahead.yearly[h]! : 1) + guests;
    }
    return {
      mean,
      residualSd: result.residualSd,
      constants: result.constants,
      effects: ahead.effects,
    };
  };
}

const smoothing =
  (name: CandidateName) =>
  (
    context: Context,
    plain: DailySeries,
    origin: number,
    horizon: number,
    days: DaysAhead | undefined,
  ) => {
    const fixed = origin < context.series.values.length ? context.constants[name] : undefined;
    const result = seasonalSmoothing(plain, horizon, days, fixed);
    if (!fixed) context.constants[name] = result.constants;
    return result;
  };

const CANDIDATES: Record<CandidateName, Candidate> = {
  smoothing: onCalendar(smoothing("smoothing"), false),
  intermittent: onCalendar(
    (_context, plain, _origin, horizon, days) => intermittent(plain, horizon, days),
    false,
  ),
  weekday_mean: onCalendar(
    (_context, plain, _origin, horizon, days) => weekdayMean(tail(plain, 63), horizon, 8, days),
    false,
  ),
  seasonal_naive: onCalendar(
    (_context, plain, _origin, horizon, days) => seasonalNaive(tail(plain, 14), horizon, days),
    false,
  ),
  calendar_smoothing: onCalendar(smoothing("calendar_smoothing"), true),
  calendar_weekday_mean: onCalendar(
    (_context, plain, _origin, horizon, days) => weekdayMean(tail(plain, 63), horizon, 8, days),
    true,
  ),
  pooled: (context, origin, horizon, days) => {
    const final = origin >= context.series.values.length;
    const model = final ? context.pooled?.final : context.pooled?.backtest;
    const mean = model ? pooledForecast(model, context.series, origin, horizon, days) : null;
    return { mean: mean ?? new Float64Array(horizon), residualSd: 0 };
  },
};

interface Backtest {
  name: CandidateName;
  squared: number;
  /** What the buyer's loss makes of it (lower is better): see `lossOf`. */
  loss: number;
  /** Each origin's forecast of the days after it. */
  forecasts: Float64Array[];
}

/**
 * The service level a forecast is judged at when none is given: the one suggested orders set
 * their safety stock for by default.
 */
const SERVICE_LEVEL = 0.95;

/** The `level` quantile of `values` (linear between order statistics); sorts them. */
function quantileOf(values: Float64Array, level: number, sorted = false): number {
  if (!sorted) values.sort();
  const position = level * (values.length - 1);
  const low = Math.floor(position);
  const high = Math.min(values.length - 1, low + 1);
  return values[low]! + (position - low) * (values[high]! - values[low]!);
}

/**
 * The loss a buyer pays for a candidate's backtest errors (actual − forecast), scaled by the
 * series' own day-to-day change so that series of any size weigh alike: its error on the mean
 * (root mean squared error over the mean squared change, as M5 scores) plus its pinball loss at
 * the service level that sets safety stock (over the mean absolute change), the candidate's
 * quantile taken as its forecast plus the `level` quantile of its own errors. A method whose
 * errors are wide or lopsided costs more stock to cover than its mean error alone says.
 */
export function lossOf(
  errors: Float64Array,
  scale: { squared: number; absolute: number },
  level: number,
) {
  if (errors.length === 0) return 0;
  let squared = 0;
  for (const error of errors) squared += error * error;
  const shift = quantileOf(errors, level);
  let pinball = 0;
  for (const error of errors)
    pinball += error >= shift ? level * (error - shift) : (1 - level) * (shift - error);
  return (
    Math.sqrt(squared / errors.length / scale.squared) + pinball / errors.length / scale.absolute
  );
}

/** The series' mean squared and mean absolute change from one open day to the next. */
function changeScale(series: DailySeries, from: number, to: number) {
  let squared = 0;
  let absolute = 0;
  let count = 0;
  let previous: number | null = null;
  for (let day = Math.max(0, from); day < to; day += 1) {
    if (!isOpen(series, day)) continue;
    const value = series.values[day]!;
    if (previous !== null) {
      squared += (value - previous) ** 2;
      absolute += Math.abs(value - previous);
      count += 1;
    }
    previous = value;
  }
  return count > 0 && absolute > 0
    ? { squared: squared / count, absolute: absolute / count }
    : { squared: 1, absolute: 1 };
}

/** The horizon a forecast for `horizon` days is judged on, and the backtest's origins for it. */
function judging(n: number, horizon: number): { span: number; origins: number[] } {
  const span = Math.min(MAX_BACKTEST_HORIZON, Math.max(MIN_BACKTEST_HORIZON, horizon));
  const origins = originsOf(n, span);
  if (origins.length > 0) return { span, origins };
  return { span: MIN_BACKTEST_HORIZON, origins: originsOf(n, MIN_BACKTEST_HORIZON) };
}

/** The backtest's origins: a week apart, the last one `horizon` days before the end. */
function originsOf(n: number, horizon: number): number[] {
  const origins: number[] = [];
  for (let k = BACKTEST_ORIGINS; k >= 1; k -= 1) {
    const origin = n - horizon - (k - 1) * 7;
    if (origin >= MIN_HISTORY_DAYS) origins.push(origin);
  }
  return origins;
}

/** backtest's errors, reused. */
let errorScratch = new Float64Array(0);

function backtest(
  context: Context,
  name: CandidateName,
  origins: number[],
  aheads: DaysAhead[],
  horizon: number,
  judge: { scale: { squared: number; absolute: number }; level: number },
): Backtest {
  const { series } = context;
  const forecasts: Float64Array[] = [];
  // Scratch reused from backtest to backtest: lossOf reads (and sorts) it, nothing keeps it.
  if (errorScratch.length < origins.length * horizon)
    errorScratch = new Float64Array(origins.length * horizon);
  const errors = errorScratch;
  const values = series.values;
  const open = series.open;
  let counted = 0;
  let squared = 0;
  for (let o = 0; o < origins.length; o += 1) {
    const origin = origins[o]!;
    const { mean } = CANDIDATES[name](context, origin, horizon, aheads[o]);
    forecasts.push(mean);
    for (let h = 0; h < horizon; h += 1) {
      if (open && open[origin + h] === false) continue;
      const error = values[origin + h]! - mean[h]!;
      errors[counted++] = error;
      squared += error * error;
    }
  }
  const loss = lossOf(errors.subarray(0, counted), judge.scale, judge.level);
  return { name, squared, loss, forecasts };
}

const Z80 = 1.2816;
const Z95 = 1.96;
const normalInterval = (sd: number) => ({ p80: Z80 * sd, p95: Z95 * sd });

/**
 * The backtest's errors understate the errors ahead a little: the blend was chosen on them, and
 * a high percentile of 28 to 112 errors falls short of the true one. Widened by these factors,
 * the intervals held 79–80% and 94–95% of the days ahead on real daily demand at 7 to 28 days
 * (bench:forecast-real, where the factors were set: 1.0 gave 76% and 92%).
 */
const WIDEN_80 = 1.1;
const WIDEN_95 = 1.16;

/** The 80th and 95th percentiles of absolute errors (linear between order statistics). */
function empiricalInterval(errors: Float64Array): { p80: number; p95: number } {
  const p80 = quantileOf(errors, 0.8) * WIDEN_80;
  // Sorted by the first.
  return { p80, p95: quantileOf(errors, 0.95, true) * WIDEN_95 };
}

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
    // A new item: the group's model where it knows the item's level (a week of use), which
    // brings the shape its category shows; otherwise a rough smoothing of what there is.
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

  const calendar = hasCalendar(series, days);
  // The calendar learnt on all the history, and before the first origin for the backtest (its
  // events' lifts must not have seen the days they are judged on). Their factors only as far
  // back as the methods look.
  const from = (origins[0] ?? n) - LOOK_BACK;
  const learn = (upTo: number, whole?: { fit: CalendarFit; factors: CalendarFactors }) => {
    const fit = fitCalendar(series, upTo, whole?.fit);
    // The backtest's fit has the whole history's yearly pattern: its factors are the same.
    return { fit, factors: calendarFactors(series, fit, from, whole) };
  };
  const finalCalendar = calendar ? learn(n) : null;
  const backtestCalendar =
    finalCalendar && origins.length > 0 ? learn(origins[0]!, finalCalendar) : null;
  const context: Context = {
    series,
    backtestCalendar,
    finalCalendar,
    constants: {},
    plain: new Map(),
    pooled: pooled ?? null,
    ahead: null,
  };
  // The yearly candidates only where there is a yearly pattern to take.
  const names = (Object.keys(CANDIDATES) as CandidateName[]).filter((name) =>
    name.startsWith("calendar_")
      ? context.finalCalendar?.fit.yearly
      : name === "pooled"
        ? pooled?.backtest && pooled.final
        : true,
  );
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
  const ranked = [...tests].sort((a, b) => a.loss - b.loss).slice(0, BLEND);
  const best = ranked[0]!;
  const blend =
    best.loss === 0 || origins.length === 0
      ? [{ test: best, weight: 1 }]
      : (() => {
          const inverse = ranked.map((test) => 1 / Math.max(test.loss, best.loss * 1e-3) ** 2);
          const total = inverse.reduce((a, b) => a + b, 0);
          return ranked.map((test, i) => ({ test, weight: inverse[i]! / total }));
        })();

  // The blend's own backtest: its errors, what was used, and the baseline's beside it.
  let absolute = 0;
  let squared = 0;
  let count = 0;
  let actualUse = 0;
  let baselineAbsolute = 0;
  // The baseline shown beside the blend's error: seasonal naive as anyone would run it, on the
  // series as it is.
  // Its days ahead are the backtest's (aheads).
  const baseline = origins.map(
    (origin, o) => seasonalNaive(before(series, origin, 14), span, aheads[o]).mean,
  );
  const errors = new Float64Array(origins.length * span);
  origins.forEach((origin, o) => {
    for (let h = 0; h < span; h += 1) {
      if (!isOpen(series, origin + h)) continue;
      let forecast = 0;
      for (const { test, weight } of blend) forecast += weight * test.forecasts[o]![h]!;
      const actual = series.values[origin + h]!;
      absolute += Math.abs(actual - forecast);
      errors[count] = Math.abs(actual - forecast);
      squared += (actual - forecast) ** 2;
      baselineAbsolute += Math.abs(actual - baseline[o]![h]!);
      actualUse += actual;
      count += 1;
    }
  });

  const mean = new Float64Array(horizon);
  let residual = 0;
  const effects = new Map<string, ForecastEffect>();
  // The calendar's candidates share one list of effects ahead: taken once.
  const effectLists = new Set<ForecastEffect[]>();
  for (const { test, weight } of blend) {
    const result = final(test.name);
    for (let h = 0; h < horizon; h += 1) mean[h]! += weight * Math.max(0, result.mean[h]!);
    residual += weight * result.residualSd;
    if (!result.effects || effectLists.has(result.effects)) continue;
    effectLists.add(result.effects);
    for (const effect of result.effects) effects.set(`${effect.day}\u0000${effect.name}`, effect);
  }
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
    effects: [...effects.values()],
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
