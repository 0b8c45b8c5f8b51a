import { salesColumnsSchema, type PosName } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import {
  columnsUnchosen,
  daysCovered,
  firstProblems,
  meaningInput,
  meaningOf,
  needsColumns,
  problemText,
  usualSalesLocation,
} from "./review";

const problem = (row: number, message: string) => ({ row, column: null, message });
const undecided = problem(
  3,
  "Row 3, Date: 03/04/2026 could be 3 April or March 4, and no date in this column settles it; choose whether the day or the month comes first.",
);

describe("the problems of a sales file", () => {
  it("say their row once, and a problem of the whole file as it is", () => {
    expect(problemText(problem(4, "Row 4, Qty: lots is not a number."))).toBe(
      "Row 4, Qty: lots is not a number.",
    );
    expect(problemText(problem(7, "no location of Larder is called Annex."))).toBe(
      "Row 7: no location of Larder is called Annex.",
    );
    expect(problemText(problem(1, "Choose the column that holds the item sold."))).toBe(
      "Choose the column that holds the item sold.",
    );
  });

  it("show the first ten, then how many more", () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      problem(index + 2, `Row ${index + 2}: x`),
    );
    const { lines, more } = firstProblems(many);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe("Row 2: x");
    expect(more).toBe(3);
    expect(firstProblems(many.slice(0, 4)).more).toBe(0);
  });
});

describe("needsColumns", () => {
  it("opens the columns form for an unknown file, a file problem or dates read either way", () => {
    const decided = { dateOrder: "month-first" as const };
    expect(needsColumns({ ...decided, posFormat: "square", problems: [] })).toBe(false);
    expect(
      needsColumns({ ...decided, posFormat: "square", problems: [problem(5, "Row 5: bad")] }),
    ).toBe(false);
    expect(needsColumns({ ...decided, posFormat: "generic", problems: [] })).toBe(true);
    expect(needsColumns({ ...decided, posFormat: null, problems: [] })).toBe(true);
    expect(
      needsColumns({ ...decided, posFormat: "toast", problems: [problem(1, "Choose the item")] }),
    ).toBe(true);
    expect(
      needsColumns({ posFormat: "lightspeed", problems: [undecided], dateOrder: "undecided" }),
    ).toBe(true);
  });
});

describe("daysCovered", () => {
  it("names one day, or the first and last with how many days", () => {
    expect(daysCovered("2026-03-14", "2026-03-14")).toBe("Mar 14, 2026");
    expect(daysCovered("2026-02-27", "2026-03-02")).toBe("Feb 27, 2026 – Mar 2, 2026 (4 days)");
    expect(daysCovered(null, null)).toBe("No dates read");
  });
});

describe("a POS name's meaning", () => {
  const remembered: PosName[] = [
    {
      name: "Fish  & Chips",
      menuItemId: "m-1",
      menuItemName: "Fish & Chips",
      ignored: false,
      waiting: 0,
    },
    { name: "Gift card", menuItemId: null, menuItemName: null, ignored: true, waiting: 0 },
    { name: "Special", menuItemId: null, menuItemName: null, ignored: false, waiting: 3 },
  ];
  it("is found by the name as the till writes it, whatever its case and spaces", () => {
    expect(meaningOf(" fish & CHIPS", remembered)).toBe("m-1");
    expect(meaningOf("GIFT CARD", remembered)).toBe("ignored");
    expect(meaningOf("Special", remembered)).toBe("");
    expect(meaningOf("Never seen", remembered)).toBe("");
  });
  it("is sent as a menu item or as not food, never as both", () => {
    expect(meaningInput("Special", "m-2")).toEqual({
      name: "Special",
      menuItemId: "m-2",
      ignored: false,
    });
    expect(meaningInput("Gift card", "ignored")).toEqual({
      name: "Gift card",
      menuItemId: null,
      ignored: true,
    });
    expect(meaningInput("Special", "")).toBeNull();
  });
});

describe("usualSalesLocation", () => {
  it("is where the latest posted file's sales were made", () => {
    expect(
      usualSalesLocation([
        { status: "ready", locationId: "harbor" },
        { status: "done", locationId: "main" },
        { status: "done", locationId: "harbor" },
      ]),
    ).toBe("main");
    expect(usualSalesLocation([{ status: "failed", locationId: "harbor" }])).toBeNull();
  });
});

describe("the columns of a sales file", () => {
  const guessed = salesColumnsSchema.parse({ date: 0, item: 1 });

  it("are still to choose without an item, or without a date and a day", () => {
    expect(columnsUnchosen({ mapping: guessed })).toBe(false);
    expect(columnsUnchosen({ mapping: { ...guessed, item: null } })).toBe(true);
    expect(columnsUnchosen({ mapping: { ...guessed, date: null } })).toBe(true);
    expect(columnsUnchosen({ mapping: { ...guessed, date: null, day: "2026-03-14" } })).toBe(false);
    expect(columnsUnchosen({ mapping: null })).toBe(true);
  });
});
