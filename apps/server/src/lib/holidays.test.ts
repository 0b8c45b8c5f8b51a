import { describe, expect, it } from "vitest";
import { holidayCalendar, isHolidayRegion } from "./holidays";

describe("isHolidayRegion", () => {
  it("knows countries and their regions", () => {
    for (const region of ["US", "US-NY", "GB-ENG", "DE-BY", "FR"])
      expect(isHolidayRegion(region)).toBe(true);
  });

  it("refuses what is not a country or region", () => {
    for (const region of ["", "us", "XX", "US-XX", "GB-", "USA", "US NY"])
      expect(isHolidayRegion(region)).toBe(false);
  });
});

describe("holidayCalendar", () => {
  it("gives public holidays and the observances restaurants feel", () => {
    const days = holidayCalendar("US-NY", "2026-02-01", "2026-12-31");
    expect(days.get("2026-12-25")).toEqual([{ name: "Christmas Day", kind: "holiday" }]);
    expect(days.get("2026-02-14")?.[0]?.name).toBe("Valentine's Day");
    expect(days.get("2026-05-10")?.[0]?.name).toBe("Mother's Day");
    expect(days.has("2026-01-01")).toBe(false);
    expect(days.has("2026-12-23")).toBe(false);
  });

  it("follows the region", () => {
    const bavaria = holidayCalendar("DE-BY", "2026-01-01", "2026-12-31");
    const berlin = holidayCalendar("DE-BE", "2026-01-01", "2026-12-31");
    // Epiphany is a holiday in Bavaria, not in Berlin.
    expect(bavaria.has("2026-01-06")).toBe(true);
    expect(berlin.get("2026-01-06")).toBeUndefined();
  });

  it("spans years", () => {
    const days = holidayCalendar("FR", "2026-12-20", "2027-01-05");
    expect(days.has("2026-12-25")).toBe(true);
    expect(days.has("2027-01-01")).toBe(true);
  });
});
