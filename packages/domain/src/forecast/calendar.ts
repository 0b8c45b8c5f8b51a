import {
  type DailySeries,
  type DayEvent,
  type DaysAhead,
  isOpen,
  isPromoted,
  weekdayOf,
  weekdayProfile,
} from "./weekdays";
import { dayMarksOf, dayNumberOf, marksOf } from "./marks";
import { fitYearly, MIN_YEARLY_DAYS } from "./yearly";

// What the calendar does to use: a smooth yearly pattern and the lift of each holiday, season
// and planned event, learnt from the series' own past. A method forecasts the series with these
// divided out, and the forecast is multiplied back by them for the days ahead.

/** Half the window of the local level an event day is compared with. */
const HALF_WINDOW = 14;
/** Pseudo-observations of "no effect" an event's lift is drawn towards. */
const SHRINK = 1;
const MIN_LIFT = 0.05;
const MAX_LIFT = 6;

interface Lift {
  lift: number;
  count: number;
  /** The sum of the days' ratios (capped), to draw towards another prior than "no effect". */
  sum: number;
}

export interface CalendarFit {
  /** The yearly factor of a day number (1 on average), or null without a year of history. */
  yearly: ((dayNumber: number) => number) | null;
  /** Each event's learnt lift, by name; and by kind, for an event not seen before. */
  byName: Map<string, Lift>;
  byKind: Map<string, Lift>;
  /** Extra use per expected guest, from past events with guests; null without any. */
  perGuest: number | null;
  /** The day number of values[0], or null when the series has no dates. */
  firstDay: number | null;
  /**
   * How use follows the selling price: use ∝ (price / usual price)^elasticity, learnt from
   * ordinary days with a price; 0 without prices or without their moving.
   */
  elasticity: number;
  usualPrice: number | null;
  /** What it was learnt from, day by day (a backtest's fit of the same series reuses it). */
  basis: {
    marks: (readonly DayEvent[])[];
    anyMarks: boolean;
    profile: number[];
    level: Float64Array;
    usable: Uint8Array;
  };
}

/**
 * Learns the calendar's effects from a series: each open day divided by its weekday's weight is
 * compared with the local level around it (the mean of the ordinary open days within two weeks
 * either side); an event's lift is the mean of those ratios over the days it fell on, drawn
 * towards 1 by one day's worth of "no effect". With more than a year of history and dates, the
 * yearly pattern is fitted to that local level.
 */
export function fitCalendar(
  series: DailySeries,
  upTo = series.values.length,
  /**
   * A fit of the same series on all its days: a backtest's fit reuses its yearly pattern, its
   * weekday pattern and its local level (which looks at most two weeks past `upTo`), and learns
   * only the lifts again, from the days before `upTo`.
   */
  whole?: CalendarFit,
): CalendarFit {
  const n = upTo;
  const firstDay = series.firstDate ? dayNumberOf(series.firstDate) : null;
  const { marks, anyMarks, profile, level, usable } = whole?.basis ?? basisOf(series, n, firstDay);
  const yearly = whole
    ? whole.yearly
    : firstDay !== null && n >= MIN_YEARLY_DAYS
      ? fitYearly(level, firstDay, usable)
      : null;

  const ratios = new Map<string, number[]>();
  const kinds = new Map<string, number[]>();
  let guestExtra = 0;
  let guests = 0;
  if (anyMarks)
    for (let t = 0; t < n; t += 1) {
      if (marks[t]!.length === 0 || !isOpen(series, t) || !(level[t]! > 0)) continue;
      const weight = profile[weekdayOf(series, t)]!;
      const ratio = series.values[t]! / weight / level[t]!;
      for (const event of marks[t]!) {
        // A day with several marks credits each with the whole ratio: rare, and what shrinkage
        // is for.
        const list = ratios.get(event.name) ?? [];
        list.push(ratio);
        ratios.set(event.name, list);
        if (event.kind !== "holiday") {
          const byKind = kinds.get(event.kind) ?? [];
          byKind.push(ratio);
          kinds.set(event.kind, byKind);
        }
        if (event.kind === "event" && event.guests && event.guests > 0) {
          guestExtra += series.values[t]! - level[t]! * weight;
          guests += event.guests;
        }
      }
    }
  const shrunk = (list: number[]): Lift => {
    let sum = 0;
    for (const ratio of list) sum += Math.min(MAX_LIFT, ratio);
    const lift = (sum + SHRINK) / (list.length + SHRINK);
    return { lift: Math.min(MAX_LIFT, Math.max(MIN_LIFT, lift)), count: list.length, sum };
  };
  const { elasticity, usualPrice } = fitPrice(series, n, level, profile, marks);
  const byName = new Map<string, Lift>();
  for (const [name, list] of ratios) byName.set(name, shrunk(list));
  const byKind = new Map<string, Lift>();
  for (const [kind, list] of kinds) byKind.set(kind, shrunk(list));
  return {
    yearly,
    byName,
    byKind,
    perGuest: guests > 0 ? Math.max(0, guestExtra / guests) : null,
    firstDay,
    elasticity,
    usualPrice,
    basis: { marks, anyMarks, profile, level, usable },
  };
}

