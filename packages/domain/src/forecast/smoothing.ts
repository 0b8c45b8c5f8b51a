import type { MethodForecast, SmoothingConstants } from "./methods";
import { type DailySeries, type DaysAhead, weekdayProfile } from "./weekdays";

/** Days ahead at which smoothing constants are judged. */
const AHEAD = 7;

const SMOOTHING_GRID: { alpha: number; beta: number; phi: number }[] = [];
for (const alpha of [0.05, 0.15, 0.4])
  for (const [beta, phi] of [
    [0, 0],
    [0.03, 0.9],
    [0.06, 0.95],
  ] as const)
    SMOOTHING_GRID.push({ alpha, beta, phi });

/**
 * Puts the `k`-th smallest value at index `k`, smaller ones before it and larger ones after
 * (Hoare's selection): a median without sorting everything, twice for every smoothing run.
 */
function select(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k]!;
}

/** Median of the values, which it reorders. */
function median(values: Float64Array): number {
  const middle = values.length >> 1;
  const upper = select(values, middle);
  if (values.length % 2) return upper;
  // The next smaller value is the largest of those `select` left below the middle.
  let lower = values[0]!;
  for (let i = 1; i < middle; i += 1) if (values[i]! > lower) lower = values[i]!;
  return (lower + upper) / 2;
}

/** seasonalSmoothing's de-weekdayed days and their weekday weights, reused from call to call. */
let smoothingScratch = new Float64Array(0);

/**
 * Exponential smoothing with a weekday pattern: the series is divided by its weekday profile,
 * unusual days are clipped to within 2.5 robust standard deviations above (3.5 below) so they do
 * not drag the level, and a damped-trend exponential smoothing (Gardner & McKenzie) follows what
 * is left. The smoothing constants are the grid point with the smallest week-ahead squared
 * error. Future days are the level carried forward times their weekday. Days of a planned
 * promotion are left out of the level; how much more they sell is learnt from them instead,
 * and applied to the promotions planned ahead.
 */
export function seasonalSmoothing(
  series: DailySeries,
  horizon: number,
  days?: DaysAhead,
  /** Constants chosen before (on the whole history): the grid is not searched again. */
  fixed?: SmoothingConstants,
): MethodForecast {
  const profile = weekdayProfile(series);
  const values = series.values;
  const n = values.length;
  // Scratch reused from call to call: neither outlives it.
  if (smoothingScratch.length < 2 * n) smoothingScratch = new Float64Array(2 * n);
  const plain = smoothingScratch.subarray(0, n);
  const factor = smoothingScratch.subarray(n, 2 * n);
  let kept = 0;
  let busiest = 0;
  // Promoted days: where they fall among the plain days, and what they sold over a usual day.
  const promotedAt: number[] = [];
  const promotedValue: number[] = [];
  // The series' arrays read once (isOpen, isPromoted and weekdayOf, inline).
  const open = series.open;
  const promoted = series.promoted;
  for (let day = 0, weekday = series.firstWeekday % 7; day < n; day += 1) {
    const today = weekday;
    weekday = weekday === 6 ? 0 : weekday + 1;
    if (open && open[day] === false) continue;
    const weight = profile[today]!;
    if (promoted && promoted[day] === true) {
      promotedAt.push(kept);
      promotedValue.push(values[day]! / weight);
      continue;
    }
    plain[kept] = values[day]! / weight;
    factor[kept] = weight;
    kept += 1;
    if (weight > busiest) busiest = weight;
  }
  const mean = new Float64Array(horizon);
  if (kept === 0) return { mean, residualSd: 0 };
  return smoothPlain(
    plain.subarray(0, kept),
    factor.subarray(0, kept),
    busiest,
    { at: promotedAt, value: promotedValue },
    profile,
    series,
    mean,
    days,
    fixed,
  );
}

