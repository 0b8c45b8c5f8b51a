import { solveSymmetric } from "./least-squares";
import { type DailySeries, type DaysAhead, isOpen } from "./weekdays";

// A model learnt across a group of series (the items of one category at one location, or every
// key of a file): a ridge regression of a day's use, over the series' recent level, on what
// the series did lately on that weekday, last year around that date, the calendar and the price.
// Each item's own history is short and noisy; what "a Saturday after a quiet week in May" does
// to use is much the same across a category, so the group learns it for all of them, and an item
// with a few weeks of history borrows the group's shape.

const FEATURES = 10;
/** The regression is fitted from this many origins four weeks apart, before the cut-off. */
const TRAINING_ORIGINS = 4;
const ORIGIN_STEP = 28;
/** Days ahead each training origin teaches (the longest horizon the engine judges). */
const TRAINING_HORIZON = 28;
/** Pull towards "the level carried forward" (weight on feature 1), against overfitting a group. */
const RIDGE = 2;
/** Open days an item needs before the model forecasts it (to know its level). */
export const MIN_POOLED_DAYS = 7;

export interface PooledModel {
  weights: Float64Array;
  /** Training rows it was fitted on (for tests and reports). */
  rows: number;
}

/** The mean of the open days in [from, to) of the series, and how many there were. */
function meanOf(series: DailySeries, from: number, to: number): [number, number] {
  let total = 0;
  let count = 0;
  const values = series.values;
  const open = series.open;
  for (let day = Math.max(0, from); day < to; day += 1)
    if (!open || open[day] !== false) {
      total += values[day]!;
      count += 1;
    }
  return [count > 0 ? total / count : 0, count];
}

/** The mean open day of the four weeks before `origin` a year earlier; 0 when out of reach. */
function lastYearLevel(series: DailySeries, origin: number): number {
  if (origin < 364 + 28) return 0;
  return meanOf(series, origin - 364 - 28, origin - 364)[0];
}

/** Whether a day of the series (or a day ahead) has a holiday or event. */
const marked = (events: DailySeries["events"], index: number) =>
  (events?.[index]?.length ?? 0) > 0 ? 1 : 0;

/**
 * What the latest same weekdays before `origin` say of each weekday ahead, over `scale`: for the
 * days ahead `h` with `h % 7 = r`, `into[3r]` is the latest one (the four weeks' mean when none
 * was open), `into[3r + 1]` the mean of the last four and `into[3r + 2]` of the last eight.
 * Worked out once per origin: every week ahead looks back at the same days.
 */
function recentWeekdays(
  series: DailySeries,
  origin: number,
  scale: number,
  into: Float64Array,
): void {
  const values = series.values;
  const open = series.open;
  for (let r = 0; r < 7; r += 1) {
    let last = Number.NaN;
    let four = 0;
    let fourCount = 0;
    let eight = 0;
    let eightCount = 0;
    let back = origin + r - 7;
    for (let k = 0; k < 8 && back >= 0; k += 1, back -= 7) {
      if (open && open[back] === false) continue;
      const value = values[back]!;
      if (Number.isNaN(last)) last = value;
      if (k < 4) {
        four += value;
        fourCount += 1;
      }
      eight += value;
      eightCount += 1;
    }
    const weekly4 = fourCount > 0 ? four / fourCount / scale : 1;
    const weekly8 = eightCount > 0 ? eight / eightCount / scale : 1;
    into[3 * r] = Number.isNaN(last) ? weekly4 : last / scale;
    into[3 * r + 1] = weekly4;
    into[3 * r + 2] = weekly8;
  }
}

/**
 * What the model sees of the series at `origin` (its first unseen day) for the day `h` ahead:
 * written into `into`, all use divided by `scale` (the mean open day of the last four weeks);
 * `weekdays` is recentWeekdays at that origin and scale.
 */
