import { type DailySeries, type DaysAhead, isOpen } from "./weekdays";

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

/** intermittent's open days, reused from call to call. */
let intermittentScratch = new Float64Array(0);

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
  // The open days' use, in scratch reused from call to call.
  const n = series.values.length;
  if (intermittentScratch.length < n) intermittentScratch = new Float64Array(n);
  const openDays = series.open;
  let kept = 0;
  for (let day = 0; day < n; day += 1)
    if (!openDays || openDays[day] !== false) intermittentScratch[kept++] = series.values[day]!;
  const values = intermittentScratch.subarray(0, kept);
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

  const open = days?.open;
  for (let h = 0; h < horizon; h += 1)
    mean[h] = !open || open[h] !== false ? best.chance * best.size : 0;
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
  const values = series.values;
  const n = values.length;
  const mean = new Float64Array(horizon);
  const open = series.open;
  const openAhead = days?.open;
  // Every week ahead takes the same weeks' mean: each weekday's worked out once.
  const byWeekday = new Float64Array(7);
  for (let r = 0; r < Math.min(7, horizon); r += 1) {
    let total = 0;
    let count = 0;
    for (let back = n + r - 7, seen = 0; back >= 0 && seen < weeks; back -= 7, seen += 1) {
      if (back >= n || (open && open[back] === false)) continue;
      total += values[back]!;
      count += 1;
    }
    byWeekday[r] = count > 0 ? total / count : 0;
  }
  for (let h = 0; h < horizon; h += 1)
    if (!openAhead || openAhead[h] !== false) mean[h] = byWeekday[h % 7]!;
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
