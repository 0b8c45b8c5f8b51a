import { addDays, daysBetween } from "../days";
import { solveSymmetric } from "./least-squares";
import {
  type DailySeries,
  type DayEvent,
  type DaysAhead,
  isOpen,
  isPromoted,
  weekdayOf,
  weekdayProfile,
} from "./weekdays";

// What the calendar does to use: a smooth yearly pattern and the lift of each holiday, season
// and planned event, learnt from the series' own past. A method forecasts the series with these
// divided out, and the forecast is multiplied back by them for the days ahead.

const DAY_MS = 86_400_000;
const EPOCH = "1970-01-01";
const YEAR = 365.2425;
/** Pairs of sine and cosine terms in the yearly pattern: smooth, a season is weeks long. */
const HARMONICS = 4;
/** Below this many days of history a yearly pattern cannot be told from a trend. */
export const MIN_YEARLY_DAYS = 365 + 56;
/** Half the window of the local level an event day is compared with. */
const HALF_WINDOW = 14;
/** Pseudo-observations of "no effect" an event's lift is drawn towards. */
const SHRINK = 1;
const MIN_LIFT = 0.05;
const MAX_LIFT = 6;

/** Day numbers of the dates asked for: a run asks for the same few (a location's first day). */
const dayNumbers = new Map<string, number>();

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumberOf = (iso: string): number => {
  let day = dayNumbers.get(iso);
  if (day === undefined) {
    if (dayNumbers.size >= 10_000) dayNumbers.clear();
    day = daysBetween(EPOCH, iso);
    dayNumbers.set(iso, day);
  }
  return day;
};

/** The YYYY-MM-DD date of a day number. */
export const isoDayOf = (day: number): string => addDays(EPOCH, day);
/**
 * Seasons every kitchen in a Christian-majority country knows, which no public calendar lists:
 * the week before Christmas and the days between Christmas and New Year.
 */
const CHRISTMAS_WEEK: DayEvent = { name: "Christmas week", kind: "holiday" };
const AFTER_CHRISTMAS: DayEvent = { name: "Between Christmas and New Year", kind: "holiday" };
const PROMOTION: DayEvent = { name: "Promotion", kind: "promotion" };
const NONE: DayEvent[] = [];

/** 1 in the week before Christmas, 2 between Christmas and New Year, 0 otherwise. */
function seasonCode(day: number): number {
  const date = new Date(day * DAY_MS);
  if (date.getUTCMonth() !== 11) return 0;
  const dom = date.getUTCDate();
  return dom >= 18 && dom <= 23 ? 1 : dom >= 27 && dom <= 30 ? 2 : 0;
}

/** Each day's season from 2000 to 2099, worked out once (36,525 bytes): a lookup a day. */
const SEASON_FROM = Date.UTC(2000, 0, 1) / DAY_MS;
const SEASONS = Uint8Array.from({ length: 36_525 }, (_, k) => seasonCode(SEASON_FROM + k));

function seasonOf(day: number): DayEvent | null {
  const k = day - SEASON_FROM;
  const code = k >= 0 && k < SEASONS.length ? SEASONS[k]! : seasonCode(day);
  return code === 1 ? CHRISTMAS_WEEK : code === 2 ? AFTER_CHRISTMAS : null;
}

/** Everything that marks a day: its events, a bare promotion flag, and its season. */
function marksOf(
  events: readonly DayEvent[] | undefined,
  promoted: boolean,
  dayNumber: number | null,
): readonly DayEvent[] {
  const season = dayNumber === null ? null : seasonOf(dayNumber);
  if (!season && !promoted && (!events || events.length === 0)) return NONE;
  const marks = events ? [...events] : [];
  if (promoted && !marks.some((event) => event.kind === "promotion")) marks.push(PROMOTION);
  if (season) marks.push(season);
  return marks;
}

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
 * The terms of each day from 1970 to 2099, worked out once when first asked for: every series of
 * a location asks for the same days, in its yearly fit and in each day's factor.
 */
