import fc from "fast-check";
import Fraction from "fraction.js";
import { describe, expect, it } from "vitest";
import { exact, toDecimal } from "./quantity";
import { percentOfSales, usageVariance, varianceValue, type UsageFlows } from "./variance";

const KINDS = [
  "receipt",
  "transfer_in",
  "transfer_out",
  "sale",
  "waste",
  "usage",
  "count_adjustment",
  "adjustment",
] as const;
type Kind = (typeof KINDS)[number];
/** Which way each kind moves stock; adjustments go either way. */
const SIGN: Record<Kind, 1 | -1 | 0> = {
  receipt: 1,
  transfer_in: 1,
  transfer_out: -1,
  sale: -1,
  waste: -1,
  usage: -1,
  count_adjustment: 0,
  adjustment: 0,
};

const movement = fc.record({
  kind: fc.constantFrom(...KINDS),
  // Thousandths of a unit, as the ledger keeps six decimals.
  milli: fc.integer({ min: 1, max: 50_000 }),
  negative: fc.boolean(),
});

/** Sums a period's movements into the report's flows, as the variance query does in SQL. */
interface Moved {
  kind: Kind;
  milli: number;
  negative: boolean;
}

function flowsOf(opening: Fraction, movements: Moved[]): UsageFlows {
  const totals = new Map<Kind, Fraction>(KINDS.map((kind) => [kind, new Fraction(0)]));
  let closing = opening;
  for (const { kind, milli, negative } of movements) {
    const size = new Fraction(milli, 1000);
    const signed = SIGN[kind] === 0 ? (negative ? size.neg() : size) : size.mul(SIGN[kind]);
    closing = closing.add(signed);
    totals.set(kind, totals.get(kind)!.add(signed.abs()));
  }
  const total = (kind: Kind) => toDecimal(totals.get(kind)!);
  return {
    opening: toDecimal(opening),
    closing: toDecimal(closing),
    receipts: total("receipt"),
    transfersIn: total("transfer_in"),
    transfersOut: total("transfer_out"),
    sold: total("sale"),
    waste: total("waste"),
    recordedUse: total("usage"),
  };
}

describe("actual versus theoretical usage", () => {
  it("leaves as variance exactly what counts and adjustments corrected, whatever the ledger", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 100_000 }),
        fc.array(movement, { maxLength: 60 }),
        (openingMilli, movements) => {
          const result = usageVariance(flowsOf(new Fraction(openingMilli, 1000), movements));
          // A count that finds less than the ledger expected is stock gone unexplained.
          const corrected = movements
            .filter((m) => SIGN[m.kind] === 0)
            .reduce(
              (total, m) => total.add(new Fraction(m.negative ? -m.milli : m.milli, 1000)),
              new Fraction(0),
            );
          expect(result.variance).toBe(toDecimal(corrected.neg()));
          expect(
            exact(result.actual).sub(exact(result.explained)).equals(exact(result.variance)),
          ).toBe(true);
        },
      ),
    );
  });

  it("works the issue's example: 10 + 40 in − 5 out − 12 left is 33 used, 30 explained", () => {
    const result = usageVariance({
      opening: "10",
      receipts: "40",
      transfersIn: "0",
      transfersOut: "5",
      closing: "12",
      sold: "26.5",
      waste: "2",
      recordedUse: "1.5",
    });
    expect(result).toEqual({ actual: "33", explained: "30", variance: "3", percent: "10" });
  });

  it("says nothing in percent when nothing was explained", () => {
    const none = {
      receipts: "0",
      transfersIn: "0",
      transfersOut: "0",
      sold: "0",
      waste: "0",
      recordedUse: "0",
    };
    expect(usageVariance({ ...none, opening: "4", closing: "3" }).percent).toBeNull();
  });

  it("values a variance to the cent and against sales", () => {
    expect(varianceValue("2.125", "3.999")).toBe("8.5");
    expect(varianceValue("-0.333333", "12")).toBe("-4");
    expect(percentOfSales("37.5", "1250")).toBe("3");
    expect(percentOfSales("1", "0")).toBeNull();
  });
});
