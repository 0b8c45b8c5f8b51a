import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, exact, parseQuantity, sum, toDecimal, toFixedDecimal } from "./quantity";

describe("exact quantities", () => {
  it("writes decimals rounded half away from zero, without trailing zeros", () => {
    expect(toDecimal("2.5000000")).toBe("2.5");
    expect(toDecimal("0.0000005")).toBe("0.000001");
    expect(toDecimal("-0.0000005")).toBe("-0.000001");
    expect(toDecimal(exact("1").div(3))).toBe("0.333333");
    expect(toDecimal(exact("-2").div(3))).toBe("-0.666667");
    expect(toDecimal("-0.0000001")).toBe("0");
    expect(toDecimal("2.345", 2)).toBe("2.35");
    expect(toFixedDecimal("2.5", 2)).toBe("2.50");
    expect(toFixedDecimal("3", 2)).toBe("3.00");
  });

  it("adds decimal strings exactly", () => {
    expect(toDecimal(sum(["0.1", "0.2"]))).toBe("0.3");
    expect(compare(sum(["0.1", "0.2"]), "0.3")).toBe(0);
    expect(compare("2", "10")).toBe(-1);
  });

  it("reads quantities the way cooks type them", () => {
    const read = (text: string) => {
      const value = parseQuantity(text);
      return value === null ? null : toDecimal(value);
    };
    expect(read("2.5")).toBe("2.5");
    expect(read(" 12 ")).toBe("12");
    expect(read("1/2")).toBe("0.5");
    expect(read("1 1/2")).toBe("1.5");
    expect(read("2,5")).toBe("2.5");
    expect(read("1,250")).toBe("1250");
    expect(read("-3")).toBe("-3");
    expect(read(".5")).toBe("0.5");
    for (const bad of ["", "abc", "1/0", "1e3", "2..5", "--1", "5 kg"])
      expect(read(bad)).toBeNull();
  });

  it("round-trips any decimal of six places", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 999_999 }),
        (whole, part) => {
          const text = `${whole}.${String(part).padStart(6, "0")}`;
          expect(compare(toDecimal(text), text)).toBe(0);
        },
      ),
    );
  });
});