const TABLE_DAYS = 47_482;
const table = new Float64Array(TABLE_DAYS * 2 * HARMONICS).fill(Number.NaN);

function harmonics(dayNumber: number, into: { [index: number]: number }, offset: number): void {
  if (dayNumber < 0 || dayNumber >= TABLE_DAYS || !Number.isInteger(dayNumber)) {
    computeHarmonics(dayNumber, into, offset);
    return;
  }
  const at = dayNumber * 2 * HARMONICS;
  if (Number.isNaN(table[at]!)) computeHarmonics(dayNumber, table, at);
  for (let k = 0; k < 2 * HARMONICS; k += 1) into[offset + k] = table[at + k]!;
}

function computeHarmonics(
  dayNumber: number,
  into: { [index: number]: number },
  offset: number,
): void {
  const angle = (2 * Math.PI * dayNumber) / YEAR;
  const sin1 = Math.sin(angle);
  const cos1 = Math.cos(angle);
  let sin = sin1;
  let cos = cos1;
  for (let k = 1; k <= HARMONICS; k += 1) {
    into[offset + 2 * k - 2] = sin;
    into[offset + 2 * k - 1] = cos;
    // sin((k+1)θ) and cos((k+1)θ) by the angle-addition formulas: two trigonometric calls a day.
    const next = sin * cos1 + cos * sin1;
    cos = cos * cos1 - sin * sin1;
    sin = next;
  }
}

/**
 * The yearly fit's rows (every third usable day: 1, years since the first day, the Fourier
 * terms) and their normal matrix, which depend only on the first day, the length and which days
 * are usable: the same for every series of a location, so worked out once for them.
 */
interface YearlyDesign {
  /** Usable flags of the days sampled (every third), to tell designs of one key apart. */
  sampled: Uint8Array;
  /** The days of the rows, and the rows, `2 + 2 × HARMONICS` numbers each. */
  days: Int32Array;
  rows: Float64Array;
  /** The normal matrix, both triangles filled (solveSymmetric overwrites: copy it). */
  normal: Float64Array;
}

/** At most 64 first days and lengths, 4 designs each (about 20 kB a design at two years). */
const yearlyDesigns = new Map<string, YearlyDesign[]>();

function yearlyDesign(length: number, firstDay: number, usable: Uint8Array): YearlyDesign {
  const key = `${firstDay}|${length}`;
  let known = yearlyDesigns.get(key);
  if (known)
    search: for (const design of known) {
      for (let t = 0, k = 0; t < length; t += 3, k += 1)
        if ((usable[t] ? 1 : 0) !== design.sampled[k]) continue search;
      return design;
    }
  else {
    if (yearlyDesigns.size >= 64) yearlyDesigns.clear();
    yearlyDesigns.set(key, (known = []));
  }
  const size = 2 + 2 * HARMONICS;
  const sampled = new Uint8Array(Math.ceil(length / 3));
  let kept = 0;
  for (let t = 0, k = 0; t < length; t += 3, k += 1)
    if (usable[t]) {
      sampled[k] = 1;
      kept += 1;
    }
  const days = new Int32Array(kept);
  const rows = new Float64Array(kept * size);
  const normal = new Float64Array(size * size);
  const row = new Float64Array(size);
  // Every third day is enough: the local level is a four-week mean, smooth from day to day.
  for (let t = 0, r = 0; t < length; t += 3) {
    if (!usable[t]) continue;
    row[0] = 1;
    row[1] = t / YEAR;
    harmonics(firstDay + t, row, 2);
    for (let i = 0; i < size; i += 1) {
      const ri = row[i]!;
      for (let j = i, at = i * size + i; j < size; j += 1, at += 1) normal[at]! += ri * row[j]!;
    }
    days[r] = t;
    rows.set(row, r * size);
    r += 1;
  }
  for (let i = 0; i < size; i += 1)
    for (let j = 0; j < i; j += 1) normal[i * size + j] = normal[j * size + i]!;
  const design = { sampled, days, rows, normal };
  if (known.length >= 4) known.shift();
  known.push(design);
  return design;
}

