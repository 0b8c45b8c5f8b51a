import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, occurrencesBetween } from "./expenses";

describe("recurring expenses", () => {
  it("fall on the same day of the month, or the month's last when it is shorter", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 3)).toBe("2026-04-30");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    const rent = { startsOn: "2026-01-31", frequency: "monthly" as const, endsOn: null };
    expect(occurrencesBetween(rent, "2026-02-01", "2026-05-31")).toEqual([
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
  });

  it("keep to their first and last day", () => {
    const linen = { startsOn: "2026-11-02", frequency: "weekly" as const, endsOn: "2026-11-23" };
    expect(occurrencesBetween(linen, "2026-10-01", "2026-12-31")).toEqual([
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    const insurance = { startsOn: "2026-02-15", frequency: "quarterly" as const, endsOn: null };
    expect(occurrencesBetween(insurance, "2026-01-01", "2026-12-31")).toEqual([
      "2026-02-15",
      "2026-05-15",
      "2026-08-15",
      "2026-11-15",
    ]);
    expect(occurrencesBetween(insurance, "2025-01-01", "2026-02-14")).toEqual([]);
  });

  it("give every weekly day in a window once, seven days apart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 400 }),
        (start, from, span) => {
          const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
          const rule = { startsOn: day(start), frequency: "weekly" as const, endsOn: null };
          const days = occurrencesBetween(rule, day(from), day(from + span));
          const expected: string[] = [];
          for (let n = Math.max(from, start); n <= from + span; n += 1)
            if ((n - start) % 7 === 0) expected.push(day(n));
          expect(days).toEqual(expected);
        },
      ),
    );
  });
});
