import type { Scan } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import {
  creditedAmount,
  matchPreview,
  readTaxRate,
  scannedLines,
  withSuggestions,
} from "./scanned-invoice";

const field = <T>(value: T | null, confidence = 0.95) => ({ value, confidence });

/** A scan of an invoice of 40 lb of chicken and a delivery fee, billing one order. */
function scan(overrides: Partial<Scan> = {}): Scan {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "invoice",
    status: "ready",
    fileName: "invoice.pdf",
    fileSize: 2048,
    pagesDone: 1,
    pages: 1,
    orderId: null,
    orderNumber: null,
    supplierName: "Prime Meat",
    invoiceNumber: "PM-1",
    total: "197.38",
    error: null,
    invoiceId: null,
    expenseId: null,
    creditId: null,
    duplicateOf: null,
    createdAt: "2026-11-27T10:00:00.000Z",
    createdBy: "Sam",
    contentType: "application/pdf",
    sha256: "0".repeat(64),
    locationId: null,
    suggestedLocation: null,
    source: "text",
    pageImages: [],
    places: [],
    supplierId: "s",
    reading: {
      supplier: field("Prime Meat"),
      invoiceNumber: field("PM-1"),
      date: field("2026-11-26"),
      dueDate: field("2026-12-10", 0.6),
      currency: field("USD"),
      subtotal: field("189.00"),
      tax: field("8.38"),
      total: field("197.38"),
      lines: [
        {
          description: "Chicken thighs",
          quantity: "40",
          unit: "LB",
          unitPrice: "4.60",
          amount: "184.00",
          confidence: 0.9,
        },
        {
          description: "Delivery fee",
          quantity: null,
          unit: null,
          unitPrice: null,
          amount: "5.00",
          confidence: 0.7,
        },
      ],
      linesConfidence: 0.9,
    },
    orders: [
      {
        id: "o",
        number: "PO-2026-004",
        status: "received",
        locationId: null,
        value: "184.00",
        lines: [
          {
            id: "ol",
            itemId: "chicken",
            name: "Chicken thighs",
            unit: "lb",
            ordered: "40",
            received: "38",
            agreedPrice: "4.60",
            priceReceived: true,
          },
        ],
      },
    ],
    suggestedOrder: { orderId: "o", reason: "" },
    catalog: [],
    lineMatches: [
      { itemId: "chicken", orderLineId: "ol", unit: "lb", score: 1, converted: null },
      { itemId: null, orderLineId: null, unit: null, score: 0, converted: null },
    ],
    duplicate: null,
    creditMemo: false,
    tolerance: { pricePercent: "0", quantityPercent: "0" },
    ...overrides,
  };
}

describe("a scanned invoice's review", () => {
  it("takes the tax rate that meets the invoice's tax, to six places", () => {
    expect(readTaxRate("189.00", "8.38")).toBe("4.433862");
    expect(readTaxRate("180", "11.25")).toBe("6.25");
    expect(readTaxRate(null, "3")).toBe("0");
    expect(readTaxRate("0", "3")).toBe("0");
  });

  it("starts each line from what was read and what Larder matched", () => {
    const lines = scannedLines(scan());
    expect(
      lines.map(({ itemId, unit, written, quantity, unitPrice }) => ({
        itemId,
        unit,
        written,
        quantity,
        unitPrice,
      })),
    ).toEqual([
      { itemId: "chicken", unit: "lb", written: "LB", quantity: "40", unitPrice: "4.60" },
      // No quantity read: one of it, at its amount.
      { itemId: null, unit: null, written: null, quantity: "1", unitPrice: "5.00" },
    ]);
  });

  it("keeps what was typed when the suggestions come for another supplier", () => {
    const typed = scannedLines(scan()).map((line) => ({ ...line, quantity: "39" }));
    const again = withSuggestions(
      typed,
      scan({
        lineMatches: [{ itemId: null, orderLineId: null, unit: null, score: 0, converted: null }],
      }),
    );
    expect(again.map((line) => [line.itemId, line.quantity])).toEqual([
      [null, "39"],
      [null, "39"],
    ]);
  });

  it("previews the three-way match: more invoiced than received, and the lines against the total", () => {
    const flags = matchPreview(scan(), "o", scannedLines(scan()), "197.38");
    expect(flags.map((flag) => flag.message)).toEqual([
      "Chicken thighs: invoiced 40 lb, received 38 lb.",
    ]);
    // A cent more on the total than the lines add up to is flagged.
    expect(matchPreview(scan(), "o", scannedLines(scan()), "197.39").at(-1)?.kind).toBe("total");
    // With no order chosen, the lines are still checked against the total, in words.
    expect(matchPreview(scan(), "", scannedLines(scan()), "391.50").map((f) => f.message)).toEqual([
      "The lines add up to $197.38 with tax; the invoice says $391.50.",
    ]);
    // Within a 6% quantity tolerance, 40 for 38 passes.
    const tolerant = scan({ tolerance: { pricePercent: "0", quantityPercent: "6" } });
    expect(matchPreview(tolerant, "o", scannedLines(tolerant), "197.38")).toEqual([]);
  });
});

describe("a credit memo's amount as read", () => {
  it("is the credit it gives, whichever way the memo writes it below zero", () => {
    expect(["25.00", "-25.00", "− 25.00", "(25.00)", null].map(creditedAmount)).toEqual([
      "25.00",
      "25.00",
      "25.00",
      "25.00",
      "",
    ]);
  });
});
