/**
 * The standard normal distribution's quantile function (Acklam's rational approximation,
 * relative error below 1.2e-9): `normalQuantile(0.95)` ≈ 1.645.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError("A quantile's level lies strictly between 0 and 1.");
  const a = [
    -39.6968302866538, 220.946098424521, -275.928510446969, 138.357751867269, -30.6647980661472,
    2.50662827745924,
  ];
  const b = [
    -54.4760987982241, 161.585836858041, -155.698979859887, 66.8013118877197, -13.2806815528857,
  ];
  const c = [
    -0.00778489400243029, -0.322396458041136, -2.40075827716184, -2.54973253934373,
    4.37466414146497, 2.93816398269878,
  ];
  const d = [0.00778469570904146, 0.32246712907004, 2.445134137143, 3.75440866190742];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * What total use over the given days will not be exceeded with probability `level`: the sum of
 * the expected use plus the matching number of standard errors of that sum. Its spread is the
 * daily spread over `open` open days widened for days whose errors run alike (a level that is
 * off stays off): errorSd × √(open × (1 + (open − 1) × correlation)), which is errorSd × √open
 * when they are independent (`correlation` 0) and errorSd × open when every day errs alike (1).
 */
export function totalQuantile(
  mean: ArrayLike<number>,
  errorSd: number,
  days: number,
  level: number,
  correlation = 0,
): { expected: number; quantile: number; safety: number } {
  let expected = 0;
  let open = 0;
  for (let day = 0; day < Math.min(days, mean.length); day += 1) {
    expected += mean[day]!;
    if (mean[day]! > 0) open += 1;
  }
  const spread = errorSd * totalSpreadFactor(open, correlation);
  const safety = Math.max(0, normalQuantile(level) * spread);
  return { expected, quantile: expected + safety, safety };
}

/** How many daily spreads a total over `open` days spreads over when each two days' errors correlate so. */
export function totalSpreadFactor(open: number, correlation: number): number {
  const alike = Math.min(1, Math.max(0, correlation));
  return Math.sqrt(open * (1 + Math.max(0, open - 1) * alike));
}

/** A band around one day's forecast: the `level` central prediction interval, never below 0. */
export function dailyBand(mean: number, errorSd: number, level = 0.8): [number, number] {
  const z = normalQuantile(0.5 + level / 2);
  return [Math.max(0, mean - z * errorSd), mean + z * errorSd];
}
