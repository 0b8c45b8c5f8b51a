import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare } from "../quantity";
import { canonicalDecimal, decideDecimalComma, readAmount } from "./numbers";

describe("reading amounts as tills write them", () => {
  it("reads points, commas, currency signs and brackets exactly", () => {
    const cases: [string, string | null][] = [
      ["12", "12"],
      ["1.0", "1"],
      ["$12.50", "12.5"],
      ["1,234.56", "1234.56"],
      ["$1,234.56", "1234.56"],
      ["(12.50)", "-12.5"],
      ["($1,234.50)", "-1234.5"],
      ["-$3.00", "-3"],
      ["$-3.00", "-3"],
      ["12.50-", "-12.5"],
      ["12,5", "12.5"],
      ["1.234,56", "1234.56"],
      ["1 234,56 €", "1234.56"],
      ["1\u202f234,56", "1234.56"],
      ["1'234.50", "1234.5"],
      ["EUR 7,90", "7.9"],
      ["12.50 USD", "12.5"],
      ["−2", "-2"],
      ["0.10", "0.1"],
      ["-0", "0"],
      [".5", "0.5"],
      ["1,250", "1250"],
      ["1,234,567.8", "1234567.8"],
    ];
    for (const [text, expected] of cases)
      expect([text, readAmount(text)]).toEqual([text, expected]);
  });

  it("refuses what is not a number", () => {
    for (const bad of [
      "",
      "abc",
      "--1",
      "1..2",
      "1,23.45",
      "1.2.3,4,5",
      "12 kg",
      "$",
      "()",
      "5,",
      "ABC12",
    ])
      expect([bad, readAmount(bad)]).toEqual([bad, null]);
  });

  it("reads the one truly ambiguous case by the file's convention", () => {
    expect(readAmount("1.234")).toBe("1.234");
    expect(readAmount("1.234", true)).toBe("1234");
    expect(readAmount("1,234")).toBe("1234");
    expect(readAmount("1,234", true)).toBe("1.234");
  });

  it("decides a decimal comma from the values that can only be read one way", () => {
    expect(decideDecimalComma(["12,50", "1.234", "3"])).toBe(true);
    expect(decideDecimalComma(["$12.50", "1,234", "3"])).toBe(false);
    expect(decideDecimalComma(["1,234", "3"])).toBe(false);
    expect(decideDecimalComma(["1.234,5"])).toBe(true);
  });

  it("writes decimals the shortest exact way", () => {
    expect(canonicalDecimal("007.500")).toBe("7.5");
    expect(canonicalDecimal("0.0")).toBe("0");
  });

  it("reads any amount back exactly, in either convention and with grouping", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.boolean(),
        (whole, cents, european, minus) => {
          const grouped = whole.toString().replace(/\B(?=(\d{3})+$)/g, european ? "." : ",");
          const fraction = String(cents).padStart(2, "0");
          const text = `${minus ? "-" : ""}${grouped}${european ? "," : "."}${fraction}`;
          const expected = `${minus ? "-" : ""}${whole}.${fraction}`;
          const read = readAmount(text, european);
          expect(read).not.toBeNull();
          expect(compare(read!, expected)).toBe(0);
        },
      ),
    );
  });

  it("never throws on junk", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = readAmount(text);
        expect(read === null || /^-?\d+(\.\d+)?$/.test(read)).toBe(true);
      }),
    );
  });
});
