// Layouts and words seen on invoices Larder did not make (bench/real-invoices), each written
// here by hand as a few boxes: the general behaviour, not the sample.
import { describe, expect, it } from "vitest";
import { readInvoice } from "./read";
import type { InvoiceDocument, Word } from "./types";

/** Cells as [x, y, text]; words 5 units a letter, 10 high, 3 apart. */
function page(cells: [number, number, string][]): InvoiceDocument {
  const words: Word[] = [];
  for (const [x, y, text] of cells) {
    let at = x;
    for (const word of text.split(" ")) {
      words.push({
        text: word,
        page: 0,
        x: at,
        y,
        width: word.length * 5,
        height: 10,
        confidence: 1,
      });
      at += word.length * 5 + 3;
    }
  }
  return { pages: [{ width: 600, height: 800 }], words, source: "text" };
}

describe("reading layouts of other people's invoices", () => {
  it("reads a label written on two lines of a cell, its value level with neither", () => {
    const read = readInvoice(
      page([
        [40, 40, "Invoice #000001"],
        [40, 60, "Invoice Date: 04/19/06"],
        [40, 200, "Subtotal"],
        [400, 200, "$575.00"],
        [40, 220, "Tax"],
        [410, 220, "$0.00"],
        [40, 240, "Amount"],
        [400, 248, "$575.00"],
        [40, 256, "Due"],
      ]),
    );
    expect(read.total.value).toBe("575.00");
    expect(read.total.confidence).toBeGreaterThan(0.9);
    expect(read.dueDate.value).toBeNull();
  });

  it("takes the amount under subtotal and tax that is their sum for the total, unlabelled", () => {
    const read = readInvoice(
      page([
        [40, 40, "Invoice #17"],
        [40, 60, "Invoice Date: 03/14/2024"],
        [40, 200, "Subtotal"],
        [400, 200, "$575.00"],
        [40, 220, "Tax"],
        [405, 220, "$46.00"],
        // The label OCR could not read, and a lower amount that is not the sum.
        [40, 240, "Arnmount Ove"],
        [400, 240, "$621.00"],
        [40, 260, "Paid"],
        [400, 260, "$100.00"],
      ]),
    );
    expect(read.total.value).toBe("621.00");
    expect(read.total.confidence).toBeGreaterThan(0.8);
  });

  it("reads the reference under the title as the number, and a currency named in words", () => {
    const read = readInvoice(
      page([
        [450, 40, "Invoice"],
        [420, 56, "Ref. : IN1710-00000"],
        [400, 72, "Invoice date : 08/10/2017"],
        [40, 120, "Dim Solution"],
        [300, 120, "Receiver company"],
        [300, 136, "Will Jameson"],
        [400, 200, "Amounts expressed in Euros"],
        [300, 400, "Total exc. VAT"],
        [480, 400, "3235.27"],
        [300, 416, "Total VAT"],
        [485, 416, "627.73"],
        [300, 432, "Total inc. VAT"],
        [480, 432, "3863.00"],
      ]),
    );
    expect(read.invoiceNumber.value).toBe("IN1710-00000");
    expect(read.currency.value).toBe("EUR");
    expect([read.subtotal.value, read.tax.value, read.total.value]).toEqual([
      "3235.27",
      "627.73",
      "3863.00",
    ]);
    expect(read.supplier.value).toBe("Dim Solution");
  });

  it("reads a Norwegian invoice, in kroner", () => {
    const read = readInvoice(
      page([
        [455, 40, "Faktura"],
        [300, 70, "Navn Navnesen AS"],
        [300, 100, "Fakturanummer: 38"],
        [300, 112, "Fakturadato: 2. november 2017"],
        [300, 124, "Forfallsdato: 16. november 2017"],
        [370, 300, "MVA-grunnlag:"],
        [460, 300, "23 000.00 kr"],
        [415, 312, "MVA:"],
        [465, 312, "4 600.00 kr"],
        [390, 324, "Å betale:"],
        [450, 324, "27 600.00 kr"],
      ]),
    );
    expect(read.supplier.value).toBe("Navn Navnesen AS");
    expect(read.invoiceNumber.value).toBe("38");
    expect([read.date.value, read.dueDate.value]).toEqual(["2017-11-02", "2017-11-16"]);
    expect(read.currency.value).toBe("NOK");
    expect([read.subtotal.value, read.tax.value, read.total.value]).toEqual([
      "23000.00",
      "4600.00",
      "27600.00",
    ]);
  });

  it("reads due dates by 'Deadline' and 'À payer avant', and no title for the supplier", () => {
    const english = readInvoice(
      page([
        [370, 40, "My Invoice"],
        [300, 70, "My Name"],
        [300, 100, "Invoice number: 42"],
        [300, 112, "Invoice date: April 1, 2017"],
        [300, 124, "Deadline: November 23, 2017"],
        [370, 300, "Total:"],
        [420, 300, "650 USD"],
      ]),
    );
    expect(english.dueDate.value).toBe("2017-11-23");
    expect(english.supplier.value).toBe("My Name");
    const french = readInvoice(
      page([
        [380, 100, "Date : 12 avril 2017"],
        [380, 112, "Facture n° 24"],
        [380, 124, "À payer avant : 12 mai 2017"],
        [360, 300, "Total TTC :"],
        [480, 300, "62,32 €"],
      ]),
    );
    expect(french.dueDate.value).toBe("2017-05-12");
  });
});
