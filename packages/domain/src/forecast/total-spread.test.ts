import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forecastGroup, forecastItem } from "./engine";
import { normalQuantile, totalQuantile } from "./quantile";
import { pooledCorrelation, referenceCorrelation, shrunkCorrelation } from "./total-spread";

/** A seeded uniform draw (mulberry32), so every run sees the same series. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gaussian = (draw: () => number) =>
  Math.sqrt(-2 * Math.log(Math.max(draw(), 1e-12))) * Math.cos(2 * Math.PI * draw());

/**
 * Use around 20 a day whose level is off in runs of 5 to 15 days (±25%), a little noise on top;
 * or, with `runs` false, independent noise of about the same daily spread (√(5² + 1²)).
 */
function daily(seed: number, days: number, runs: boolean): Float64Array {
  const draw = seeded(seed);
  const values = new Float64Array(days);
  let level = 20;
  let until = 0;
  for (let day = 0; day < days; day += 1) {
    if (day >= until) {
      level = 20 * (1 + 0.25 * gaussian(draw));
      until = day + 5 + Math.floor(draw() * 11);
    }
    values[day] = Math.max(0, runs ? level + gaussian(draw) : 20 + Math.sqrt(26) * gaussian(draw));
  }
  return values;
}

/** Safety stock over 14 days at 95% per daily spread × √14: 1 when days are independent. */
function widening(values: Float64Array): number {
  const forecast = forecastItem({ values, firstWeekday: 0 }, 14);
  const { safety } = totalQuantile(
    forecast.mean,
    forecast.errorSd,
    14,
    0.95,
    forecast.errorCorrelation,
  );
  return safety / (totalQuantile([1], forecast.errorSd, 1, 0.95).safety * Math.sqrt(14));
}

describe("the safety stock of an order's total", () => {
  it("is wider for use whose level is off for days at a time than for independent noise", () => {
    for (const seed of [1, 2, 3]) {
      expect(widening(daily(seed, 364, true))).toBeGreaterThan(2);
      expect(widening(daily(seed, 364, false))).toBeLessThan(1.15);
    }
  });

  it("covers the fortnight's total that follows far more often than the square-root rule", () => {
    // A hundred kitchens' half-years of use that runs in levels, each ordering for 14 days at
    // 90%: counting the days as independent leaves about four in ten short.
    let independent = 0;
    let widened = 0;
    for (let seed = 1; seed <= 100; seed += 1) {
      const values = daily(seed, 196, true);
      const forecast = forecastItem({ values: values.subarray(0, 182), firstWeekday: 0 }, 14);
      const used = values.subarray(182).reduce((a, b) => a + b, 0);
      const { mean, errorSd, errorCorrelation } = forecast;
      if (used <= totalQuantile(mean, errorSd, 14, 0.9).quantile) independent += 1;
      if (used <= totalQuantile(mean, errorSd, 14, 0.9, errorCorrelation).quantile) widened += 1;
    }
    expect(independent).toBeLessThan(75);
    expect(widened).toBeGreaterThanOrEqual(independent + 12);
  });

  it("grows from √days (independent) to days (every day off alike) with the correlation", () => {
    const mean = Array.from({ length: 9 }, () => 10);
    const z = normalQuantile(0.95);
    expect(totalQuantile(mean, 2, 9, 0.95, 0).safety).toBeCloseTo(z * 2 * 3, 9);
    expect(totalQuantile(mean, 2, 9, 0.95, 1).safety).toBeCloseTo(z * 2 * 9, 9);
    // Closed days count for nothing: two open days at correlation 0.5 spread √(2 × 1.5).
    expect(totalQuantile([10, 0, 10], 2, 3, 0.95, 0.5).safety).toBeCloseTo(z * 2 * 3 ** 0.5, 3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (days, a, b) => {
          const daysMean = Array.from({ length: days }, () => 5);
          const low = totalQuantile(daysMean, 1, days, 0.9, Math.min(a, b)).safety;
          const high = totalQuantile(daysMean, 1, days, 0.9, Math.max(a, b)).safety;
          return high >= low - 1e-12;
        },
      ),
    );
  });
});

describe("the error correlation a forecast carries", () => {
  it("is measured over a year of weekly origins and is near 0 for independent noise", () => {
    const own = referenceCorrelation({ values: daily(7, 364, false), firstWeekday: 0 }, 14);
    expect(Math.abs(own.correlation)).toBeLessThan(0.05);
    // A year holds 43 origins a week apart with 8 weeks before each and 14 days after: they
    // span 7 × 42 + 14 days, as many as 22 totals that do not overlap.
    expect(own.evidence).toBeCloseTo((7 * 42 + 14) / 14, 9);
    const runs = referenceCorrelation({ values: daily(7, 364, true), firstWeekday: 0 }, 14);
    expect(runs.correlation).toBeGreaterThan(0.3);
  });

  it("leans on the prior where the history is short, and stays within 0 to 0.75", () => {
    expect(referenceCorrelation({ values: daily(1, 60, true), firstWeekday: 0 }, 7)).toEqual({
      correlation: 0,
      evidence: 0,
    });
    expect(shrunkCorrelation({ correlation: 0, evidence: 0 }, 0.4)).toBeCloseTo(0.4, 12);
    expect(shrunkCorrelation({ correlation: 0.6, evidence: 2 }, 0.2)).toBeCloseTo(0.4, 12);
    expect(shrunkCorrelation({ correlation: 0.99, evidence: 100 })).toBeLessThanOrEqual(0.75);
    expect(shrunkCorrelation({ correlation: -0.3, evidence: 100 })).toBe(0);
    expect(
      pooledCorrelation([
        { correlation: 0.5, evidence: 3 },
        { correlation: -1, evidence: 1 },
      ]),
    ).toBeCloseTo(0.375, 12);
  });

  it("gives a new item of a group its group's figure", () => {
    const group = [1, 2, 3, 4].map((seed) => ({
      series: { values: daily(seed, 364, true), firstWeekday: 0 },
    }));
    const fresh = { series: { values: daily(9, 20, true), firstWeekday: 0 } };
    const results = forecastGroup([...group, fresh], 14);
    expect(results[4]!.method).toBe("too_little_history");
    expect(results[4]!.errorCorrelation).toBeGreaterThan(0.3);
    // Alone, it has nothing to go on and counts its days as independent.
    expect(forecastItem(fresh.series, 14).errorCorrelation).toBe(0);
  });
});