/** seasonalSmoothing's work on the open, unpromoted days over their weekday (`plain`). */
function smoothPlain(
  plain: Float64Array,
  factor: Float64Array,
  busiest: number,
  promoted: { at: number[]; value: number[] },
  profile: number[],
  series: DailySeries,
  mean: Float64Array,
  days: DaysAhead | undefined,
  fixed: SmoothingConstants | undefined,
): MethodForecast {
  const horizon = mean.length;

  const clip = clipBounds(plain);
  if (clip) {
    const [low, high] = clip;
    for (let i = 0; i < plain.length; i += 1) plain[i] = Math.min(high, Math.max(low, plain[i]!));
  }

  const warmup = Math.min(14, plain.length);
  let start = 0;
  for (let i = 0; i < warmup; i += 1) start += plain[i]!;
  start /= warmup;

  // Judged on the error a week ahead, not a day: what a purchasing decision rests on, and what a
  // few busy days (which a one-day error would chase) barely move.
  const lag = Math.min(AHEAD, Math.max(1, plain.length - warmup - 1));
  // The level moves by each day's error in units (use minus expected use), not by its ratio:
  // a quiet weekday's zero says little about the level, a busy day's shortfall says more. The
  // gain is scaled down so that even the busiest weekday never overshoots.
  const gain = 1 / Math.max(1, busiest * SMOOTHING_GRID.at(-1)!.alpha);
  const pastLevel = new Float64Array(lag);
  const pastTrend = new Float64Array(lag);
  let best = { sse: Infinity, level: start, trend: 0, alpha: 0, beta: 0, phi: 0, count: 0 };
  for (const { alpha, beta, phi } of fixed ? [fixed] : SMOOTHING_GRID) {
    let level = start;
    let trend = 0;
    let sse = 0;
    let count = 0;
    let reach = 0;
    let power = 1;
    for (let k = 0; k < lag; k += 1) {
      power *= phi;
      reach += power;
    }
    for (let i = 0, slot = 0; i < plain.length; i += 1, slot = slot + 1 === lag ? 0 : slot + 1) {
      if (i >= warmup + lag) {
        // The state after day i − lag forecast this day; it sits in the slot this day reuses.
        const error = (plain[i]! - (pastLevel[slot]! + reach * pastTrend[slot]!)) * factor[i]!;
        sse += error * error;
        count += 1;
      }
      const expected = level + phi * trend;
      const next = expected + alpha * gain * factor[i]! * (plain[i]! - expected);
      trend = beta * (next - level) + (1 - beta) * phi * trend;
      level = next;
      pastLevel[slot] = level;
      pastTrend[slot] = trend;
    }
    if (sse < best.sse) best = { sse, level, trend, alpha, beta, phi, count };
  }
  const residualSd = best.count > 0 ? Math.sqrt(best.sse / best.count) : 0;
  const uplift = promotionUplift(plain, factor, promoted.at, promoted.value, start, {
    ...best,
    alpha: best.alpha * gain,
  });

  let damping = 0;
  let power = 1;
  const openAhead = days?.open;
  const promotedAhead = days?.promoted;
  const first = series.firstWeekday + series.values.length;
  for (let h = 0; h < horizon; h += 1) {
    power *= best.phi;
    damping += power;
    // futureDay's weekday, open and promoted, inline.
    const usual = Math.max(0, (best.level + damping * best.trend) * profile[(first + h) % 7]!);
    const open = openAhead ? openAhead[h] !== false : true;
    const promoted = promotedAhead ? promotedAhead[h] === true : false;
    mean[h] = open ? usual * (promoted ? uplift : 1) : 0;
  }
  return {
    mean,
    residualSd,
    constants: { alpha: best.alpha, beta: best.beta, phi: best.phi },
  };
}

/** Within 2.5 robust standard deviations above and 3.5 below the last eight weeks' median. */
function clipBounds(plain: Float64Array): [number, number] | null {
  // Plain loops: a typed array's `from` with a mapping function is many times slower here.
  const from = Math.max(0, plain.length - 56);
  const recent = new Float64Array(plain.length - from);
  for (let i = from; i < plain.length; i += 1) recent[i - from] = plain[i]!;
  const centre = median(recent);
  for (let i = 0; i < recent.length; i += 1) recent[i] = Math.abs(recent[i]! - centre);
  const spread = 1.4826 * median(recent);
  return spread > 0 ? [Math.max(0, centre - 3.5 * spread), centre + 2.5 * spread] : null;
}

/**
 * How many times a usual day a promoted day sells: each promoted day over the level the
 * smoothing had reached just before it, averaged with the extremes trimmed. 1 without any.
 */
function promotionUplift(
  plain: Float64Array,
  factor: Float64Array,
  promotedAt: number[],
  promotedValue: number[],
  start: number,
  fit: { alpha: number; beta: number; phi: number },
): number {
  if (promotedAt.length === 0) return 1;
  const ratios: number[] = [];
  let level = start;
  let trend = 0;
  let next = 0;
  for (let i = 0; i <= plain.length; i += 1) {
    while (next < promotedAt.length && promotedAt[next] === i) {
      const usual = level + fit.phi * trend;
      if (usual > 0) ratios.push(promotedValue[next]! / usual);
      next += 1;
    }
    if (i === plain.length) break;
    const expected = level + fit.phi * trend;
    const updated = expected + fit.alpha * factor[i]! * (plain[i]! - expected);
    trend = fit.beta * (updated - level) + (1 - fit.beta) * fit.phi * trend;
    level = updated;
  }
  if (ratios.length === 0) return 1;
  ratios.sort((a, b) => a - b);
  const cut = Math.floor(ratios.length / 5);
  const kept = ratios.slice(cut, ratios.length - cut);
  // Few promotions so far: part of the way from "no effect" to what they showed.
  const observed = kept.reduce((a, b) => a + b, 0) / kept.length;
  return (ratios.length * observed + 2) / (ratios.length + 2);
}
