import { describe, expect, it } from "vitest";
import { learnPlace } from "./learn";
import { readInvoice } from "./read";
import { placedWords } from "./test-words";
import type { InvoiceDocument, Word } from "./types";

/** A page written as rows of [x, text] cells, 18 units apart, 10 units high. */
function page(rows: [number, string][][], confidence = 1): InvoiceDocument {
  const words: Word[] = [];
  rows.forEach((cells, row) => {
    for (const [x, text] of cells) {
      let at = x;
      for (const word of text.split(" ")) {
        words.push({
          text: word,
          page: 0,
          x: at,
          y: 40 + row * 18,
          width: word.length * 5,
          height: 10,
          confidence,
        });
        at += word.length * 5 + 3;
      }
    }
  });
  return { pages: [{ width: 600, height: 800 }], words, source: "text" };
}

const french = page([
  [[40, "Boucherie Martin SARL"]],
  [
    [40, "12 rue des Halles, 75001 Paris"],
    [380, "FACTURE"],
  ],
  [[380, "Facture n° : FA-2024-0311"]],
  [[380, "Date : 05/03/2024"]],
  [[380, "Échéance : 04/04/2024"]],
  [[40, "Facturé à"]],
  [[40, "Bistrot du Coin"]],
  [],
  [
    [40, "Désignation"],
    [260, "Qté"],
    [330, "Prix unitaire"],
    [460, "Montant"],
  ],
  [
    [40, "Entrecôte"],
    [262, "4 kg"],
    [340, "38,50"],
    [465, "154,00"],
  ],
  [
    [40, "Poitrine de porc"],
    [262, "2 kg"],
    [340, "12,25"],
    [470, "24,50"],
  ],
  [],
  [
    [330, "Total HT"],
    [465, "178,50"],
  ],
  [
    [330, "TVA 5,5 %"],
    [470, "9,82"],
  ],
  [
    [330, "Total TTC"],
    [465, "188,32 €"],
  ],
]);

