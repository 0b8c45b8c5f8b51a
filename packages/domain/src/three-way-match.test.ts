import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { beyondTolerance, threeWayFlags, type MatchedLine } from "./three-way-match";

const line = (overrides: Partial<MatchedLine> = {}): MatchedLine => ({
  lineId: null,
  description: "Chicken thighs",
  unit: "lb",
  quantity: "40",
  unitPrice: "4.60",
  taxRate: "0",
  itemId: "item",
  orderLine: { received: "40", agreedPrice: "4.60", priceReceived: true },
  ...overrides,
});

describe("the three-way match", () => {
  it("finds nothing when the invoice charges what was received at the price agreed", () => {
    expect(threeWayFlags({ totalInclTax: "184.00", orderCount: 1 }, [line()])).toEqual([]);
  });

  it("flags more invoiced than received, and nothing received at all", () => {
    const flags = threeWayFlags({ totalInclTax: "368.00", orderCount: 1 }, [
      line({ quantity: "42" }),
      line({
        description: "Salmon",
        quantity: "38",
        orderLine: { received: "0", agreedPrice: "4.60", priceReceived: false },
      }),
    ]);
    expect(flags.map((flag) => flag.message)).toEqual([
      "Chicken thighs: invoiced 42 lb, received 40 lb.",
      "Salmon: invoiced 38 lb, received 0 lb.",
    ]);
    expect(flags.map((flag) => flag.kind)).toEqual(["quantity", "not_received"]);
  });

  it("lets a difference within the tolerances pass and flags one beyond them", () => {
    const tolerance = { pricePercent: "2", quantityPercent: "5" };
    // 4.69 is 1.96% above 4.60; 42 lb is 5% above 40 lb: both within.
    const within = line({ quantity: "42", unitPrice: "4.69" });
    expect(threeWayFlags({ totalInclTax: "196.98", orderCount: 1 }, [within], tolerance)).toEqual(
      [],
    );
    // One cent more is beyond 2%; 42.01 lb is beyond 5%.
    const beyond = line({ quantity: "42.01", unitPrice: "4.70" });
    const flags = threeWayFlags({ totalInclTax: "197.45", orderCount: 1 }, [beyond], tolerance);
    expect(flags.map((flag) => flag.kind)).toEqual(["quantity", "price"]);
    expect(flags[1]!.message).toBe("Chicken thighs: charged $4.70 per lb, received at $4.60.");
  });

  it("flags items not on the billed orders and lines that do not add up to the total", () => {
    const flags = threeWayFlags({ totalInclTax: "200.00", orderCount: 1 }, [
      line(),
      line({ description: "Basil", quantity: "1", unitPrice: "3.50", orderLine: null }),
    ]);
    expect(flags).toEqual([
      {
        kind: "not_ordered",
        lineId: null,
        message: "Basil is not on the orders this invoice bills.",
      },
      {
        kind: "total",
        lineId: null,
        message: "The lines add up to $187.50 with tax; the invoice says $200.00.",
      },
    ]);
  });

  it("is off by one cent when the total is", () => {
    expect(threeWayFlags({ totalInclTax: "184.01", orderCount: 1 }, [line()])).toHaveLength(1);
  });

  it("never flags a price within its tolerance, either way", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -100, max: 100 }),
        (cents, percent, share) => {
          const agreed = (cents / 100).toFixed(2);
          // A move of share% of the allowed difference, in exact hundredths of a cent.
          const moved = ((cents * (1 + (percent * share) / 10_000)) / 100).toFixed(6);
          const exactMove = (cents * 10_000 * (10_000 + percent * share)) / 10_000 / 1_000_000;
          if (Number(moved) !== exactMove) return; // not representable: skip the case
          expect(beyondTolerance(agreed, moved, String(percent))).toBe(false);
        },
      ),
    );
  });
});
