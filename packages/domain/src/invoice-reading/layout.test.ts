import { describe, expect, it } from "vitest";
import { readLayout } from "./layout";
import type { InvoiceDocument, Word } from "./types";

const word = (text: string, x: number, y: number, width: number, height = 10): Word => ({
  text,
  page: 0,
  x,
  y,
  width,
  height,
  confidence: 1,
});
const document = (words: Word[]): InvoiceDocument => ({
  pages: [{ width: 600, height: 800 }],
  words,
  source: "text",
});
const segments = (words: Word[]) =>
  readLayout(document(words)).map((line) => line.segments.map((segment) => segment.text));

describe("the page's layout", () => {
  it("reads text drawn twice over itself once", () => {
    // A "bold" printed twice, a hair apart.
    expect(
      segments([
        word("Datos del cliente", 100, 40, 80),
        word("Datos del cliente", 100.4, 40, 80),
        word("Total", 100, 60, 25),
        word("Total", 100, 60.2, 25),
        word("1.624,00", 300, 60, 40),
      ]),
    ).toEqual([["Datos del cliente"], ["Total", "1.624,00"]]);
  });

  it("takes a table's ruled lines, read by OCR as bars, for the edges of cells", () => {
    expect(
      segments([
        word("Descrizione", 40, 40, 55),
        word("|", 98, 38, 2, 14),
        word("Quantità", 103, 40, 40),
        word("|", 146, 38, 2, 14),
        word("Totale", 151, 40, 30),
        word("Chiodi", 40, 60, 30),
        word("1,00|", 103, 60, 25),
        word("€", 132, 60, 5),
        word("100,00", 140, 60, 30),
      ]),
    ).toEqual([
      ["Descrizione", "Quantità", "Totale"],
      ["Chiodi", "1,00", "€ 100,00"],
    ]);
  });

  it("joins the pieces a PDF draws a word in, and puts a TeX accent on its letter", () => {
    expect(
      segments([
        word("FACTURA", 28, 40, 76),
        word("N", 114.2, 40, 12),
        word("º", 126.2, 40, 6.8),
        word("000001", 138, 40, 46),
        // "´" is drawn over the "a" that the next run starts with.
        word("L´", 156.5, 80, 21.2, 20),
        word("azaro de la Vega", 169.2, 80, 150, 20),
      ]),
    ).toEqual([["FACTURA Nº 000001"], ["Lázaro de la Vega"]]);
  });

  it("does not join words OCR read, however close their boxes", () => {
    const ocr = (text: string, x: number, width: number) => ({
      ...word(text, x, 111, width, 41),
      confidence: 0.8,
    });
    expect(segments([ocr("Bill", 919, 69), ocr("To", 968, 23)])).toEqual([["Bill To"]]);
  });
});
