import { describe, expect, it } from "vitest";
import { detectSalesFormat } from "./formats";
import * as headers from "./headers.fixture";
import { readSaleLines } from "./read";
import type { SalesColumns } from "./types";

const GENERIC: SalesColumns = {
  date: 0,
  time: null,
  item: 1,
  variation: null,
  quantity: 2,
  netSales: 3,
  ticket: null,
  location: null,
};
const table = (...rows: string[][]) => [["Date", "Item", "Qty", "Net"], ...rows];

describe("reading sale lines", () => {
  it("reads a Square export: variation in the name, refunds negative, money exact", () => {
    const header = headers.SQUARE_OLDER;
    const row = (values: Partial<Record<string, string>>) =>
      header.map((name) => values[name] ?? "");
    const reading = readSaleLines(
      [
        header,
        row({
          Date: "2024-03-12",
          Time: "18:42:10",
          Item: "Burger",
          "Price Point Name": "Large",
          Qty: "2.0",
          "Net Sales": "$1,234.50",
          "Transaction ID": "T1",
          "Event Type": "Payment",
          Location: "Main St",
        }),
        row({
          Date: "2024-03-12",
          Time: "19:01:00",
          Item: "Burger",
          "Price Point Name": "Large",
          Qty: "-1.0",
          "Net Sales": "($12.50)",
          "Transaction ID": "T2",
          "Event Type": "Refund",
          Location: "Main St",
        }),
        row({
          Date: "2024-03-12",
          Time: "19:05:00",
          Item: "Latte",
          "Price Point Name": "Latte",
          Qty: "1",
          "Net Sales": "$4.00",
          "Event Type": "Refund",
        }),
      ],
      detectSalesFormat(header)!.columns,
    );
    expect(reading.problems).toEqual([]);
    expect(reading.lines).toEqual([
      {
        row: 2,
        day: "2024-03-12",
        time: "18:42",
        name: "Burger (Large)",
        quantity: "2",
        netSales: "1234.5",
        ticket: "T1",
        location: "Main St",
      },
      {
        row: 3,
        day: "2024-03-12",
        time: "19:01",
        name: "Burger (Large)",
        quantity: "-1",
        netSales: "-12.5",
        ticket: "T2",
        location: "Main St",
      },
      {
        row: 4,
        day: "2024-03-12",
        time: "19:05",
        name: "Latte",
        quantity: "-1",
        netSales: "-4",
        ticket: null,
        location: null,
      },
    ]);
  });

  it("leaves voided lines out and counts them, and lines that are not sales", () => {
    const header = ["Date", "Item", "Qty", "Void?", "Type"];
    const columns = { ...GENERIC, netSales: null, voided: 3, eventType: 4 };
    const reading = readSaleLines(
      [
        header,
        ["2024-03-12", "Soup", "1", "false", "Sale"],
        ["2024-03-12", "Soup", "1", "true", "Sale"],
        ["2024-03-12", "Soup", "1", "", "Void"],
        ["2024-03-12", "Soup", "1", "", "Transitory"],
        ["2024-03-12", "Soup", "1", "maybe", "Sale"],
      ],
      columns,
    );
    expect(reading.lines.map((line) => line.row)).toEqual([2]);
    expect(reading.leftOut).toEqual({ voided: 2, notSales: 1, otherKinds: ["Transitory"] });
    expect(reading.problems).toEqual([
      { row: 6, column: "Void?", message: 'Row 6, Void?: "maybe" is neither yes nor no.' },
    ]);
  });

  it("decides day first from one date past the 12th anywhere in the column", () => {
    const reading = readSaleLines(
      table(["03/04/2024", "Soup", "1", "5"], ["14/04/2024", "Soup", "1", "5"]),
      GENERIC,
    );
    expect(reading.dateOrder).toBe("day-first");
    expect(reading.lines.map((line) => line.day)).toEqual(["2024-04-03", "2024-04-14"]);
    const us = readSaleLines(
      table(["03/04/2024", "Soup", "1", "5"], ["04/14/2024", "Soup", "1", "5"]),
      GENERIC,
    );
    expect(us.dateOrder).toBe("month-first");
    expect(us.lines.map((line) => line.day)).toEqual(["2024-03-04", "2024-04-14"]);
  });

  it("says when nothing decides whether the day or the month comes first", () => {
    const rows = table(["03/04/2024", "Soup", "1", "5"], ["05/04/2024", "Soup", "1", "5"]);
    const reading = readSaleLines(rows, GENERIC);
    expect(reading.dateOrder).toBe("undecided");
    expect(reading.lines).toEqual([]);
    expect(reading.problems).toEqual([
      {
        row: 2,
        column: "Date",
        message:
          'Row 2, Date: "03/04/2024" could be 3 April or March 4, and no date in this column ' +
          "settles it; choose whether the day or the month comes first. 1 more row is like it.",
      },
    ]);
    const forced = readSaleLines(rows, GENERIC, { dayFirst: true });
    expect(forced.lines.map((line) => line.day)).toEqual(["2024-04-03", "2024-04-05"]);
  });

  it("names the rows that go against the column's order", () => {
    const reading = readSaleLines(
      table(
        ["13/04/2024", "Soup", "1", "5"],
        ["14/04/2024", "Soup", "1", "5"],
        ["04/15/2024", "Soup", "1", "5"],
      ),
      GENERIC,
    );
    expect(reading.lines).toHaveLength(2);
    expect(reading.problems[0]?.message).toBe(
      'Row 4, Date: "04/15/2024" does not fit the other dates of this column, which put the day first.',
    );
  });

  it("reads European numbers and dates", () => {
    const reading = readSaleLines(
      table(
        ["12.03.2024 19:30", "Frites", "1.250", "1.234,50"],
        ["12.03.2024", "Frites", "2", "7,5"],
      ),
      GENERIC,
    );
    expect(reading.problems).toEqual([]);
    expect(
      reading.lines.map(({ quantity, netSales, time }) => ({ quantity, netSales, time })),
    ).toEqual([
      { quantity: "1250", netSales: "1234.5", time: "19:30" },
      { quantity: "2", netSales: "7.5", time: null },
    ]);
  });

  it("reads date and time in one cell, and counts late sales to the night before", () => {
    const columns = { ...GENERIC, netSales: null };
    const rows = table(["3/12/2024 6:42 PM", "Soup", "1"], ["3/13/2024 1:15 AM", "Soup", "1"]);
    const reading = readSaleLines(rows, columns, { dayStartsAt: "04:00" });
    expect(reading.lines.map(({ day, time }) => [day, time])).toEqual([
      ["2024-03-12", "18:42"],
      ["2024-03-12", "01:15"],
    ]);
  });

  it("reads a summary export for the day the person names", () => {
    const columns = { ...GENERIC, date: null, item: 0, quantity: 1, netSales: null };
    const rows = [
      ["Item", "Qty"],
      ["Soup", "4"],
      ["Total", "4"],
    ];
    expect(readSaleLines(rows, columns).problems[0]?.message).toMatch(/no date column/);
    const reading = readSaleLines(rows, columns, { day: "2024-03-12" });
    expect(reading.lines).toEqual([
      {
        row: 2,
        day: "2024-03-12",
        time: null,
        name: "Soup",
        quantity: "4",
        netSales: null,
        ticket: null,
        location: null,
      },
    ]);
  });

  it("says in plain words what is wrong with each bad row", () => {
    const reading = readSaleLines(
      [
        ["Date", "Item", "Qty", "Net"],
        ["2024-03-12", "Soup", "abc", "5"],
        ["2024-02-30", "Soup", "1", "5"],
        ["2024-03-12", "", "1", "5"],
        ["", "", "", ""],
        ["2024-03-12", "Soup", "1", "five"],
        ["00/05/2024", "Soup", "1", "5"],
        ["2024-03-12", "Soup", "ABC12", "5"],
      ],
      GENERIC,
    );
    expect(reading.lines).toEqual([]);
    expect(reading.problems.map((problem) => problem.message)).toEqual([
      'Row 2, Qty: "abc" is not a number.',
      'Row 3, Date: "2024-02-30" is not a day.',
      "Row 4, Item: there is no item name.",
      'Row 6, Net: "five" is not an amount.',
      'Row 7, Date: "00/05/2024" is not a day.',
      'Row 8, Qty: "ABC12" is not a number.',
    ]);
  });

  it("refuses a mapping that does not fit the file, without throwing", () => {
    expect(readSaleLines([["Date"]], GENERIC).problems[0]?.message).toBe(
      "The column chosen for the item is not in this file.",
    );
    expect(readSaleLines([], { ...GENERIC, item: null }).problems).toHaveLength(1);
    // A mapping kept with more than the columns (the person's day-first choice) still reads.
    const kept = { ...GENERIC, dayFirst: true, note: "from last week" };
    expect(readSaleLines(table(["2024-04-03", "Soup", "1", "5"]), kept).problems).toEqual([]);
  });
});
