import { addDays } from "../days";
/**
 * A day-by-day series of use as the forecasting methods see it: quantities in the item's base
 * unit, oldest first, with the weekday of the first day (0 = Monday … 6 = Sunday) and which days
 * the kitchen was open. A closed day is not a day of zero demand: the methods skip it.
 */
/**
 * Something about a day that moves its use: a public holiday or observance of the location's
 * country and region, or an event the workspace planned (a promotion, a private booking).
 * Closures are not events: a closed day is marked not open.
 */
export interface DayEvent {
  /** As a person names it: "Christmas Day", "Mother's Day", "Brunch promotion". */
  name: string;
  kind: "holiday" | "promotion" | "event";
  /** Guests expected, for an event (a private booking of 40): scales its lift where known. */
  guests?: number | undefined;
  /**
   * What the person planning it expects it to do to use (1.2 = +20%): the forecast takes it
   * until past days of the same name say otherwise, and draws what they say towards it.
   */
  expectedLift?: number | undefined;
  /**
   * The item categories a promotion or event concerns (a burger week: meat and bread); absent
   * or empty, every item. The engine sees only the events of a series' own items.
   */
  categoryIds?: readonly string[] | undefined;
}

/**
 * The events of a day that concern an item of `categoryId` (null: an item with no category,
 * which only events for every item concern); undefined when none do.
 */
export function eventsConcerning(
  events: readonly DayEvent[] | undefined,
  categoryId: string | null,
): readonly DayEvent[] | undefined {
  if (!events) return undefined;
  const concerning = events.filter(
    (event) =>
      !event.categoryIds?.length || (categoryId !== null && event.categoryIds.includes(categoryId)),
  );
  if (concerning.length === events.length) return events;
  return concerning.length > 0 ? concerning : undefined;
}

export interface DailySeries {
  values: ArrayLike<number>;
  /** Weekday of values[0], 0 = Monday. */
  firstWeekday: number;
  /** The date of values[0] (YYYY-MM-DD): with it, yearly patterns can be learnt. */
  firstDate?: string | undefined;
  /** The holidays and events of each day (absent or empty: none). */
  events?: ArrayLike<readonly DayEvent[] | undefined> | undefined;
  /** The selling price on each day, where known (NaN or absent: not known). */
  price?: ArrayLike<number> | undefined;
  /** False where the location was closed; all open when absent. */
  open?: ArrayLike<boolean> | undefined;
  /** True on days of a planned promotion or event (a special, a festival, a party booked). */
  promoted?: ArrayLike<boolean> | undefined;
}

/** What is known of the days ahead: which are open, which have a promotion planned. */
export interface DaysAhead {
  open?: ArrayLike<boolean> | undefined;
  promoted?: ArrayLike<boolean> | undefined;
  /** The holidays and events planned on each day ahead. */
  events?: ArrayLike<readonly DayEvent[] | undefined> | undefined;
  /** The planned selling price on each day ahead, where known. */
  price?: ArrayLike<number> | undefined;
}

export const weekdayOf = (series: DailySeries, day: number): number =>
  (series.firstWeekday + day) % 7;

export const isOpen = (series: DailySeries, day: number): boolean =>
  series.open ? series.open[day] !== false : true;

export const isPromoted = (series: DailySeries, day: number): boolean =>
  series.promoted ? series.promoted[day] === true : false;

/**
 * Part of an array or typed array: a typed array's part is a view of it, not a copy (the
 * methods only read their series).
 */
export function partOf<T>(
  values: ArrayLike<T> | undefined,
  from: number,
  to: number,
): ArrayLike<T> | undefined {
  if (!values) return undefined;
  if (ArrayBuffer.isView(values))
    return (values as unknown as Float64Array).subarray(from, to) as unknown as ArrayLike<T>;
  return Array.prototype.slice.call(values, from, to) as T[];
}

/** The first `length` days of a series (a backtest's history up to its origin). */
export function head(series: DailySeries, length: number): DailySeries {
  return {
    values: partOf(series.values, 0, length)!,
    firstWeekday: series.firstWeekday,
    firstDate: series.firstDate,
    open: partOf(series.open, 0, length),
    promoted: partOf(series.promoted, 0, length),
    events: partOf(series.events, 0, length),
    price: partOf(series.price, 0, length),
  };
}

/**
 * Dates `days` after a series' first date, as windows ask for them: a forecast run asks for the
 * same few (a location's first day plus each origin) for every series, and working a date out
 * through Date took a few per cent of a run.
 */
const shiftedDates = new Map<string, string>();