/** basisOf's prefix sums, reused from series to series. */
let levelScratch = new Float64Array(0);

/**
 * Each day's marks, the weekday pattern of ordinary days, and the local level around each day
 * (the mean of the ordinary open days within two weeks either side, over their weekday).
 */
function basisOf(series: DailySeries, n: number, firstDay: number | null): CalendarFit["basis"] {
  // The weekday pattern of ordinary days: a brunch every other Saturday is the brunch's, not
  // Saturday's.
  const { marks, anyMarks, marked } = dayMarksOf(series, n, firstDay);
  const profile = weekdayProfile({ ...series, promoted: marked }, 16, n);
  // Prefix sums of the ordinary open days' de-weekdayed use, for the local level.
  if (levelScratch.length < 2 * (n + 1)) levelScratch = new Float64Array(2 * (n + 1));
  const sums = levelScratch.subarray(0, n + 1);
  const counts = levelScratch.subarray(n + 1, 2 * (n + 1));
  sums[0] = 0;
  counts[0] = 0;
  const values = series.values;
  const open = series.open;
  for (let t = 0, weekday = series.firstWeekday % 7; t < n; t += 1) {
    const ordinary = (!open || open[t] !== false) && marks[t]!.length === 0;
    sums[t + 1] = sums[t]! + (ordinary ? values[t]! / profile[weekday]! : 0);
    counts[t + 1] = counts[t]! + (ordinary ? 1 : 0);
    weekday = weekday === 6 ? 0 : weekday + 1;
  }
  const level = new Float64Array(n);
  const usable = new Uint8Array(n);
  for (let t = 0; t < n; t += 1) {
    const from = Math.max(0, t - HALF_WINDOW);
    const to = Math.min(n, t + HALF_WINDOW + 1);
    const count = counts[to]! - counts[from]!;
    if (count >= HALF_WINDOW) {
      level[t] = (sums[to]! - sums[from]!) / count;
      usable[t] = t >= HALF_WINDOW && t < n - HALF_WINDOW ? 1 : 0;
    }
  }
  return { marks, anyMarks, profile, level, usable };
}

/**
 * Price elasticity by least squares on ordinary open days with a price:
 * log(use over the local level) against log(price over the median price), shrunk towards none
 * when the price has barely moved, and kept between −4 (very sensitive) and 0 (a dearer dish does
 * not sell more).
 */
function fitPrice(
  series: DailySeries,
  n: number,
  level: Float64Array,
  profile: number[],
  marks: (readonly DayEvent[])[],
): { elasticity: number; usualPrice: number | null } {
  if (!series.price) return { elasticity: 0, usualPrice: null };
  const prices: number[] = [];
  for (let t = 0; t < n; t += 1) {
    const price = series.price[t]!;
    if (price > 0) prices.push(price);
  }
  if (prices.length < 28) return { elasticity: 0, usualPrice: null };
  prices.sort((a, b) => a - b);
  const usual = prices[prices.length >> 1]!;
  // Centred: the local level averages dear and cheap days alike, so only the differences
  // between them say how use follows price.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let t = 0; t < n; t += 1) {
    const price = series.price[t]!;
    if (!(price > 0) || !isOpen(series, t) || marks[t]!.length > 0 || !(level[t]! > 0)) continue;
    const use = series.values[t]! / profile[weekdayOf(series, t)]!;
    if (!(use > 0)) continue;
    xs.push(Math.log(price / usual));
    ys.push(Math.log(use / level[t]!));
  }
  const meanX = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const meanY = ys.reduce((a, b) => a + b, 0) / Math.max(1, ys.length);
  let xx = 0;
  let xy = 0;
  for (let i = 0; i < xs.length; i += 1) {
    xx += (xs[i]! - meanX) ** 2;
    xy += (xs[i]! - meanX) * (ys[i]! - meanY);
  }
  if (xx === 0) return { elasticity: 0, usualPrice: usual };
  // A prior of "no effect" worth as much as a few days at a 10% price change.
  const prior = 5 * 0.1 ** 2;
  return { elasticity: Math.min(0, Math.max(-4, xy / (xx + prior))), usualPrice: usual };
}

/** The factor a day's price puts on its use (1 without a price or an elasticity). */
function priceFactor(fit: CalendarFit, price: number | undefined): number {
  if (!fit.elasticity || !fit.usualPrice || !(price !== undefined && price > 0)) return 1;
  return (price / fit.usualPrice) ** fit.elasticity;
}

/** The factor a day's events put on its use (the product of their lifts). */
function eventFactor(fit: CalendarFit, marks: readonly DayEvent[]): number {
  let factor = 1;
  for (const event of marks) factor *= liftOf(fit, event);
  return factor;
}

/**
 * What the calendar does to each day, in two layers: `events` (holidays, seasons, events and
 * price, which every method's forecast takes) and `yearly` (the yearly pattern, which only the
 * methods that divide it out take).
 */
