import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cheapestOffers,
  agingBucket,
  documentNumber,
  documentTotals,
  invoiceBalance,
  invoiceStatus,
  isPriceRiseAlert,
  monthlySavings,
  sharePercent,
} from "./purchasing";

describe("invoices", () => {
  it("derive their balance and status from payments and the due date", () => {
    expect(invoiceBalance("1250.40", ["500", "250.40"])).toBe("500");
    expect(invoiceBalance("100", ["100"])).toBe("0");
    expect(invoiceStatus("500", "2026-11-30", "2026-11-22")).toBe("pending");
    expect(invoiceStatus("500", "2026-11-21", "2026-11-22")).toBe("overdue");
    expect(invoiceStatus("500", "2026-11-22", "2026-11-22")).toBe("pending");
    expect(invoiceStatus("0", "2026-01-01", "2026-11-22")).toBe("paid");
    expect(invoiceStatus("-5", "2026-01-01", "2026-11-22")).toBe("paid");
  });

  it("age by days past due", () => {
    expect(agingBucket("2026-11-30", "2026-11-22")).toBe("current");
    expect(agingBucket("2026-11-22", "2026-11-22")).toBe("current");
    expect(agingBucket("2026-11-21", "2026-11-22")).toBe("1-30");
    expect(agingBucket("2026-10-23", "2026-11-22")).toBe("1-30");
    expect(agingBucket("2026-10-22", "2026-11-22")).toBe("31-60");
    expect(agingBucket("2026-08-24", "2026-11-22")).toBe("61-90");
    expect(agingBucket("2026-08-23", "2026-11-22")).toBe("90+");
  });
});

describe("document totals", () => {
  it("add lines exactly and round to cents once", () => {
    expect(
      documentTotals([
        { quantity: "3", unitPrice: "33.333", taxRate: "0" },
        { quantity: "1", unitPrice: "0.001", taxRate: "8.875" },
      ]),
    ).toEqual({ exclTax: "100.00", tax: "0.00", inclTax: "100.00" });
    expect(documentTotals([{ quantity: "2", unitPrice: "45.50", taxRate: "8.875" }])).toEqual({
      exclTax: "91.00",
      tax: "8.08",
      inclTax: "99.08",
    });
  });

  it("never lose a cent between excl. and incl. tax", () => {
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.constantFrom("1", "2.5", "12"),
            unitPrice: money,
            taxRate: fc.constantFrom("0", "5", "8.875"),
          }),
          { maxLength: 8 },
        ),
        (lines) => {
          const totals = documentTotals(lines);
          // Whole cents as integers, so the check itself never rounds.
          const cents = (amount: string) => Number(amount.replace(".", ""));
          expect(cents(totals.exclTax) + cents(totals.tax)).toBe(cents(totals.inclTax));
        },
      ),
    );
  });
});

describe("prices and savings", () => {
  it("alert on rises above the threshold only", () => {
    expect(isPriceRiseAlert("10", "10.50", "5")).toBe(false);
    expect(isPriceRiseAlert("10", "10.51", "5")).toBe(true);
    expect(isPriceRiseAlert("10", "9", "5")).toBe(false);
    expect(isPriceRiseAlert("0", "9", "5")).toBe(false);
  });

  it("count what was paid below the 90-day average, and a drop in waste", () => {
    expect(
      monthlySavings({
        lines: [
          { quantity: "40", paid: "3.50", averageBefore: "3.85" },
          { quantity: "10", paid: "5", averageBefore: "4.60" },
          { quantity: "5", paid: "2", averageBefore: null },
        ],
        wasteThisMonth: "120",
        wasteLastMonth: "200.50",
      }),
    ).toEqual({ purchases: "14.00", waste: "80.50", total: "94.50" });
    expect(monthlySavings({ lines: [], wasteThisMonth: "300", wasteLastMonth: "200" }).total).toBe(
      "0.00",
    );
  });
});

describe("numbers and shares", () => {
  it("number documents by kind and year", () => {
    expect(documentNumber("INV", 2026, 7)).toBe("INV-2026-007");
    expect(documentNumber("PO", 2026, 1234)).toBe("PO-2026-1234");
  });

  it("share in whole percent", () => {
    expect(sharePercent("654.46", "2974.80")).toBe(22);
    expect(sharePercent("1", "0")).toBe(0);
  });
});

describe("the cheapest offer of an item", () => {
  it("is the lowest price per base unit, exactly, ties included", () => {
    expect(
      cheapestOffers([
        { id: "case", pricePerBaseUnit: "2.5" },
        { id: "bag", pricePerBaseUnit: "2.50" },
        { id: "dear", pricePerBaseUnit: "2.5001" },
      ]),
    ).toEqual(new Set(["case", "bag"]));
  });

  it("is nobody when only one supplier sells it", () => {
    expect(cheapestOffers([{ id: "only", pricePerBaseUnit: "1" }])).toEqual(new Set());
  });
});
