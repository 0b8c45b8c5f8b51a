import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimals, quantitySchema } from "./fields";

describe("compareDecimals", () => {
  it("orders decimal strings exactly", () => {
    expect(compareDecimals("10", "9.999999")).toBe(1);
    expect(compareDecimals("2.50", "2.5")).toBe(0);
    expect(compareDecimals("-0", "0")).toBe(0);
    expect(compareDecimals("-3", "2")).toBe(-1);
    expect(compareDecimals("-3", "-2")).toBe(-1);
    expect(compareDecimals("007.1", "7.10")).toBe(0);
    expect(compareDecimals(".5", "0.4")).toBe(1);
  });

  it("agrees with integer arithmetic on scaled values", () => {
    const decimal = fc
      .tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, part]) => ({
        text: `${whole < 0 ? "-" : ""}${Math.abs(whole)}.${String(part).padStart(3, "0")}`,
        scaled: (whole < 0 ? -1 : 1) * (Math.abs(whole) * 1000 + part),
      }));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(compareDecimals(a.text, b.text)).toBe(Math.sign(a.scaled - b.scaled) || 0);
      }),
    );
  });
});

describe("quantitySchema", () => {
  it("takes decimals, fractions and mixed numbers above zero", () => {
    for (const ok of ["2.5", "12", "1/2", "1 1/2", ".5"])
      expect(quantitySchema.safeParse(ok).success, ok).toBe(true);
    const message = (text: string) => quantitySchema.safeParse(text).error?.issues[0]?.message;
    expect(message("0")).toBe("The quantity must be more than zero.");
    expect(message("abc")).toBe("Enter the quantity as a number, like 2.5 or 1 1/2.");
    expect(message("1/0")).toBe("A fraction cannot divide by zero.");
    expect(message("")).toBe("Enter a quantity.");
  });
});
