import {
  type DailySeries,
  type DaysAhead,
  isOpen,
  isPromoted,
  weekdayOf,
  weekdayProfile,
} from "./weekdays";

/** A method's expected use for each of the next days, and how far off it was day by day. */
export interface MethodForecast {
  mean: Float64Array;
  /** Root mean square of its one-day-ahead errors over the history (base units). */
  residualSd: number;
  /** The smoothing constants chosen, where the method has any (to reuse on a backtest). */
  constants?: SmoothingConstants | undefined;
}

export interface SmoothingConstants {
  alpha: number;
  beta: number;
  phi: number;
}

export type ForecastMethod = (
  series: DailySeries,
  horizon: number,
  days?: DaysAhead,
) => MethodForecast;

/** The weekday of day `n + h`, whether it is open (closed days are forecast at zero) and promoted. */
function futureDay(series: DailySeries, days: DaysAhead | undefined) {
  return (h: number) => ({
    weekday: (series.firstWeekday + series.values.length + h) % 7,
    open: days?.open ? days.open[h] !== false : true,
    promoted: days?.promoted ? days.promoted[h] === true : false,
  });
}

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

/** Median of the values, which it reorders. */
function median(values: Float64Array): number {
  values.sort();
  const middle = values.length >> 1;
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

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
  const n = series.values.length;
  const plain: number[] = [];
  const factor: number[] = [];
  // Promoted days: where they fall among the plain days, and what they sold over a usual day.
  const promotedAt: number[] = [];
  const promotedValue: number[] = [];
  for (let day = 0; day < n; day += 1) {
    if (!isOpen(series, day)) continue;
    const weight = profile[weekdayOf(series, day)]!;
    if (isPromoted(series, day)) {
      promotedAt.push(plain.length);
      promotedValue.push(series.values[day]! / weight);
      continue;
    }
    plain.push(series.values[day]! / weight);
    factor.push(weight);
  }
  const mean = new Float64Array(horizon);
  if (plain.length === 0) return { mean, residualSd: 0 };

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
  const busiest = Math.max(...factor);
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
    for (let i = 0; i < plain.length; i += 1) {
      if (i >= warmup + lag) {
        // The state after day i − lag forecast this day; it sits in the slot this day reuses.
        const slot = i % lag;
        const error = (plain[i]! - (pastLevel[slot]! + reach * pastTrend[slot]!)) * factor[i]!;
        sse += error * error;
        count += 1;
      }
      const expected = level + phi * trend;
      const next = expected + alpha * gain * factor[i]! * (plain[i]! - expected);
      trend = beta * (next - level) + (1 - beta) * phi * trend;
      level = next;
      pastLevel[i % lag] = level;
      pastTrend[i % lag] = trend;
    }
    if (sse < best.sse) best = { sse, level, trend, alpha, beta, phi, count };
  }
  const residualSd = best.count > 0 ? Math.sqrt(best.sse / best.count) : 0;
  const uplift = promotionUplift(plain, factor, promotedAt, promotedValue, start, {
    ...best,
    alpha: best.alpha * gain,
  });

  const day = futureDay(series, days);
  let damping = 0;
  let power = 1;
  for (let h = 0; h < horizon; h += 1) {
    power *= best.phi;
    damping += power;
    const { weekday, open, promoted } = day(h);
    const usual = Math.max(0, (best.level + damping * best.trend) * profile[weekday]!);
    mean[h] = open ? usual * (promoted ? uplift : 1) : 0;
  }
  return {
    mean,
    residualSd,
    constants: { alpha: best.alpha, beta: best.beta, phi: best.phi },
  };
}

