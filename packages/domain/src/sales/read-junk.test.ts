import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectSalesFormat } from "./formats";
import * as headers from "./headers.fixture";
import { readSaleLines } from "./read";

// Cells that look almost right are the ones that find mistakes.
const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    "3/12/2024",
    "13/01/24",
    "2024-02-30",
    "12.03.2024 25:61",
    "23-Aug-2026 09:34 PM EDT",
  ),
  fc.constantFrom(
    "$1,234.50",
    "(3)",
    "1.234",
    "-",
    "1e3",
    "true",
    "Refund",
    "Void",
    "Payment",
    "Total",
  ),
);
describe("reading a file of junk", () => {
  it("gives problems, never an exception, for any row of junk", () => {
    const detected = [headers.SQUARE, headers.TOAST, headers.CLOVER, headers.LIGHTSPEED_K].map(
      (header) => ({ header, columns: detectSalesFormat(header)!.columns }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...detected),
        fc.array(fc.array(junk, { maxLength: 40 }), { maxLength: 8 }),
        fc.record({ dayFirst: fc.option(fc.boolean()), decimalComma: fc.option(fc.boolean()) }),
        ({ header, columns }, rows, options) => {
          const reading = readSaleLines([header, ...rows], columns, options);
          const blank = rows.filter((cells) => cells.every((cell) => cell.trim() === "")).length;
          const totals = rows.filter((cells) => /total/i.test(cells.join(" "))).length;
          // One problem speaks for the rows whose dates could be read either way.
          const alike = reading.problems
            .map((problem) =>
              Number(/(\d+) more rows? (?:is|are) like it/.exec(problem.message)?.[1] ?? 0),
            )
            .reduce((a, b) => a + b, 0);
          const accounted =
            reading.lines.length +
            reading.leftOut.voided +
            reading.leftOut.notSales +
            new Set(reading.problems.map((problem) => problem.row)).size +
            alike +
            blank;
          // Every row is a line, a counted leave-out, a problem, blank, or a totals row.
          expect(accounted).toBeGreaterThanOrEqual(rows.length - totals);
          for (const line of reading.lines) {
            expect(line.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(line.quantity).toMatch(/^-?\d+(\.\d+)?$/);
          }
          for (const problem of reading.problems)
            expect(problem.message).toMatch(/^(Row \d+|The|Choose|This)/);
        },
      ),
    );
  });
});
