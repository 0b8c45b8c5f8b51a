import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exact } from "../quantity";
import { isOverTarget, menuEconomics, menuQuadrants, usualTax } from "./menu";

describe("menu economics", () => {
  it("takes an included tax out of the price before the margin and food cost %", () => {
    // €12.00 with 20% VAT included is €10.00 net; a €3.25 plate keeps €6.75, 32.5% food cost.
    expect(menuEconomics({ price: "12", taxRate: "20", taxIncluded: true }, "3.25")).toEqual({
      netPrice: "10",
      grossMargin: "6.75",
      foodCostPercent: "32.5",
    });
    // A US price has its sales tax added at the till: the menu price is the net price.
    expect(
      menuEconomics({ price: "12", taxRate: "8.875", taxIncluded: false }, "3.25").grossMargin,
    ).toBe("8.75");
    expect(
      menuEconomics({ price: "0", taxRate: "0", taxIncluded: false }, "1").foodCostPercent,
    ).toBeNull();
  });

  it("flags only what is over its target", () => {
    expect(isOverTarget("32.5", "30")).toBe(true);
    expect(isOverTarget("30", "30")).toBe(false);
    expect(isOverTarget("32.5", null)).toBe(false);
  });

  it("puts each item in the quadrant of Kasavana and Smith", () => {
    const quadrants = menuQuadrants([
      { id: "burger", sold: "300", margin: "9" },
      { id: "salad", sold: "250", margin: "4" },
      { id: "lobster", sold: "40", margin: "30" },
      { id: "soup", sold: "30", margin: "3" },
    ]);
    // 620 sold over 4 items: popular from 70% × 155 = 108.5; average margin 4,360 / 620 = 7.03.
    expect(Object.fromEntries(quadrants)).toEqual({
      burger: "star",
      salad: "plowhorse",
      lobster: "puzzle",
      soup: "dog",
    });
  });

  it("always has a popular item and never calls every item a star when margins differ", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sold: fc.integer({ min: 1, max: 1000 }),
            margin: fc.integer({ min: -5, max: 50 }),
          }),
          {
            minLength: 2,
            maxLength: 30,
          },
        ),
        (rows) => {
          const items = rows.map((row, index) => ({
            id: String(index),
            sold: String(row.sold),
            margin: String(row.margin),
          }));
          const quadrants = [...menuQuadrants(items).values()];
          expect(quadrants.some((q) => q === "star" || q === "plowhorse")).toBe(true);
          const margins = new Set(rows.map((row) => row.margin));
          if (margins.size > 1)
            expect(quadrants.some((q) => q === "plowhorse" || q === "dog")).toBe(true);
          expect(exact(items[0]!.sold).compare(0)).toBe(1);
        },
      ),
    );
  });
});

describe("a new plate's tax", () => {
  const plate = (taxRate: string, sectionId: string | null, taxIncluded = false) => ({
    taxRate,
    taxIncluded,
    sectionId,
  });

  it("starts at the rate most plates have, as typed, not at 0% (issue 26)", () => {
    const menu = [plate("8.875", "mains"), plate("8.875000", "mains"), plate("0", "mains")];
    expect(usualTax(menu, null)).toEqual({ taxRate: "8.875", taxIncluded: false });
    expect(usualTax(menu, "desserts")).toEqual({ taxRate: "8.875", taxIncluded: false });
  });

  it("follows its own section first, and whether the tax is in the price", () => {
    const menu = [
      plate("8.875", "mains"),
      plate("8.875", "mains"),
      plate("20", "drinks", true),
      plate("8.875", "mains"),
    ];
    expect(usualTax(menu, "drinks")).toEqual({ taxRate: "20", taxIncluded: true });
    expect(usualTax(menu, "mains")).toEqual({ taxRate: "8.875", taxIncluded: false });
  });

  it("takes the first in menu order on a tie, and none on an empty menu", () => {
    expect(usualTax([plate("10", null), plate("5", null)], null).taxRate).toBe("10");
    expect(usualTax([], null)).toEqual({ taxRate: "0", taxIncluded: false });
  });
});
