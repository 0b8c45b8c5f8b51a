import { describe, expect, it } from "vitest";
import { formatExpectedChange, plannedDays, shiftMonth } from "./month-days";

describe("plannedDays", () => {
  it("gives each day of the month its holidays, closure and events", () => {
    const event = {
      id: "e",
      locationId: "l",
      kind: "promotion" as const,
      name: "Brunch",
      startsOn: "2026-11-30",
      endsOn: "2026-12-02",
      expectedGuests: null,
      expectedChangePercent: "25",
      categories: [],
      notes: "",
      createdAt: "",
    };
    const days = plannedDays(
      {
        locationId: "l",
        month: "2026-12",
        from: "2026-12-01",
        to: "2026-12-31",
        holidayRegion: "US",
        holidays: [{ day: "2026-12-25", name: "Christmas Day" }],
        closures: [{ day: "2026-12-26", name: "" }],
        events: [event],
      },
      [1, 2, 3, 4, 5, 6],
    );
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ day: "2026-12-01", weekday: 1, events: [event] });
    expect(days[2]!.events).toEqual([]);
    expect(days[24]!.holidays).toEqual(["Christmas Day"]);
    expect(days[25]).toMatchObject({ closed: "Closed", closure: true });
    // Mondays it does not open.
    expect(days[6]).toMatchObject({ weekday: 0, closed: "Closed every week", closure: false });
  });
});

describe("formatExpectedChange", () => {
  it("signs the percentage as a person writes it", () => {
    expect(formatExpectedChange("25")).toBe("+25% expected");
    expect(formatExpectedChange("-12.5")).toBe("\u221212.5% expected");
    expect(formatExpectedChange("0")).toBe("no change expected");
  });
});

describe("shiftMonth", () => {
  it("crosses years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-05", 0)).toBe("2026-05");
  });
});
