import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDay, dayOf, decideDayFirst, readDateCell, readTime } from "./dates";

describe("reading dates and times", () => {
  it("reads days that can only be read one way", () => {
    const cases: [string, string, string | null][] = [
      ["2024-03-12", "2024-03-12", null],
      ["2024-03-12 18:42:10", "2024-03-12", "18:42"],
      ["2023-02-14T20:04:08.665Z", "2023-02-14", "20:04"],
      ["12.03.2024", "2024-03-12", null],
      ["12.03.2024 18:42", "2024-03-12", "18:42"],
      ["23-Aug-2026 09:34 PM EDT", "2026-08-23", "21:34"],
      ["Mar 12, 2024 6:42 AM", "2024-03-12", "06:42"],
      ["Tue, Mar 12, 2024", "2024-03-12", null],
      ["12 mars 2024 18h42", "2024-03-12", "18:42"],
      ["12. März 2024", "2024-03-12", null],
    ];
    for (const [text, day, time] of cases)
      expect([text, readDateCell(text)]).toEqual([text, { kind: "day", day, time }]);
  });

  it("keeps both readings of a slashed date for the column to decide", () => {
    expect(readDateCell("3/12/2024 6:42 PM")).toEqual({
      kind: "either",
      first: 3,
      second: 12,
      year: 2024,
      time: "18:42",
    });
    expect(readDateCell("3/12/24")).toMatchObject({ kind: "either", year: 2024 });
    const cell = readDateCell("13/03/2024");
    if (cell.kind !== "either") throw new Error("expected either");
    expect(dayOf(cell, true)).toBe("2024-03-13");
    expect(dayOf(cell, false)).toBeNull();
  });

  it("says what is wrong with a cell that is not a date", () => {
    expect(readDateCell("yesterday")).toEqual({ kind: "wrong", reason: "is not a date" });
    expect(readDateCell("2024-02-30")).toEqual({ kind: "wrong", reason: "is not a day" });
    expect(readDateCell("2024-03-12 25:00")).toMatchObject({ kind: "wrong" });
    expect(readDateCell("31.04.2024")).toMatchObject({ kind: "wrong" });
  });

  it("reads times of day in 12- and 24-hour form", () => {
    expect(readTime("18:42:10")).toBe("18:42");
    expect(readTime("6:42 PM")).toBe("18:42");
    expect(readTime("12:05 a.m.")).toBe("00:05");
    expect(readTime("12:05 PM")).toBe("12:05");
    for (const bad of ["24:00", "13:00 PM", "6:60", "noon", ""]) expect(readTime(bad)).toBeNull();
  });

  it("decides day or month first from the cells only one reading fits", () => {
    expect(decideDayFirst(["03/04/2024", "13/04/2024"])).toBe(true);
    expect(decideDayFirst(["03/04/2024", "04/13/2024"])).toBe(false);
    expect(decideDayFirst(["03/04/2024", "04/05/2024"])).toBeNull();
    expect(decideDayFirst(["13/04/2024", "14/04/2024", "04/13/2024"])).toBe(true);
    expect(decideDayFirst(["13.04.2024", "04/05/2024"])).toBeNull();
  });

  it("reads every calendar day back from every way of writing it", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (date) => {
          const [year, month, day] = [
            date.getUTCFullYear(),
            date.getUTCMonth() + 1,
            date.getUTCDate(),
          ];
          const iso = calendarDay(year, month, day)!;
          expect(readDateCell(iso)).toMatchObject({ day: iso });
          expect(readDateCell(`${day}.${month}.${year}`)).toMatchObject({ day: iso });
          const us = readDateCell(`${month}/${day}/${year}`);
          const eu = readDateCell(`${day}/${month}/${year}`);
          if (us.kind !== "either" || eu.kind !== "either") throw new Error("expected either");
          expect(dayOf(us, false)).toBe(iso);
          expect(dayOf(eu, true)).toBe(iso);
        },
      ),
    );
  });
});