function describe(
  series: DailySeries,
  origin: number,
  h: number,
  scale: number,
  recent: number,
  /** The mean open day of the four weeks before the same origin a year earlier (0: unknown). */
  lastYear: number,
  eventAhead: number,
  priceRatio: number,
  weekdays: Float64Array,
  into: Float64Array,
): void {
  const target = origin + h;
  // The latest same weekdays before the origin.
  const r = h % 7;
  const weekly4 = weekdays[3 * r + 1]!;
  // Last year: the week around the same date over the four weeks before the same origin.
  let yearly = 0;
  if (lastYear > 0) {
    const [around, aroundCount] = meanOf(series, target - 364 - 3, target - 364 + 4);
    if (aroundCount > 0) yearly = Math.min(3, around / lastYear) - 1;
  }
  into[0] = 1;
  into[1] = recent / scale;
  into[2] = weekdays[3 * r]!;
  into[3] = weekly4;
  into[4] = weekdays[3 * r + 2]!;
  into[5] = yearly;
  into[6] = yearly * weekly4;
  into[7] = h / TRAINING_HORIZON;
  into[8] = eventAhead;
  into[9] = priceRatio;
}

/** The log of a day's price over the series' median price; 0 where either is unknown. */
function priceRatioOf(price: number | undefined, median: number | null): number {
  return price !== undefined && price > 0 && median ? Math.log(price / median) : 0;
}

function medianPrice(series: DailySeries, to: number): number | null {
  if (!series.price) return null;
  const prices: number[] = [];
  for (let day = 0; day < to; day += 1) if (series.price[day]! > 0) prices.push(series.price[day]!);
  if (prices.length === 0) return null;
  prices.sort((a, b) => a - b);
  return prices[prices.length >> 1]!;
}

/** fitPooled's training rows, reused from group to group (a worker fits one group at a time). */
let columnScratch = new Float64Array(0);

/**
 * Fits the group's model on each series' days before `cutOff(series)`: from origins three
 * weeks apart, every open day of the four weeks after each, use over the level at the origin.
 * Ridge towards carrying the level forward. Null when the group gives too little to learn from.
 */
