// For tests of the reader: a page of words placed by hand, each as its source gives it (one word
// a box, 5 units a letter, 10 high), from a PDF's text layer (sure) or from OCR (less so).
import type { InvoiceDocument } from "./types";

export function placedWords(
  words: readonly (readonly [number, number, string])[],
  source: "text" | "ocr",
  page = { width: 600, height: 800 },
): InvoiceDocument {
  return {
    pages: [page],
    words: words.map(([x, y, text]) => ({
      text,
      page: 0,
      x,
      y,
      width: text.length * 5,
      height: 10,
      confidence: source === "ocr" ? 0.9 : 1,
    })),
    source,
  };
}
