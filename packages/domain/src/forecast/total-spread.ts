import type { DailySeries } from "./weekdays";

/**
 * How alike the errors of one forecast's days are, measured with a plain forecaster over a long
 * stretch of the past: `correlation` (0 when the days' errors are independent, 1 when every day
 * is off by the same amount) and `evidence`, how many totals that do not overlap it rests on.
 */
export interface ErrorCorrelation {
  correlation: number;
  evidence: number;
}

/** Origins a week apart, as far back as a year: enough totals for a steady figure. */
const REFERENCE_ORIGINS = 52;
/** The plain forecaster: the same weekday's mean over this many weeks before the origin. */
const REFERENCE_WEEKS = 8;
/** The prior (independence, or the group's figure) weighs as much as this many totals. */
const PRIOR_TOTALS = 2;
/** Never below independence, and never as if every day's error were one and the same. */
const MAX_CORRELATION = 0.75;

/**
 * The correlation of the daily errors of the same weekday's 8-week mean over `span` days, from
 * origins a week apart over the last year: (Σ totals² − Σ errors²) / (Σ pairs of days × the mean
 * squared error), the correlation every pair of a window's days would need for its totals to
 * spread as they did. Why not the engine's own backtest: its four origins overlap (about one
 * total's worth at 28 days), the blend was chosen on their errors, and on real demand its figure
 * told nothing of the totals that followed (decision 0030, "Safety stock for the order's total").
 */
export function referenceCorrelation(series: DailySeries, span: number): ErrorCorrelation {
  const values = series.values;
  // isOpen, inline.
  const openDays = series.open;
  const n = values.length;
  const weekdayMean = new Float64Array(7);
  let totals = 0;
  let squared = 0;
  let errors = 0;
  let pairs = 0;
  let origins = 0;
  for (let k = 0; k < REFERENCE_ORIGINS; k += 1) {
    const origin = n - span - 7 * k;
    if (origin < 7 * REFERENCE_WEEKS) break;
    for (let offset = 0; offset < 7; offset += 1) {
      let sum = 0;
      let count = 0;
      for (let week = 1; week <= REFERENCE_WEEKS; week += 1) {
        const day = origin + offset - 7 * week;
        if (openDays && openDays[day] === false) continue;
        sum += values[day]!;
        count += 1;
      }
      weekdayMean[offset] = count > 0 ? sum / count : 0;
    }
    let total = 0;
    let open = 0;
    for (let h = 0; h < span; h += 1) {
      if (openDays && openDays[origin + h] === false) continue;
      const error = values[origin + h]! - weekdayMean[h % 7]!;
      total += error;
      squared += error * error;
      open += 1;
    }
    totals += total * total;
    errors += open;
    pairs += open * (open - 1);
    origins += 1;
  }
  if (origins === 0 || squared <= 0 || pairs === 0) return { correlation: 0, evidence: 0 };
  return {
    correlation: (totals - squared) / pairs / (squared / errors),
    evidence: (7 * (origins - 1) + span) / span,
  };
}

/** A group's figure: its members' correlations (within bounds), weighed by their evidence. */
export function pooledCorrelation(members: readonly ErrorCorrelation[]): number {
  let weighted = 0;
  let evidence = 0;
  for (const member of members) {
    weighted += member.evidence * bounded(member.correlation);
    evidence += member.evidence;
  }
  return evidence > 0 ? weighted / evidence : 0;
}

const bounded = (correlation: number) => Math.min(MAX_CORRELATION, Math.max(0, correlation));

/**
 * The correlation a forecast's safety stock assumes: the series' own figure drawn towards the
 * prior (its group's, else independence) as far as its evidence is thin, within 0 to 0.75.
 */
export function shrunkCorrelation(own: ErrorCorrelation, prior = 0): number {
  return bounded(
    (own.evidence * bounded(own.correlation) + PRIOR_TOTALS * bounded(prior)) /
      (own.evidence + PRIOR_TOTALS),
  );
}
