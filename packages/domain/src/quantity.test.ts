import fc from "fast-check";
import Fraction from "fraction.js";
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

  // Decimal strings are rounded and added on their digits; a fraction goes the fraction's way.
  // Both must give the same answer for every decimal, however it is written.
  const decimalText = fc
    .tuple(
      fc.constantFrom("", "-", "+", " "),
      fc.stringMatching(/^\d{0,14}$/),
      fc.constantFrom(".", ""),
      fc.stringMatching(/^\d{0,12}$/),
    )
    .map(([sign, whole, dot, part]) => `${sign}${whole}${dot}${part}`)
    .filter((text) => /\d/.test(text));

  it("writes a decimal string as its fraction is written, for any decimal and scale", () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 8 }), (text, scale) => {
        expect(toDecimal(text, scale)).toBe(toDecimal(new Fraction(text.trim()), scale));
      }),
      { numRuns: 3000 },
    );
    expect(toDecimal("-0.004", 2)).toBe("0");
    expect(toDecimal("-0.005", 2)).toBe("-0.01");
    expect(toDecimal("0009.995", 2)).toBe("10");
    expect(toDecimal(" .5 ", 0)).toBe("1");
    expect(toDecimal("7.", 2)).toBe("7");
    expect(() => toDecimal("1e3")).toThrow(RangeError);
    expect(() => toDecimal(".")).toThrow(RangeError);
  });

  it("adds decimal strings as their fractions add, mixed with fractions", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(decimalText, fc.integer().map(String)), { maxLength: 30 }),
        (texts) => {
          const byFractions = texts.reduce(
            (total, text) => total.add(new Fraction(text.trim())),
            new Fraction(0),
          );
          expect(sum(texts).equals(byFractions)).toBe(true);
          const mixed = texts.map((text, index) => (index % 2 ? new Fraction(text.trim()) : text));
          expect(sum(mixed).equals(byFractions)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(toDecimal(sum(["12.50", "-0.125", "3", ".5", exact(1).div(3)]), 6)).toBe("16.208333");
    expect(sum([]).equals(0)).toBe(true);
    expect(() => sum(["2", "two"])).toThrow(RangeError);
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
