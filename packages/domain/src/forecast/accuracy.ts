/** Weighted absolute percentage error: total absolute error over total actual use. */
export function wape(actual: ArrayLike<number>, forecast: ArrayLike<number>): number | null {
  let error = 0;
  let total = 0;
  for (let i = 0; i < actual.length; i += 1) {
    error += Math.abs(actual[i]! - forecast[i]!);
    total += actual[i]!;
  }
  return total > 0 ? error / total : null;
}

/**
 * Root mean squared scaled error (the M5 competition's measure): the forecast's RMSE over the
 * horizon, scaled by the RMSE of a one-day naive forecast within the history, so series of any
 * size compare. Null when the history never changes (the scale is zero).
 */
export function rmsse(
  history: ArrayLike<number>,
  actual: ArrayLike<number>,
  forecast: ArrayLike<number>,
): number | null {
  let scale = 0;
  let steps = 0;
  let started = false;
  for (let i = 1; i < history.length; i += 1) {
    // As in M5, the scale counts from the first day with any use.
    if (!started && history[i - 1]! === 0) continue;
    started = true;
    const step = history[i]! - history[i - 1]!;
    scale += step * step;
    steps += 1;
  }
  if (steps === 0 || scale === 0) return null;
  let squared = 0;
  for (let i = 0; i < actual.length; i += 1) {
    const error = actual[i]! - forecast[i]!;
    squared += error * error;
  }
  return Math.sqrt(squared / actual.length / (scale / steps));
}
