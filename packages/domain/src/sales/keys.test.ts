import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keySaleLines, saleLineKey } from "./keys";
import type { SaleLine } from "./types";

const line = (overrides: Partial<SaleLine>): SaleLine => ({
  row: 2,
  day: "2024-03-12",
  time: "18:42",
  name: "Burger (Large)",
  quantity: "1",
  netSales: "12.5",
  ticket: "T1",
  location: "Main St",
  ...overrides,
});

const arbitraryLine = fc.record({
  row: fc.integer({ min: 2, max: 10_000 }),
  day: fc.constantFrom("2024-03-11", "2024-03-12"),
  time: fc.option(fc.constantFrom("11:30", "18:42")),
  name: fc.constantFrom("Burger", "Burger (Large)", "Soup|Bread", "Café au lait"),
  quantity: fc.constantFrom("1", "2", "-1", "0.5"),
  netSales: fc.option(fc.constantFrom("4", "12.5")),
  ticket: fc.option(fc.constantFrom("T1", "T2", "T|3")),
  location: fc.option(fc.constantFrom("Main St", "Harbour")),
});

describe("keys for importing a sale once", () => {
  it("is built from what the till wrote, not from the row or the time", () => {
    expect(saleLineKey(line({}), 1)).toBe("Main St|2024-03-12|T1|burger (large)|1|1");
    expect(saleLineKey(line({ row: 90, time: "19:00", netSales: "11" }), 1)).toBe(
      saleLineKey(line({}), 1),
    );
    expect(saleLineKey(line({ name: "  BURGER   (large) " }), 1)).toBe(saleLineKey(line({}), 1));
    expect(saleLineKey(line({ ticket: null, location: null }), 3)).toBe(
      "|2024-03-12||burger (large)|1|3",
    );
  });

  it("cannot be forged by a separator inside a name or ticket", () => {
    const a = saleLineKey(line({ ticket: "T1|soup", name: "x" }), 1);
    const b = saleLineKey(line({ ticket: "T1", name: "soup|x" }), 1);
    expect(a).not.toBe(b);
  });

  it("tells repeated identical lines apart, and gives distinct lines distinct keys", () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), (lines) => {
        const keys = keySaleLines(lines);
        expect(new Set(keys).size).toBe(lines.length);
      }),
    );
  });

  it("gives a re-export the same keys, whatever order its distinct lines come in", () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), fc.integer(), (lines, seed) => {
        // A re-export may list the lines in another order; identical lines keep their order
        // among themselves (they cannot be told apart anyway).
        const order = lines
          .map((sale, index) => ({ sale, index, rank: (index * 7919 + seed) % 10007 }))
          .sort((a, b) => a.rank - b.rank || a.index - b.index);
        const again = order.map(({ sale }) => ({ ...sale, row: sale.row + 1 }));
        const first = new Set(keySaleLines(lines));
        const second = keySaleLines(again);
        expect(new Set(second)).toEqual(first);
      }),
    );
  });

  it("keeps the lines already recorded when a day is exported again with more sales", () => {
    const morning = [line({ ticket: null }), line({ ticket: null })];
    const evening = [...morning, line({ ticket: null }), line({ ticket: null, name: "Soup" })];
    const recorded = new Set(keySaleLines(morning));
    const added = keySaleLines(evening).filter((key) => !recorded.has(key));
    expect(added).toEqual([
      "Main St|2024-03-12||burger (large)|1|3",
      "Main St|2024-03-12||soup|1|1",
    ]);
  });
});
