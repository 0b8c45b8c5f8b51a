// Least squares for the forecasting engine's small fits.

/**
 * Solves the n × n system a·x = b (a row-major, both overwritten) by Gaussian elimination with
 * partial pivoting: the normal equations of the forecasting engine's least-squares fits (the
 * yearly pattern, the pooled model). Null when the system is singular or the answer not finite.
 */
export function solveSymmetric(a: Float64Array, b: Float64Array, n: number): Float64Array | null {
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(a[r * n + col]!) > Math.abs(a[pivot * n + col]!)) pivot = r;
    if (Math.abs(a[pivot * n + col]!) < 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k += 1) {
        const swap = a[col * n + k]!;
        a[col * n + k] = a[pivot * n + k]!;
        a[pivot * n + k] = swap;
      }
      const swap = b[col]!;
      b[col] = b[pivot]!;
      b[pivot] = swap;
    }
    for (let r = col + 1; r < n; r += 1) {
      const factor = a[r * n + col]! / a[col * n + col]!;
      if (factor === 0) continue;
      for (let k = col; k < n; k += 1) a[r * n + k]! -= factor * a[col * n + k]!;
      b[r]! -= factor * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r -= 1) {
    let sum = b[r]!;
    for (let k = r + 1; k < n; k += 1) sum -= a[r * n + k]! * x[k]!;
    x[r] = sum / a[r * n + r]!;
  }
  return x.every(Number.isFinite) ? x : null;
}