describe("reading an invoice", () => {
  it("reads a French invoice: labels, decimal commas, the table and totals that add up", () => {
    const read = readInvoice(french);
    expect(read.supplier.value).toBe("Boucherie Martin SARL");
    expect(read.invoiceNumber.value).toBe("FA-2024-0311");
    expect(read.date.value).toBe("2024-03-05");
    expect(read.dueDate.value).toBe("2024-04-04");
    expect(read.currency.value).toBe("EUR");
    expect([read.subtotal.value, read.tax.value, read.total.value]).toEqual([
      "178.50",
      "9.82",
      "188.32",
    ]);
    // Subtotal + tax = total, and the lines add up to the subtotal.
    expect(read.total.confidence).toBeGreaterThan(0.95);
    expect(read.lines.value).toEqual([
      expect.objectContaining({
        description: "Entrecôte",
        quantity: "4",
        unit: "kg",
        unitPrice: "38.50",
        amount: "154.00",
      }),
      expect.objectContaining({
        description: "Poitrine de porc",
        quantity: "2",
        unit: "kg",
        unitPrice: "12.25",
        amount: "24.50",
      }),
    ]);
  });

  it("takes neither a label nor a street address for the supplier's name, however tall OCR read them", () => {
    // A photo's OCR boxes swell with the noise beside a word: the address and a label came out
    // three times the name's height.
    const word = (text: string, x: number, y: number, height: number): Word => ({
      text,
      page: 0,
      x,
      y,
      width: text.length * 6,
      height,
      confidence: 0.93,
    });
    const line = (text: string, x: number, y: number, height: number) => {
      let at = x;
      return text.split(" ").map((part) => {
        const placed = word(part, at, y, height);
        at += part.length * 6 + 4;
        return placed;
      });
    };
    const photo: InvoiceDocument = {
      pages: [{ width: 600, height: 800 }],
      words: [
        ...line("Sunrise Farms Produce", 40, 30, 12),
        ...line("7077 Distribution Pkwy Columbus, OH 43215", 40, 50, 38),
        ...line("Invoice # P-67926", 400, 30, 12),
        ...line("Forma de pago:", 400, 110, 24),
        ...line("Transferencia", 540, 110, 12),
        ...line("Total 100.00", 400, 700, 12),
      ],
      source: "ocr",
    };
    expect(readInvoice(photo).supplier.value).toBe("Sunrise Farms Produce");
  });

  it("takes no label with its value, nor a line under the table's headings, for the supplier", () => {
    // A template that names only the customer: OCR read the "@" as "Q", so the email is not
    // known by it, an address goes on from "Sec-" on the line above, and the first line bought
    // sits within the page's top third.
    const page = (name: string[]) =>
      placedWords(
        [
          ...name.map((text, at) => [40, 10 + at * 12, text] as const),
          [40, 40, "FACTURA Nº 000001"],
          [400, 40, "Fecha de emisión: 02-07-2022"],
          [40, 60, "Persona de contacto: Jacinto de Ayala"],
          [40, 72, "E-mail: jacintoQayala.sv"],
          [40, 84, "tor Arauca, Apure, Venezuela"],
          [40, 100, "Cantidad"],
          [100, 100, "Descripción"],
          [400, 100, "Precio"],
          [500, 100, "Total"],
          [40, 112, "1"],
          [100, 112, "ítem con IVA general"],
          [400, 112, "1.000,00"],
          [500, 112, "1.000,00"],
          [400, 300, "TOTAL Bs. 1.000,00"],
        ],
        "ocr",
      );
    expect(readInvoice(page([])).supplier).toEqual({ value: null, confidence: 0 });
    expect(readInvoice(page(["Lázaro de la Vega y San Román"])).supplier.value).toBe(
      "Lázaro de la Vega y San Román",
    );
  });

  it("is unsure of a currency a photo shows once, as OCR makes signs of smudges", () => {
    const words = [
      [40, 40, "Invoice 405862387"],
      [40, 100, "7038729"],
      [100, 100, "11 1¥ cs"],
      [300, 400, "Total 6,081.61"],
    ] as const;
    expect(readInvoice(placedWords(words, "ocr")).currency).toEqual({
      value: "JPY",
      confidence: 0.6,
    });
    // The same sign in a PDF's own text is what the supplier wrote.
    expect(readInvoice(placedWords(words, "text")).currency.confidence).toBe(0.9);
  });

  it("takes the header's date over one in the page's fine print, and doubts it", () => {
    const read = readInvoice(
      placedWords(
        [
          [40, 40, "Rechnung-Nr: 000001"],
          [400, 40, "Datum: 02-07-2022"],
          [40, 200, "Artikel"],
          [400, 200, "100,00 €"],
          [300, 400, "Gesamt 100,00 €"],
          [40, 780, "Imprenta: Impresos de la Vega"],
          [300, 780, "Fecha de emisión 01/01/2018."],
        ],
        "ocr",
      ),
    );
    expect(read.date.value).toBe("2022-07-02");
    expect(read.invoiceNumber.value).toBe("000001");
    // Another date was labelled as the invoice's nearly as surely: below the review threshold.
    expect(read.date.confidence).toBeLessThan(0.8);
  });

  it("matches a supplier the workspace knows, and is less sure of totals that do not add up", () => {
    const wrong = page([
      [[40, "Green Valley Produce"]],
      [[380, "Invoice # 7781"]],
      [[380, "Invoice date: 03/14/2024"]],
      [
        [40, "Description"],
        [300, "Qty"],
        [380, "Price"],
        [480, "Amount"],
      ],
      [
        [40, "Romaine hearts"],
        [305, "6"],
        [385, "2.10"],
        [485, "12.60"],
      ],
      [
        [380, "Subtotal"],
        [485, "12.60"],
      ],
      [
        [380, "Total due"],
        [485, "$19.99"],
      ],
    ]);
    const read = readInvoice(wrong, {
      suppliers: [{ id: "s1", name: "Green Valley Produce, Inc." }],
    });
    expect(read.supplierId).toBe("s1");
    expect(read.date.value).toBe("2024-03-14");
    expect(read.total.value).toBe("19.99");
    expect(read.total.confidence).toBeLessThan(0.8);
  });

  it("learns where a supplier writes a field from a correction, and reads it there next time", () => {
    const odd = (number: string, reference: string) =>
      page([
        [[40, "Fromagerie Alpine AG"]],
        [
          [380, "Beleg"],
          [460, number],
        ],
        [
          [380, "Kundennr."],
          [460, reference],
        ],
        [[380, "Datum: 05.03.2024"]],
        [
          [380, "Gesamtbetrag"],
          [470, "120,00"],
        ],
      ]);
    const first = readInvoice(odd("RE-5521", "K-77"), {
      suppliers: [{ id: "f", name: "Fromagerie Alpine" }],
    });
    expect(first.invoiceNumber.value).not.toBe("RE-5521");
    const place = learnPlace(odd("RE-5521", "K-77"), "invoiceNumber", "RE-5521");
    expect(place?.label).toBe("beleg");
    const next = readInvoice(odd("RE-5600", "K-77"), {
      suppliers: [{ id: "f", name: "Fromagerie Alpine" }],
      layouts: new Map([["f", { invoiceNumber: place! }]]),
    });
    expect(next.invoiceNumber).toEqual({ value: "RE-5600", confidence: 0.9 });
  });
});
