import { describe, expect, it } from "vitest";
import { forecastGroup, forecastItem } from "./engine";
import { fitPooled } from "./pooled";

// Items of one category at one location: Saturdays sell three times a weekday.
const SHAPE = [1, 1, 1, 1, 1, 3, 1];
const noise = (t: number, k: number) => 1 + 0.1 * Math.sin(t * 7.31 + k * 1.7);
const item = (k: number, days: number, size: number) => ({
  series: {
    values: Float64Array.from({ length: days }, (_, t) => size * SHAPE[t % 7]! * noise(t, k)),
    firstWeekday: 0,
    firstDate: "2026-01-05",
  },
});

describe("the pooled model of a group", () => {
  it("lends a new item its category's weekly shape", () => {
    // Eight items with six months of history, and one added nine days ago (Monday to Tuesday,
    // one Saturday among them) that sells about 4 a weekday.
    const group = [...Array.from({ length: 8 }, (_, k) => item(k, 182, 5 + k)), item(9, 9, 4)];
    const results = forecastGroup(group, 7);
    const fresh = results.at(-1)!;
    expect(fresh.method).toBe("too_little_history");
    expect(fresh.blend[0]!.name).toBe("pooled");
    // Day 0 ahead is a Wednesday, day 3 the Saturday.
    expect(fresh.mean[3]! / fresh.mean[0]!).toBeGreaterThan(2.2);
    expect(fresh.mean[0]).toBeGreaterThan(3);
    expect(fresh.mean[0]).toBeLessThan(5.5);
    // Alone, the item has no group to learn from.
    expect(forecastItem(group.at(-1)!.series, 7).blend[0]!.name).toBe("smoothing");
  });

  it("joins the established items' candidates, and learns nothing from too little", () => {
    const group = Array.from({ length: 6 }, (_, k) => item(k, 182, 5 + k));
    const results = forecastGroup(group, 14);
    expect(results.some((result) => result.blend.some((part) => part.name === "pooled"))).toBe(
      true,
    );
    for (const result of results) expect(result.wape!).toBeLessThan(0.15);
    expect(fitPooled([item(0, 70, 5).series], (series) => series.values.length)).toBeNull();
  });

  it("judges the methods over the days an order covers, not the whole horizon", () => {
    const { series } = item(0, 182, 5);
    const week = forecastItem(series, 70, undefined, { judgedOver: 7 });
    const month = forecastItem(series, 70, undefined, { judgedOver: 28 });
    // Four origins each: 4 × 7 days against 4 × 28 days of use judged.
    expect(month.backtestUse / week.backtestUse).toBeGreaterThan(3.5);
    expect(month.backtestUse / week.backtestUse).toBeLessThan(4.5);
    expect(week.mean).toHaveLength(70);
  });
});
