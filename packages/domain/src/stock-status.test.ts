import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availability, stockStatus } from "./stock-status";

const decimalString = fc
  .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(3, "0")}`);

describe("stockStatus", () => {
  it("is out at or below zero, whatever the minimum", () => {
    expect(stockStatus("0", "10")).toBe("out");
    expect(stockStatus("-0.001", null)).toBe("out");
  });

  it("is low strictly below the minimum and adequate at it", () => {
    expect(stockStatus("14.999", "15")).toBe("low");
    expect(stockStatus("15.000", "15")).toBe("adequate");
  });

  it("compares exactly where binary floats would round", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats; as decimals it equals 0.3.
    expect(stockStatus("0.3", "0.30000000000000004")).toBe("low");
    expect(stockStatus("0.30000000000000004", "0.3")).toBe("adequate");
  });

  it("agrees with the definition for any quantities", () => {
    fc.assert(
      fc.property(decimalString, decimalString, (onHand, minimum) => {
        const status = stockStatus(onHand, minimum);
        const [h, m] = [Number(onHand), Number(minimum)]; // exact at three decimals
        const expected = h <= 0 ? "out" : h < m ? "low" : "adequate";
        expect(status).toBe(expected);
      }),
    );
  });
});

describe("availability", () => {
  it("rounds the shares of available (adequate + low) and out items", () => {
    expect(availability({ out: 1, low: 2, adequate: 117 })).toEqual({
      availablePercent: 99,
      unavailablePercent: 1,
    });
    expect(availability({ out: 1, low: 0, adequate: 1 })).toEqual({
      availablePercent: 50,
      unavailablePercent: 50,
    });
    expect(availability({ out: 1, low: 1, adequate: 1 })).toEqual({
      availablePercent: 67,
      unavailablePercent: 33,
    });
    expect(availability({ out: 0, low: 0, adequate: 0 })).toEqual({
      availablePercent: 0,
      unavailablePercent: 0,
    });
  });

  it("rounds exact halves up, where floats would land just below them", () => {
    // 299 of 520 is exactly 57.5%; (299 / 520) * 100 in floats is 57.49999999999999.
    expect(availability({ out: 299, low: 220, adequate: 1 })).toEqual({
      availablePercent: 43,
      unavailablePercent: 58,
    });
  });

  it("matches the percentage rounded half up for any counts", () => {
    // (part * 100) / total divides two exact integers once, so the float is the
    // true quotient correctly rounded: an exact half stays a half, and any other
    // quotient (at least 1/(2 * total) away from a half) cannot reach one.
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (out, low, adequate) => {
        const total = out + low + adequate;
        fc.pre(total > 0);
        const shares = availability({ out, low, adequate });
        expect(shares.availablePercent).toBe(Math.round(((low + adequate) * 100) / total));
        expect(shares.unavailablePercent).toBe(Math.round((out * 100) / total));
      }),
    );
  });
});
