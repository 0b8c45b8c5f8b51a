import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rmsse, wape } from "./accuracy";
import { forecastItem, lossOf, MIN_HISTORY_DAYS } from "./engine";
import { seasonalNaive, weekdayMean } from "./methods";
import { dailyBand, normalQuantile, totalQuantile } from "./quantile";
import { weekdayProfile } from "./weekdays";

const WEEK = [8, 9, 10, 12, 18, 22, 11];
const weeks = (count: number, week = WEEK) =>
  Array.from({ length: count * 7 }, (_, day) => week[day % 7]!);
const sum = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);

describe("forecastItem", () => {
  it("carries a steady weekly pattern forward, weekday by weekday", () => {
    const result = forecastItem({ values: weeks(12), firstWeekday: 0 }, 14);
    // Every weekday-aware candidate is exact here; the plain 28-day level is not in the blend.
    expect(result.blend[0]!.weight).toBeGreaterThan(0.3);
    expect(result.blend.map((part) => part.name)).not.toContain("intermittent");
    for (let h = 0; h < 14; h += 1) expect(result.mean[h]).toBeCloseTo(WEEK[h % 7]!, 0);
    expect(result.wape).toBeLessThan(0.02);
    expect(result.historyDays).toBe(84);
  });

  it("starts the pattern on the right weekday when the history does not start on a Monday", () => {
    // History from a Wednesday (2): its first value is Wednesday's.
    const values = Array.from({ length: 70 }, (_, day) => WEEK[(day + 2) % 7]!);
    const result = forecastItem({ values, firstWeekday: 2 }, 7);
    // 70 days from a Wednesday end on a Tuesday: the first day ahead is a Wednesday.
    expect(Array.from(result.mean, Math.round)).toEqual([10, 12, 18, 22, 11, 8, 9]);
  });

  it("follows a rising trend rather than the old average", () => {
    const values = Array.from({ length: 84 }, (_, day) => 10 + day * 0.25);
    const result = forecastItem({ values, firstWeekday: 0 }, 7);
    expect(result.mean[0]).toBeGreaterThan(28);
    expect(result.mean[0]).toBeLessThan(34);
  });

  it("forecasts closed days at zero and learns nothing from them", () => {
    const values = weeks(10).map((value, day) => (day % 7 === 0 ? 0 : value));
    const open = values.map((_, day) => day % 7 !== 0);
    const result = forecastItem({ values, firstWeekday: 0, open }, 7, {
      open: [false, true, true, true, true, true, true],
    });
    expect(result.mean[0]).toBe(0);
    expect(result.mean[5]).toBeCloseTo(22, 0);
    expect(result.historyDays).toBe(60);
  });

  it("adds what past promotions sold to a promotion planned ahead", () => {
    const values = weeks(12);
    const promoted = values.map((_, day) => day % 14 === 3);
    for (let day = 0; day < values.length; day += 1) if (promoted[day]) values[day]! *= 2;
    const plannedThursday = [false, false, false, true, false, false, false];
    const result = forecastItem({ values, firstWeekday: 0, promoted }, 7, {
      promoted: plannedThursday,
    });
    // Thursday usually 12; promotions have doubled it.
    expect(result.mean[3]).toBeGreaterThan(21);
    expect(result.mean[3]).toBeLessThan(25);
    // The promotions did not lift the usual days.
    expect(result.mean[4]).toBeCloseTo(18, 0);
  });

  it("blends in the intermittent method for an item used on few days, and tracks its rate", () => {
    // Used 4 units every fifth day: 0.8 a day on average.
    const values = Array.from({ length: 120 }, (_, day) => (day % 5 === 0 ? 4 : 0));
    const result = forecastItem({ values, firstWeekday: 0 }, 28);
    expect(result.blend.map((part) => part.name)).toContain("intermittent");
    expect(sum(result.mean) / 28).toBeGreaterThan(0.6);
    expect(sum(result.mean) / 28).toBeLessThan(1);
  });

  it("says when the history is too short to judge a method by", () => {
    const result = forecastItem({ values: [3, 4, 5, 3, 4], firstWeekday: 0 }, 3);
    expect(result.method).toBe("too_little_history");
    expect(result.historyDays).toBeLessThan(MIN_HISTORY_DAYS);
    expect(result.wape).toBeNull();
  });

  it("is deterministic, never negative, and the length asked for", () => {
    const series = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(
        series,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (values, weekday, horizon) => {
          const first = forecastItem({ values, firstWeekday: weekday }, horizon);
          const again = forecastItem({ values: [...values], firstWeekday: weekday }, horizon);
          expect(Array.from(first.mean)).toEqual(Array.from(again.mean));
          expect(first.mean).toHaveLength(horizon);
          expect(
            Array.from(first.mean).every((value) => value >= 0 && Number.isFinite(value)),
          ).toBe(true);
          expect(first.errorSd).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("forecasts nothing for a series of zeros", () => {
    const result = forecastItem({ values: new Array(60).fill(0), firstWeekday: 0 }, 7);
    expect(sum(result.mean)).toBe(0);
  });
});

describe("weekdayProfile", () => {
  it("averages 1 over the week and ranks the weekdays as the history does", () => {
    const profile = weekdayProfile({ values: weeks(8), firstWeekday: 0 });
    expect(sum(profile) / 7).toBeCloseTo(1, 6);
    expect(profile[5]).toBeGreaterThan(profile[4]!);
    expect(profile[0]).toBeLessThan(profile[1]!);
  });
});

describe("baselines", () => {
  it("seasonal naive repeats last week; the weekday mean averages the same weekdays", () => {
    const values = [...weeks(1), ...weeks(1).map((value) => value + 7)];
    expect(Array.from(seasonalNaive({ values, firstWeekday: 0 }, 7).mean)).toEqual(
      WEEK.map((value) => value + 7),
    );
    expect(Array.from(weekdayMean({ values, firstWeekday: 0 }, 7, 8).mean)).toEqual(
      WEEK.map((value) => value + 3.5),
    );
  });
});

describe("quantiles and accuracy", () => {
  it("knows the normal quantiles", () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6449, 4);
    expect(normalQuantile(0.99)).toBeCloseTo(2.3263, 4);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263, 4);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });

  it("adds safety stock that grows with the square root of the open days", () => {
    const one = totalQuantile([10], 2, 1, 0.95);
    const four = totalQuantile([10, 10, 10, 10], 2, 4, 0.95);
    expect(one.expected).toBe(10);
    expect(four.expected).toBe(40);
    expect(four.safety / one.safety).toBeCloseTo(2, 6);
    expect(totalQuantile([10, 0, 10], 2, 3, 0.95).safety).toBeCloseTo(one.safety * Math.SQRT2, 6);
    const [low, high] = dailyBand(1, 2);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(1 + 1.2816 * 2, 3);
  });

  it("measures WAPE and RMSSE", () => {
    expect(wape([10, 10], [8, 13])).toBeCloseTo(0.25, 9);
    expect(wape([0, 0], [1, 1])).toBeNull();
    // Naive steps of 1 and −1: scale 1. Errors 2 and 0: RMSSE √2.
    expect(rmsse([1, 2, 1], [3, 5], [1, 5])).toBeCloseTo(Math.SQRT2, 9);
    expect(rmsse([4, 4, 4], [5], [4])).toBeNull();
  });
});

describe("the buyer's loss a candidate is judged by", () => {
  const scale = { squared: 4, absolute: 2 };

  it("is the scaled error on the mean plus the scaled pinball loss at the service level", () => {
    // Errors 2, −2, 2, −2: RMSE 2 over √4 → 1; the 0.95 quantile of the errors is 2, so the
    // pinball loss is 0.05 × 4 on the two −2s over 4 errors = 0.1, over the scale 2 → 0.05.
    expect(lossOf(Float64Array.of(2, -2, 2, -2), scale, 0.95)).toBeCloseTo(1.05, 12);
  });

  it("costs more for errors that run short of the use than for the same spread both ways", () => {
    // The same squared error, but one misses the use by a lot on a few days: the stock that
    // covers it at 95% service is more than the symmetric errors need.
    const symmetric = [3, -3, 3, -3, 3, -3, 3, -3, 3, -3, 3, -3, 3, -3, 3, -3, 3, -3, 3, -3];
    const lopsided = [...Array<number>(18).fill(-Math.SQRT2), 12, 0];
    const squares = (errors: number[]) => errors.reduce((sum, e) => sum + e * e, 0);
    expect(squares(lopsided)).toBeCloseTo(squares(symmetric), 9);
    expect(lossOf(Float64Array.from(lopsided), scale, 0.95)).toBeGreaterThan(
      lossOf(Float64Array.from(symmetric), scale, 0.95),
    );
  });
});