/**
 * Fits a yearly pattern to the local level: log level = a + b·t + Σ Fourier terms of the day of
 * the year, by least squares. The trend term keeps growth from passing for a season; only the
 * Fourier part is the pattern. Shrunk a little towards none when there is little more than a
 * year of history.
 */
function fitYearly(level: Float64Array, firstDay: number, usable: Uint8Array) {
  const size = 2 + 2 * HARMONICS;
  let mean = 0;
  let count = 0;
  for (let t = 0; t < level.length; t += 1)
    if (usable[t]) {
      mean += level[t]!;
      count += 1;
    }
  if (count < MIN_YEARLY_DAYS - 56) return null;
  mean /= count;
  if (!(mean > 0)) return null;
  const floor = 0.05 * mean;
  // The rows and their normal matrix depend only on the days, not on the use: shared by every
  // series of a location (yearlyDesign). Only the right-hand side is the series' own, summed in
  // the same order as the matrix was.
  const design = yearlyDesign(level.length, firstDay, usable);
  const right = new Float64Array(size);
  const { rows, days } = design;
  for (let r = 0, at = 0; r < days.length; r += 1, at += size) {
    const y = Math.log(level[days[r]!]! + floor);
    for (let i = 0; i < size; i += 1) right[i]! += rows[at + i]! * y;
  }
  const normal = design.normal.slice();
  const x = solveSymmetric(normal, right, size);
  if (!x || x.some((value) => !Number.isFinite(value))) return null;
  const years = count / YEAR;
  const shrink = years / (years + 0.25);
  const coefficients = new Float64Array(2 * HARMONICS);
  for (let i = 0; i < 2 * HARMONICS; i += 1) coefficients[i] = x[i + 2]! * shrink;
  const terms = new Float64Array(2 * HARMONICS);
  return (dayNumber: number) => {
    let sum = 0;
    if (dayNumber >= 0 && dayNumber < TABLE_DAYS && Number.isInteger(dayNumber)) {
      // harmonics' table, read in place.
      const at = dayNumber * 2 * HARMONICS;
      if (Number.isNaN(table[at]!)) computeHarmonics(dayNumber, table, at);
      for (let i = 0; i < 2 * HARMONICS; i += 1) sum += coefficients[i]! * table[at + i]!;
    } else {
      harmonics(dayNumber, terms, 0);
      for (let i = 0; i < terms.length; i += 1) sum += coefficients[i]! * terms[i]!;
    }
    return Math.min(4, Math.max(0.25, Math.exp(sum)));
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

/**
 * Each day's marks, worked out once for the series of one location that share its calendar (a
 * forecast run hands every item of a location the same list of events): a series with
 * promotions of its own has its own marks.
 */
const sharedMarks = new WeakMap<
  object,
  Map<string, { marks: (readonly DayEvent[])[]; anyMarks: boolean; marked: boolean[] }>
>();

function dayMarksOf(
  series: DailySeries,
  n: number,
  firstDay: number | null,
): { marks: (readonly DayEvent[])[]; anyMarks: boolean; marked: boolean[] } {
  const shared = series.events && !series.promoted ? series.events : null;
  const key = `${firstDay}|${n}`;
  const known = shared ? sharedMarks.get(shared)?.get(key) : undefined;
  if (known) return known;
  const marks: (readonly DayEvent[])[] = [];
  let anyMarks = false;
  for (let t = 0; t < n; t += 1) {
    const dayMarks = marksOf(
      series.events?.[t],
      isPromoted(series, t),
      firstDay === null ? null : firstDay + t,
    );
    marks.push(dayMarks);
    if (dayMarks.length > 0) anyMarks = true;
  }
  // Which days have any mark (the weekday pattern leaves them out), shared with the marks.
  const marked = marks.map((dayMarks) => dayMarks.length > 0);
  const found = { marks, anyMarks, marked };
  if (shared) {
    let byKey = sharedMarks.get(shared);
    if (!byKey) sharedMarks.set(shared, (byKey = new Map()));
    byKey.set(key, found);
  }
  return found;
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