export function fitPooled(
  group: readonly DailySeries[],
  cutOff: (series: DailySeries, index: number) => number,
): PooledModel | null {
  const row = new Float64Array(FEATURES);
  const weekdays = new Float64Array(21);
  // The training rows, feature by feature (column `i` from `i × capacity`), and their targets:
  // the normal equations are summed afterwards one entry at a time, in the rows' order.
  const capacity = group.length * TRAINING_ORIGINS * TRAINING_HORIZON;
  if (columnScratch.length < capacity * (FEATURES + 1))
    columnScratch = new Float64Array(capacity * (FEATURES + 1));
  const columns = columnScratch;
  const ys = FEATURES * capacity;
  let rows = 0;
  group.forEach((series, index) => {
    const end = cutOff(series, index);
    const median = medianPrice(series, end);
    for (let k = 1; k <= TRAINING_ORIGINS; k += 1) {
      const origin = end - TRAINING_HORIZON - (k - 1) * ORIGIN_STEP;
      if (origin < 56) break;
      const [scale, seen] = meanOf(series, origin - 28, origin);
      if (!(scale > 0) || seen < MIN_POOLED_DAYS) continue;
      const [recent] = meanOf(series, origin - 7, origin);
      const lastYear = lastYearLevel(series, origin);
      recentWeekdays(series, origin, scale, weekdays);
      for (let h = 0; h < TRAINING_HORIZON; h += 1) {
        const day = origin + h;
        if (day >= end || !isOpen(series, day)) continue;
        describe(
          series,
          origin,
          h,
          scale,
          recent,
          lastYear,
          marked(series.events, day),
          priceRatioOf(series.price?.[day], median),
          weekdays,
          row,
        );
        for (let i = 0; i < FEATURES; i += 1) columns[i * capacity + rows] = row[i]!;
        columns[ys + rows] = Math.min(10, series.values[day]! / scale);
        rows += 1;
      }
    }
  });
  if (rows < 200) return null;
  const normal = new Float64Array(FEATURES * FEATURES);
  const right = new Float64Array(FEATURES);
  // Each entry is one sum over the rows in order (as if added row by row); four at a time, for
  // the processor to work on them side by side.
  for (let i = 0; i < FEATURES; i += 1) {
    const a = i * capacity;
    let sum = 0;
    for (let r = 0; r < rows; r += 1) sum += columns[a + r]! * columns[ys + r]!;
    right[i] = sum;
    let j = i;
    for (; j + 3 < FEATURES; j += 4) {
      const b = j * capacity;
      let e0 = 0;
      let e1 = 0;
      let e2 = 0;
      let e3 = 0;
      for (let r = 0; r < rows; r += 1) {
        const x = columns[a + r]!;
        e0 += x * columns[b + r]!;
        e1 += x * columns[b + capacity + r]!;
        e2 += x * columns[b + 2 * capacity + r]!;
        e3 += x * columns[b + 3 * capacity + r]!;
      }
      normal[i * FEATURES + j] = e0;
      normal[i * FEATURES + j + 1] = e1;
      normal[i * FEATURES + j + 2] = e2;
      normal[i * FEATURES + j + 3] = e3;
    }
    for (; j < FEATURES; j += 1) {
      const b = j * capacity;
      let entry = 0;
      for (let r = 0; r < rows; r += 1) entry += columns[a + r]! * columns[b + r]!;
      normal[i * FEATURES + j] = entry;
    }
  }
  for (let i = 0; i < FEATURES; i += 1)
    for (let j = 0; j < i; j += 1) normal[i * FEATURES + j] = normal[j * FEATURES + i]!;
  // Ridge towards weights (0, 1, 0, …): "the recent level carries forward".
  const prior = new Float64Array(FEATURES);
  prior[1] = 1;
  const penalty = RIDGE * (rows / 100);
  for (let i = 1; i < FEATURES; i += 1) {
    normal[i * FEATURES + i]! += penalty;
    right[i]! += penalty * prior[i]!;
  }
  const weights = solveSymmetric(normal, right, FEATURES);
  return weights ? { weights, rows } : null;
}

/**
 * The group model's forecast of `horizon` days from `origin` (the series' length for the real
 * forecast; earlier for a backtest, whose days ahead come from the series). Null when the item
 * has too few recent open days to know its level.
 */
export function pooledForecast(
  model: PooledModel,
  series: DailySeries,
  origin: number,
  horizon: number,
  days?: DaysAhead,
): Float64Array | null {
  const [scale, seen] = meanOf(series, origin - 28, origin);
  if (seen < MIN_POOLED_DAYS) return null;
  const mean = new Float64Array(horizon);
  if (!(scale > 0)) return mean;
  const [recent] = meanOf(series, origin - 7, origin);
  const lastYear = lastYearLevel(series, origin);
  const median = medianPrice(series, origin);
  const row = new Float64Array(FEATURES);
  const weekdays = new Float64Array(21);
  recentWeekdays(series, origin, scale, weekdays);
  const atEnd = origin >= series.values.length;
  for (let h = 0; h < horizon; h += 1) {
    const open = atEnd ? days?.open?.[h] !== false : isOpen(series, origin + h);
    if (!open) continue;
    const event = atEnd ? (days?.events?.[h]?.length ? 1 : 0) : marked(series.events, origin + h);
    const price = atEnd ? days?.price?.[h] : series.price?.[origin + h];
    // Beyond the horizon it was trained on, a day is described as the last one it knows.
    describe(
      series,
      origin,
      Math.min(h, TRAINING_HORIZON - 1 + (h % 7) - ((TRAINING_HORIZON - 1) % 7)),
      scale,
      recent,
      lastYear,
      event,
      priceRatioOf(price, median),
      weekdays,
      row,
    );
    let value = 0;
    for (let i = 0; i < FEATURES; i += 1) value += model.weights[i]! * row[i]!;
    mean[h] = Math.max(0, value * scale);
  }
  return mean;
}
