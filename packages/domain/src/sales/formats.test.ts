import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectSalesFormat } from "./formats";
import * as headers from "./headers.fixture";
import { suggestMapping } from "./suggest";
import type { SalesColumns } from "./types";

/** The header text each field points at, so expectations read like the file. */
function named(header: readonly string[], columns: SalesColumns) {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => column !== null && column !== undefined)
      .map(([field, column]) => [field, header[column as number]]),
  );
}

describe("recognising POS exports by their header", () => {
  it("reads Square's Items Detail, old and new", () => {
    for (const header of [headers.SQUARE, headers.SQUARE_OLDER]) {
      const found = detectSalesFormat(header)!;
      expect(found).toMatchObject({ format: "square", report: "Items Detail" });
      expect(named(header, found.columns)).toEqual({
        date: "Date",
        time: "Time",
        item: "Item",
        variation: "Price Point Name",
        quantity: "Qty",
        netSales: "Net Sales",
        ticket: "Transaction ID",
        location: "Location",
        eventType: "Event Type",
      });
    }
  });

  it("reads Toast's ItemSelectionDetails in both spellings, and its product mix", () => {
    for (const header of [headers.TOAST, headers.TOAST_REFERENCE]) {
      const found = detectSalesFormat(header)!;
      expect(found).toMatchObject({ format: "toast", dayFirst: false });
      expect(named(header, found.columns)).toEqual({
        date: "Order Date",
        item: "Menu Item",
        quantity: "Qty",
        netSales: "Net Price",
        ticket: "Order Id",
        location: "Location",
        voided: "Void?",
      });
    }
    const mix = detectSalesFormat(headers.TOAST_ALL_ITEMS)!;
    expect(mix.report).toMatch(/AllItemsReport/);
    expect(named(headers.TOAST_ALL_ITEMS, mix.columns)).toEqual({
      item: "Menu Item",
      quantity: "Item Qty",
      netSales: "Net Amount",
    });
  });

  it("reads Clover's line items, one row per unit sold", () => {
    const found = detectSalesFormat(headers.CLOVER)!;
    expect(found.format).toBe("clover");
    expect(found.columns.quantity).toBeNull();
    expect(named(headers.CLOVER, found.columns)).toEqual({
      date: "Line Item Date",
      item: "Item Name",
      netSales: "Item Total",
      ticket: "Order ID",
      voided: "Refunded",
    });
  });

  it("reads both Lightspeed restaurant exports", () => {
    const l = detectSalesFormat(headers.LIGHTSPEED_L)!;
    expect(l.format).toBe("lightspeed");
    expect(named(headers.LIGHTSPEED_L, l.columns)).toEqual({
      date: "Creation Date",
      item: "Name",
      quantity: "Quantity",
      ticket: "Receipt ID",
    });
    const k = detectSalesFormat(headers.LIGHTSPEED_K)!;
    expect(k.format).toBe("lightspeed");
    expect(named(headers.LIGHTSPEED_K, k.columns)).toMatchObject({
      item: "Item",
      eventType: "Type",
      netSales: "Amount",
    });
  });

  it("does not take other exports of the same POS for item sales", () => {
    expect(detectSalesFormat(headers.TOAST_MODIFIERS)).toBeNull();
    expect(detectSalesFormat(headers.SQUARE_TRANSACTIONS)).toBeNull();
    expect(detectSalesFormat(["Date", "Item", "Qty"])).toBeNull();
    expect(detectSalesFormat([])).toBeNull();
  });

  it("finds the same columns whatever their order, case, spacing or added columns", () => {
    const all = [headers.SQUARE, headers.TOAST, headers.TOAST_ALL_ITEMS, headers.CLOVER];
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
        fc.integer(),
        fc.boolean(),
        (header, extra, seed, shout) => {
          const original = detectSalesFormat(header)!;
          const shuffled = [...header, ...extra.map((cell) => `x ${cell}`)]
            .map((cell, index) => ({ cell, order: (index * 7919 + seed) % 9973 }))
            .sort((a, b) => a.order - b.order)
            .map(({ cell }) => ` ${shout ? cell.toUpperCase() : cell.toLowerCase()}  `);
          const found = detectSalesFormat(shuffled)!;
          expect(found.format).toBe(original.format);
          const key = (text: string | undefined) => text?.trim().toLowerCase();
          const before = named(header, original.columns);
          const after = named(shuffled, found.columns);
          for (const field of Object.keys(before))
            expect(key(after[field])).toBe(key(before[field]));
        },
      ),
    );
  });
});

describe("guessing the columns of any other file", () => {
  const guess = (header: string[]) => named(header, suggestMapping(header));

  it("guesses in English, French, German, Dutch, Spanish and Italian", () => {
    expect(guess(["Date", "Time", "Item", "Size", "Qty", "Net Sales", "Receipt", "Store"])).toEqual(
      {
        date: "Date",
        time: "Time",
        item: "Item",
        variation: "Size",
        quantity: "Qty",
        netSales: "Net Sales",
        ticket: "Receipt",
        location: "Store",
      },
    );
    expect(guess(["Date", "Heure", "Article", "Quantité", "Montant HT"])).toMatchObject({
      date: "Date",
      time: "Heure",
      item: "Article",
      quantity: "Quantité",
      netSales: "Montant HT",
    });
    expect(
      guess(["Datum", "Uhrzeit", "Artikel", "Menge", "Umsatz netto", "Filiale"]),
    ).toMatchObject({
      date: "Datum",
      item: "Artikel",
      quantity: "Menge",
      netSales: "Umsatz netto",
      location: "Filiale",
    });
    expect(guess(["Datum", "Tijd", "Product", "Aantal", "Omzet", "Bonnummer"])).toMatchObject({
      item: "Product",
      quantity: "Aantal",
      netSales: "Omzet",
      ticket: "Bonnummer",
    });
    expect(guess(["Fecha", "Hora", "Producto", "Cantidad", "Ventas netas"])).toMatchObject({
      date: "Fecha",
      time: "Hora",
      item: "Producto",
      quantity: "Cantidad",
      netSales: "Ventas netas",
    });
    expect(
      guess(["Data", "Ora", "Prodotto", "Quantità", "Importo netto", "Scontrino"]),
    ).toMatchObject({
      date: "Data",
      time: "Ora",
      item: "Prodotto",
      quantity: "Quantità",
      netSales: "Importo netto",
      ticket: "Scontrino",
    });
  });

  it("uses a column once, and guesses nothing it has no name for", () => {
    const columns = suggestMapping(["Name", "Colour", "Weight"]);
    expect(columns).toMatchObject({ item: 0, quantity: null, date: null });
    expect(suggestMapping(["Item Qty", "Item"])).toMatchObject({ item: 1, quantity: 0 });
    expect(suggestMapping(["Itemization Type", "Item", "Qty"]).eventType).toBeNull();
  });
});
