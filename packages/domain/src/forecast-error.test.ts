import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forecastError, type ForecastErrorInput } from "./forecast-error";

const days = (perDay: number, length = 14) => Array.from({ length }, () => perDay);

const steady: ForecastErrorInput = {
  method: "seasonal_smoothing",
  historyDays: 90,
  wape: 0.1234,
  errorSd: 2,
  mean: days(10),
  coverDays: 7,
  openDays: 28,
  usedDays: 28,
  baseUnit: "kg",
};

describe("forecastError", () => {
  it("gives a percentage for an item used steadily", () => {
    expect(forecastError(steady)).toEqual({
      kind: "percent",
      wape: "0.1234",
      note: "recent forecast error 12%",
    });
  });

  it("gives an intermittent item's spread over the days covered, in its unit, never 100%", () => {
    // Pork used on 6 of 28 days: a daily percentage is ~100% however good the forecast.
    const error = forecastError({
      ...steady,
      method: "intermittent",
      wape: 1.0005,
      errorSd: 3,
      mean: days(1.2),
      usedDays: 6,
      baseUnit: "lb",
    });
    // 1.2816 × 3 × √7 = 10.17 lb.
    expect(error).toEqual({
      kind: "units",
      within: "10",
      days: 7,
      note: "typically within \u00b110 lb over the 7 days it covers",
    });
  });

  it("states no percentage for an item forecast as intermittent, however often it is used", () => {
    expect(forecastError({ ...steady, method: "intermittent" }).kind).toBe("units");
  });

  it("treats an item used on few days as intermittent whatever method won", () => {
    const error = forecastError({ ...steady, usedDays: 10, errorSd: 0.2, coverDays: 4 });
    // 1.2816 × 0.2 × √4 = 0.51 kg.
    expect(error).toMatchObject({ kind: "units", within: "0.51", days: 4 });
  });

  it("widens the band as the safety stock is when the days' errors run alike", () => {
    const error = forecastError({
      ...steady,
      usedDays: 10,
      errorSd: 0.2,
      coverDays: 4,
      errorCorrelation: 0.5,
    });
    // 1.2816 × 0.2 × √(4 × (1 + 3 × 0.5)) = 0.81 kg, against 0.51 kg counted as independent.
    expect(error).toMatchObject({ kind: "units", within: "0.81", days: 4 });
  });

  it("counts only the open days covered, and pieces in whole pieces", () => {
    const mean = [2, 0, 2, 2, 0, 2, 2, 2];
    const error = forecastError({ ...steady, usedDays: 3, mean, errorSd: 1.5, baseUnit: "pcs" });
    // Five open days of the seven: 1.2816 × 1.5 × √5 = 4.3 → 4 pcs.
    expect(error.note).toBe("typically within \u00b14 pcs over the 7 days it covers");
  });

  it("says when there is too little history to judge", () => {
    for (const input of [
      { ...steady, historyDays: 20 },
      { ...steady, method: "too_little_history" as const },
      { ...steady, wape: null },
      { ...steady, method: null, historyDays: null },
    ])
      expect(forecastError(input)).toMatchObject({
        kind: "too_little_history",
        note: "too little history to judge its error",
      });
  });

  it("never states 100% for an item not used on most of its open days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 22 }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (usedDays, wape, errorSd) => {
          const error = forecastError({ ...steady, usedDays, wape, errorSd });
          expect(error.kind).toBe("units");
          expect(error.note).not.toMatch(/%/);
        },
      ),
    );
  });
});
