import { describe, expect, it } from "vitest";
import { dayNumberOf, isoDayOf } from "./marks";
import { forecastItem } from "./engine";
import type { DayEvent } from "./weekdays";

// Series dated from Monday 2024-01-01, a weekday pattern around 20 a day, with a little
// deterministic noise so no candidate is exact.
const START = "2024-01-01";
const WEEK = [0.8, 0.8, 0.9, 1, 1.2, 1.5, 0.8];
const noise = (t: number) => 1 + 0.05 * Math.sin(t * 12.9898);
const dayOf = (t: number) => isoDayOf(dayNumberOf(START) + t);
const sum = (values: ArrayLike<number>, from = 0, to = values.length) => {
  let total = 0;
  for (let i = from; i < to; i += 1) total += values[i]!;
  return total;
};

function series(length: number, shape: (t: number) => number) {
  return Float64Array.from({ length }, (_, t) => 20 * WEEK[t % 7]! * noise(t) * shape(t));
}

describe("forecasts with a calendar", () => {
  it("learns what a holiday does from past years and applies it to the next one", () => {
    // A holiday on 1 May sells twice a usual day; the history has two of them.
    const holiday = (t: number) => dayOf(t).endsWith("-05-01");
    const length = dayNumberOf("2026-04-25") - dayNumberOf(START);
    const values = series(length, (t) => (holiday(t) ? 2 : 1));
    const events = Array.from({ length }, (_, t): DayEvent[] | undefined =>
      holiday(t) ? [{ name: "Labour Day", kind: "holiday" }] : undefined,
    );
    const ahead = Array.from({ length: 14 }, (_, h): DayEvent[] | undefined =>
      holiday(length + h) ? [{ name: "Labour Day", kind: "holiday" }] : undefined,
    );
    const day = ahead.findIndex(Boolean);
    expect(dayOf(length + day)).toBe("2026-05-01");
    const told = forecastItem({ values, firstWeekday: 0, firstDate: START, events }, 14, {
      events: ahead,
    });
    const usual = 20 * WEEK[(length + day) % 7]!;
    expect(told.mean[day]! / usual).toBeGreaterThan(1.5);
    expect(told.mean[day]! / usual).toBeLessThan(2.2);
    expect(told.effects).toContainEqual(
      expect.objectContaining({ day, name: "Labour Day", lift: expect.any(Number) }),
    );
    // Not told of it ahead, the day is forecast as usual.
    const untold = forecastItem({ values, firstWeekday: 0, firstDate: START, events }, 14);
    expect(untold.mean[day]! / usual).toBeLessThan(1.2);
  });

  it("follows a yearly pattern it has seen twice, which a weekly method cannot", () => {
    // Summer is busy: use swings ±40% over the year, highest in mid-July.
    const season = (t: number) =>
      1 +
      0.4 * Math.cos((2 * Math.PI * (dayNumberOf(dayOf(t)) - dayNumberOf("2024-07-15"))) / 365.25);
    // History to mid-May 2026, when use is climbing fast; forecast four weeks.
    const length = dayNumberOf("2026-05-15") - dayNumberOf(START);
    const values = series(length + 28, season);
    const history = values.subarray(0, length);
    const actual = sum(values, length, length + 28);
    const dated = forecastItem({ values: history, firstWeekday: 0, firstDate: START }, 28);
    const undated = forecastItem({ values: history, firstWeekday: 0 }, 28);
    const datedError = Math.abs(sum(dated.mean) - actual) / actual;
    const undatedError = Math.abs(sum(undated.mean) - actual) / actual;
    expect(datedError).toBeLessThan(0.05);
    expect(datedError).toBeLessThan(undatedError / 2);
  });

  it("learns the week before Christmas without being told of it", () => {
    const busy = (t: number) => {
      const date = dayOf(t);
      return date >= `${date.slice(0, 4)}-12-18` && date <= `${date.slice(0, 4)}-12-23`;
    };
    const length = dayNumberOf("2026-12-10") - dayNumberOf(START);
    const values = series(length, (t) => (busy(t) ? 1.6 : 1));
    const result = forecastItem({ values, firstWeekday: 0, firstDate: START }, 14);
    const week = [8, 9, 10, 11, 12, 13]; // 18 to 23 December
    const before = [0, 1, 2, 3, 4, 5, 6];
    const perDay = (days: number[]) =>
      days.reduce((total, h) => total + result.mean[h]! / WEEK[(length + h) % 7]!, 0) / days.length;
    expect(perDay(week) / perDay(before)).toBeGreaterThan(1.35);
    expect(result.effects.some((effect) => effect.name === "Christmas week")).toBe(true);
  });

  it("expects more when a price cut is planned, as past cuts sold more", () => {
    // Every other week the price drops from 10 to 8 and use rises by a quarter.
    const length = 364;
    const cut = (t: number) => Math.floor(t / 7) % 2 === 1;
    const values = series(length, (t) => (cut(t) ? 1.25 : 1));
    const price = Float64Array.from({ length }, (_, t) => (cut(t) ? 8 : 10));
    const plan = (value: number) => ({ price: new Float64Array(7).fill(value) });
    const input = { values, firstWeekday: 0, firstDate: START, price };
    const cheaper = forecastItem(input, 7, plan(8));
    const usual = forecastItem(input, 7, plan(10));
    expect(sum(cheaper.mean) / sum(usual.mean)).toBeGreaterThan(1.15);
    expect(sum(cheaper.mean) / sum(usual.mean)).toBeLessThan(1.35);
  });

  it("adds what past events used per guest to a new booking", () => {
    // Private bookings every four weeks use 0.5 a guest on top of a usual Tuesday.
    const length = 280;
    const booked = (t: number) => t % 28 === 15;
    const values = series(length, () => 1);
    const events = Array.from({ length }, (_, t): DayEvent[] | undefined =>
      booked(t) ? [{ name: `Booking ${t}`, kind: "event", guests: 40 }] : undefined,
    );
    for (let t = 0; t < length; t += 1) if (booked(t)) values[t]! += 20;
    const ahead = Array.from({ length: 7 }, (_, h): DayEvent[] | undefined =>
      h === 1 ? [{ name: "Wedding", kind: "event", guests: 80 }] : undefined,
    );
    const result = forecastItem({ values, firstWeekday: 0, firstDate: START, events }, 7, {
      events: ahead,
    });
    const usual = 20 * WEEK[(length + 1) % 7]!;
    // 80 guests × 0.5 = 40 more, give or take the blend.
    expect(result.mean[1]! - usual).toBeGreaterThan(25);
    expect(result.mean[1]! - usual).toBeLessThan(50);
  });

  it("gives an 80% interval inside the 95% one, from the backtest's errors", () => {
    const values = series(200, () => 1);
    const result = forecastItem({ values, firstWeekday: 0, firstDate: START }, 14);
    expect(result.interval.p80).toBeGreaterThan(0);
    expect(result.interval.p95).toBeGreaterThan(result.interval.p80);
    expect(result.dailyError).toBeGreaterThan(0);
    expect(result.dailyError!).toBeLessThan(result.interval.p95);
  });

  it("takes the lift a manager expects of a first promotion, until past ones say otherwise", () => {
    const length = 200;
    const values = series(length, () => 1);
    const plan = (expectedLift?: number) => ({
      events: Array.from({ length: 7 }, (_, h): DayEvent[] | undefined =>
        h === 2 ? [{ name: "Truffle week", kind: "promotion", expectedLift }] : undefined,
      ),
    });
    const input = { values, firstWeekday: 0, firstDate: START };
    const expected = forecastItem(input, 7, plan(1.3));
    const unknown = forecastItem(input, 7, plan());
    expect(expected.mean[2]! / unknown.mean[2]!).toBeCloseTo(1.3, 2);
    expect(expected.effects).toContainEqual({ day: 2, name: "Truffle week", lift: 1.3 });
    expect(unknown.effects).toEqual([]);
  });
});
