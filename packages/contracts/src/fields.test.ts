import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  compareDecimals,
  DAY_RANGE,
  hasControlCharacters,
  isoDate,
  MONEY_BOUNDS,
  multiLine,
  nonNegativeDecimalSchema,
  PRICE_BOUNDS,
  quantitySchema,
  trimmed,
  uuid,
} from "./fields";

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

describe("text fields", () => {
  it("refuse NUL and other control characters, keeping line breaks where text spans lines", () => {
    const name = trimmed("the item's name", 120);
    expect(name.safeParse("Roma tomatoes").success).toBe(true);
    for (const bad of ["Toma\u0000toes", "\u0007bell", "esc\u001b[31m", "two\nlines", "tab\there"])
      expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        "The item's name contains an invisible control character (such as NUL). Remove it and try again.",
      );
    const notes = multiLine("the notes", 2000);
    expect(notes.safeParse("Back door.\r\n\tRing twice.").success).toBe(true);
    expect(notes.safeParse("Back\u0000door").success).toBe(false);
    expect(hasControlCharacters("caf\u00e9 cr\u00e8me")).toBe(false);
  });
});

describe("dates and ids", () => {
  it("accept days from 1900 to 2199 only", () => {
    const day = isoDate("the invoice date");
    expect(day.safeParse("2026-11-25").success).toBe(true);
    expect(day.safeParse(DAY_RANGE.first).success).toBe(true);
    expect(day.safeParse(DAY_RANGE.last).success).toBe(true);
    for (const bad of ["0000-01-01", "1899-12-31", "2200-01-01", "9999-12-31"])
      expect(day.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        "The invoice date must be between the years 1900 and 2199.",
      );
    expect(day.safeParse("2026-02-30").error?.issues[0]?.message).toBe(
      "Enter the invoice date as YYYY-MM-DD.",
    );
  });

  it("read upper-case UUIDs in lower case", () => {
    expect(uuid("item").parse("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe(
      "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    );
  });
});

describe("decimals", () => {
  it("hold no more digits than their columns", () => {
    const message = (schema: z.ZodType, text: string) =>
      schema.safeParse(text).error?.issues.map((issue) => issue.message);
    const money = nonNegativeDecimalSchema("the amount", MONEY_BOUNDS);
    expect(money.safeParse("999999999999.99").success).toBe(true);
    expect(message(money, "9999999999999")).toEqual([
      "The amount is too large or too precise: at most 12 digits before the point and 2 after.",
    ]);
    expect(message(money, "1.005")).toEqual([
      "The amount is too large or too precise: at most 12 digits before the point and 2 after.",
    ]);
    const price = nonNegativeDecimalSchema("the price", PRICE_BOUNDS);
    expect(price.safeParse("1234567890.1234").success).toBe(true);
    expect(price.safeParse("12345678901").success).toBe(false);
    // One message for text that is not a number at all, not two.
    expect(message(price, "abc")).toEqual(["Enter the price as a number, like 2.5."]);
    expect(message(quantitySchema, "99999999999999.999999")).toEqual([
      "The quantity is too large or too precise: at most 10 digits before the point and 6 after.",
    ]);
    expect(quantitySchema.safeParse("9999999999.999999").success).toBe(true);
  });
});
