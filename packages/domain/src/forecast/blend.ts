import { before, type Candidate, type ForecastEffect } from "./candidates";
import { type backtest } from "./backtest";
import { seasonalNaive } from "./methods";
import { type DailySeries, type DaysAhead, isOpen } from "./weekdays";

/** At most this many candidates are blended: the best by backtest. */
const BLEND = 3;

type Backtest = ReturnType<typeof backtest>;

/** A candidate taken into the blend and its share of it. */
export interface BlendPart {
  test: Backtest;
  weight: number;
}

/**
 * The best three candidates by backtest, each weighted by the inverse square of its loss (the
 * best alone when it made no loss or there was no backtest).
 */
export function blendWeights(tests: Backtest[], origins: number[]): BlendPart[] {
  const ranked = [...tests].sort((a, b) => a.loss - b.loss).slice(0, BLEND);
  const best = ranked[0]!;
  if (best.loss === 0 || origins.length === 0) return [{ test: best, weight: 1 }];
  const inverse = ranked.map((test) => 1 / Math.max(test.loss, best.loss * 1e-3) ** 2);
  const total = inverse.reduce((a, b) => a + b, 0);
  return ranked.map((test, i) => ({ test, weight: inverse[i]! / total }));
}

/** How the blend did over the backtest: its errors, what was used, and the baseline's beside it. */
export interface BlendScore {
  absolute: number;
  squared: number;
  /** Open days judged. */
  count: number;
  actualUse: number;
  baselineAbsolute: number;
  /** The absolute error of each day judged (the first `count`). */
  errors: Float64Array;
}

/** The blend's own backtest, from the same origins and days ahead as its candidates'. */
export function scoreBlend(
  series: DailySeries,
  blend: BlendPart[],
  origins: number[],
  aheads: DaysAhead[],
  span: number,
): BlendScore {
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
  return { absolute, squared, count, actualUse, baselineAbsolute, errors };
}

/**
 * The blend's forecast of the days ahead: its candidates' real forecasts weighted (negative
 * days taken as zero), their fits' residual spread weighted alike, and the effects they found.
 */
export function blendForecast(
  blend: BlendPart[],
  final: (name: Backtest["name"]) => ReturnType<Candidate>,
  horizon: number,
): { mean: Float64Array; residual: number; effects: ForecastEffect[] } {
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
  return { mean, residual, effects: [...effects.values()] };
}