function shiftedDate(date: string, days: number): string {
  const key = `${date}+${days}`;
  let shifted = shiftedDates.get(key);
  if (shifted === undefined) {
    if (shiftedDates.size >= 10_000) shiftedDates.clear();
    shifted = addDays(date, days);
    shiftedDates.set(key, shifted);
  }
  return shifted;
}

/** Days `from` to `to` of a series, as a series of its own (its weekday and date follow). */
export function window(series: DailySeries, from: number, to: number): DailySeries {
  if (from <= 0 && to >= series.values.length) return series;
  let firstDate = series.firstDate;
  if (firstDate && from > 0) firstDate = shiftedDate(firstDate, from);
  return {
    values: partOf(series.values, from, to)!,
    firstWeekday: (series.firstWeekday + from) % 7,
    firstDate,
    open: partOf(series.open, from, to),
    promoted: partOf(series.promoted, from, to),
    events: partOf(series.events, from, to),
    price: partOf(series.price, from, to),
  };
}

/** The last `length` days of a series (what a method that looks back no further needs). */
export const tail = (series: DailySeries, length: number): DailySeries =>
  window(series, Math.max(0, series.values.length - length), series.values.length);

/** Days `from` to `from + length` of the series, as days ahead (a backtest's week). */
export function ahead(series: DailySeries, from: number, length: number): DaysAhead {
  const open = new Array<boolean>(length);
  const promoted = new Array<boolean>(length);
  for (let h = 0; h < length; h += 1) {
    open[h] = isOpen(series, from + h);
    promoted[h] = isPromoted(series, from + h);
  }
  return {
    open,
    promoted,
    events: partOf(series.events, from, from + length),
    price: partOf(series.price, from, from + length),
  };
}

/** A day counts at most this many times its week's average, so one party does not set a rule. */
const MAX_RATIO = 3;
/** No open weekday is taken to use less than this share of an average day. */
const MIN_WEIGHT = 0.05;

/**
 * How much busier each weekday is than the average open day, from the last `weeks` weeks
 * (classical decomposition): each open day over the mean of the open days of the week centred
 * on it (so a trend does not bend the pattern), averaged per weekday, a day counting at most
 * three times its week (so one odd Tuesday does not either). A weekday seen fewer than four times is drawn towards 1.
 */
export function weekdayProfile(
  series: DailySeries,
  weeks = 16,
  /** Only the days before this one count (a backtest's history); all of them by default. */
  length = series.values.length,
): number[] {
  const n = length;
  const from = Math.max(3, n - weeks * 7 - 3);
  const sums = [0, 0, 0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0, 0, 0];
  // The series' arrays read once (isOpen and isPromoted, inline): run for every smoothing forecast.
  const values = series.values;
  const open = series.open;
  const promoted = series.promoted;
  // The open days' total and count over the week centred on each day, kept as a running window.
  let total = 0;
  let count = 0;
  for (let d = from - 3; d < Math.min(n, from + 3); d += 1)
    if (!open || open[d] !== false) {
      total += values[d]!;
      count += 1;
    }
  for (let day = from, weekday = (series.firstWeekday + from) % 7; day < n - 3; day += 1) {
    const today = weekday;
    weekday = weekday === 6 ? 0 : weekday + 1;
    // The window moves to [day − 3, day + 3].
    if (!open || open[day + 3] !== false) {
      total += values[day + 3]!;
      count += 1;
    }
    if (day - 4 >= from - 3 && (!open || open[day - 4] !== false)) {
      total -= values[day - 4]!;
      count -= 1;
    }
    if ((open && open[day] === false) || (promoted && promoted[day] === true)) continue;
    if (total <= 1e-12 || count === 0) continue;
    sums[today]! += Math.min(MAX_RATIO, values[day]! / (total / count));
    counts[today]! += 1;
  }
  // Plain loops: run for every smoothing forecast, where each array made is garbage.
  const profile = [1, 1, 1, 1, 1, 1, 1];
  let seenTotal = 0;
  let seen = 0;
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const k = counts[weekday]!;
    if (k === 0) continue;
    const mean = sums[weekday]! / k;
    // Seen fewer than four times: partly towards 1.
    profile[weekday] = k >= 4 ? mean : (k * mean + 1) / (k + 1);
    seenTotal += profile[weekday]!;
    seen += 1;
  }
  // Renormalise so the profile averages 1 over the weekdays that are open.
  const scale = seen > 0 ? seenTotal / seen : 1;
  for (let weekday = 0; weekday < 7; weekday += 1)
    profile[weekday] = scale > 0 ? Math.max(MIN_WEIGHT, profile[weekday]! / scale) : 1;
  return profile;
}