export interface CalendarFactors {
  events: Float64Array;
  yearly: Float64Array;
}

/** An event's lift: learnt by its name, else by its kind (a new promotion like the others). */
export function liftOf(fit: CalendarFit, event: DayEvent): number {
  const named = fit.byName.get(event.name);
  const expected = event.expectedLift;
  if (named) {
    if (expected === undefined) return named.lift;
    // What the manager expects is the prior its past days are drawn towards, not "no effect".
    const lift = (named.sum + SHRINK * expected) / (named.count + SHRINK);
    return Math.min(MAX_LIFT, Math.max(MIN_LIFT, lift));
  }
  if (expected !== undefined) return Math.min(MAX_LIFT, Math.max(MIN_LIFT, expected));
  // A new booking with its guests counted: what a guest used at past ones (guestsAhead).
  if (event.kind === "event" && event.guests && fit.perGuest !== null) return 1;
  if (event.kind === "holiday") return 1;
  return fit.byKind.get(event.kind)?.lift ?? 1;
}

/** The calendar's factors on each day of the series. */
export function calendarFactors(
  series: DailySeries,
  fit: CalendarFit,
  /** The first day whose factors are needed (the methods look back no further); 1 before it. */
  from = 0,
  /**
   * The yearly layer of another fit with the same yearly pattern (a backtest's fit reuses the
   * whole history's), from the same day on: taken as it is rather than worked out again.
   */
  sameYearly?: { fit: CalendarFit; factors: CalendarFactors },
): CalendarFactors {
  const n = series.values.length;
  const events = new Float64Array(n).fill(1);
  const reuse =
    sameYearly &&
    sameYearly.fit.yearly === fit.yearly &&
    sameYearly.fit.firstDay === fit.firstDay &&
    sameYearly.factors.yearly.length === n;
  const yearly = reuse ? sameYearly.factors.yearly : new Float64Array(n).fill(1);
  // The days the fit learnt from have their marks worked out already.
  const known = fit.basis.marks;
  for (let t = Math.max(0, from); t < n; t += 1) {
    const dayNumber = fit.firstDay === null ? null : fit.firstDay + t;
    const marks =
      t < known.length ? known[t]! : marksOf(series.events?.[t], isPromoted(series, t), dayNumber);
    events[t] = eventFactor(fit, marks) * priceFactor(fit, series.price?.[t]);
    if (!reuse && fit.yearly && dayNumber !== null) yearly[t] = fit.yearly(dayNumber);
  }
  return { events, yearly };
}

/**
 * The first `upTo` days of the series with the calendar divided out: what each day would have
 * used on an ordinary day of an average season. Its events are gone (the lifts carry them).
 */
export function withoutCalendar(
  series: DailySeries,
  factors: Float64Array,
  yearly: Float64Array | null,
  upTo = series.values.length,
): DailySeries {
  const values = new Float64Array(upTo);
  for (let t = 0; t < upTo; t += 1)
    values[t] = series.values[t]! / factors[t]! / (yearly ? yearly[t]! : 1);
  return {
    values,
    firstWeekday: series.firstWeekday,
    open:
      series.open && upTo < series.values.length
        ? (Array.prototype.slice.call(series.open, 0, upTo) as boolean[])
        : series.open,
  };
}

/** A day ahead's calendar factor, and the events that moved it (for explanations). */
export function factorsAhead(
  series: DailySeries,
  fit: CalendarFit,
  horizon: number,
  days?: DaysAhead,
): CalendarFactors & { effects: { day: number; name: string; lift: number }[] } {
  const n = series.values.length;
  const events = new Float64Array(horizon);
  const yearly = new Float64Array(horizon).fill(1);
  const effects: { day: number; name: string; lift: number }[] = [];
  for (let h = 0; h < horizon; h += 1) {
    const dayNumber = fit.firstDay === null ? null : fit.firstDay + n + h;
    const marks = marksOf(days?.events?.[h], days?.promoted?.[h] === true, dayNumber);
    const price = priceFactor(fit, days?.price?.[h]);
    events[h] = eventFactor(fit, marks) * price;
    if (fit.yearly && dayNumber !== null) yearly[h] = fit.yearly(dayNumber);
    for (const event of marks) {
      const lift = liftOf(fit, event);
      if (Math.abs(lift - 1) >= 0.05) effects.push({ day: h, name: event.name, lift });
    }
    if (Math.abs(price - 1) >= 0.05)
      effects.push({ day: h, name: `Price ${days!.price![h]!}`, lift: price });
  }
  return { events, yearly, effects };
}

/** Extra use expected from the guests of the events planned on a day ahead. */
export function guestsAhead(fit: CalendarFit, events: readonly DayEvent[] | undefined): number {
  if (!events || fit.perGuest === null) return 0;
  let extra = 0;
  for (const event of events)
    if (
      event.kind === "event" &&
      event.guests &&
      event.expectedLift === undefined &&
      !fit.byName.has(event.name)
    )
      extra += fit.perGuest * event.guests;
  return extra;
}
