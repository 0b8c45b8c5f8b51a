import { type CalendarFactors, type CalendarFit, factorsAhead, guestsAhead } from "./calendar";
import { type PooledModel, pooledForecast } from "./pooled";
import {
  intermittent,
  type MethodForecast,
  seasonalNaive,
  type SmoothingConstants,
  weekdayMean,
} from "./methods";
import { seasonalSmoothing } from "./smoothing";
import { type DailySeries, type DaysAhead, partOf, tail, window } from "./weekdays";

/** A holiday or event ahead that moved a day's forecast, and by how much (1.4 = +40%). */
export interface ForecastEffect {
  /** Index of the day ahead (0 = the first day forecast). */
  day: number;
  name: string;
  lift: number;
}

/** Smoothing and the other methods look back no further than this (the calendar looks back further). */
export const LOOK_BACK = 126;

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
export interface Context {
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
export type Candidate = (
  context: Context,
  origin: number,
  horizon: number,
  days: DaysAhead | undefined,
) => MethodForecast & { effects?: ForecastEffect[] };

/** The days before `origin`, no further back than `length`. */
export const before = (series: DailySeries, origin: number, length: number) =>
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

export const CANDIDATES: Record<CandidateName, Candidate> = {
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