/** Within 2.5 robust standard deviations above and 3.5 below the last eight weeks' median. */
function clipBounds(plain: number[]): [number, number] | null {
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
  plain: number[],
  factor: number[],
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

/**
 * Teunter–Syntetos–Babai for intermittent demand (an item used on few days): the chance of any
 * use on a day and the size of a use are smoothed separately, and their product is the expected
 * use of each open day ahead. Unlike Croston's method the chance decays on days without use, so
 * an item that stopped moving is forecast down.
 */
export function intermittent(
  series: DailySeries,
  horizon: number,
  days?: DaysAhead,
): MethodForecast {
  const values: number[] = [];
  for (let day = 0; day < series.values.length; day += 1)
    if (isOpen(series, day)) values.push(series.values[day]!);
  const mean = new Float64Array(horizon);
  if (values.length === 0) return { mean, residualSd: 0 };

  const warmup = Math.min(28, values.length);
  let used = 0;
  let size = 0;
  for (let i = 0; i < warmup; i += 1)
    if (values[i]! > 0) {
      used += 1;
      size += values[i]!;
    }
  const startChance = used / warmup;
  const startSize = used > 0 ? size / used : 0;

  let best = { sse: Infinity, chance: startChance, size: startSize, count: 0 };
  for (const chanceRate of [0.02, 0.05, 0.1, 0.2])
    for (const sizeRate of [0.05, 0.1, 0.2]) {
      let chance = startChance;
      let typical = startSize;
      let sse = 0;
      for (let i = 0; i < values.length; i += 1) {
        const value = values[i]!;
        if (i >= warmup) {
          const error = value - chance * typical;
          sse += error * error;
        }
        if (value > 0) {
          chance += chanceRate * (1 - chance);
          typical = typical > 0 ? typical + sizeRate * (value - typical) : value;
        } else chance -= chanceRate * chance;
      }
      if (sse < best.sse) best = { sse, chance, size: typical, count: values.length - warmup };
    }

  const day = futureDay(series, days);
  for (let h = 0; h < horizon; h += 1) mean[h] = day(h).open ? best.chance * best.size : 0;
  return { mean, residualSd: best.count > 0 ? Math.sqrt(best.sse / best.count) : 0 };
}

/** Each day ahead as the same weekday last week: the seasonal-naive baseline. */
export function seasonalNaive(
  series: DailySeries,
  horizon: number,
  days?: DaysAhead,
): MethodForecast {
  const n = series.values.length;
  const mean = new Float64Array(horizon);
  const day = futureDay(series, days);
  for (let h = 0; h < horizon; h += 1) {
    if (!day(h).open) continue;
    let back = n + h - 7;
    while (back >= n) back -= 7;
    mean[h] = back >= 0 ? series.values[back]! : 0;
  }
  return { mean, residualSd: 0 };
}

/** Each day ahead as the mean of the same weekday over the last `weeks` weeks. */
export function weekdayMean(
  series: DailySeries,
  horizon: number,
  weeks = 8,
  days?: DaysAhead,
): MethodForecast {
  const n = series.values.length;
  const mean = new Float64Array(horizon);
  const day = futureDay(series, days);
  for (let h = 0; h < horizon; h += 1) {
    if (!day(h).open) continue;
    let total = 0;
    let count = 0;
    for (let back = n + (h % 7) - 7, seen = 0; back >= 0 && seen < weeks; back -= 7, seen += 1) {
      if (back >= n || !isOpen(series, back)) continue;
      total += series.values[back]!;
      count += 1;
    }
    mean[h] = count > 0 ? total / count : 0;
  }
  return { mean, residualSd: 0 };
}

/** Every day ahead as the mean of the last `window` days. */
export function recentMean(
  series: DailySeries,
  horizon: number,
  window = 28,
  days?: DaysAhead,
): MethodForecast {
  const n = series.values.length;
  let total = 0;
  let count = 0;
  for (let back = Math.max(0, n - window); back < n; back += 1) {
    if (!isOpen(series, back)) continue;
    total += series.values[back]!;
    count += 1;
  }
  const mean = new Float64Array(horizon);
  const day = futureDay(series, days);
  for (let h = 0; h < horizon; h += 1) mean[h] = day(h).open && count > 0 ? total / count : 0;
  return { mean, residualSd: 0 };
}
