import { describe, expect, it } from "vitest";
import { isCreditMemo } from "./credit-memo";
import type { InvoiceDocument, Word } from "./types";

const word = (text: string, y: number, page = 0): Word => ({
  text,
  page,
  x: 40,
  y,
  width: 120,
  height: 12,
  confidence: 1,
});
const document = (...words: Word[]): InvoiceDocument => ({
  pages: [
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ],
  words,
  source: "text",
});

describe("a credit memo sent as an invoice", () => {
  it("is known by its title near the top of the first page, in the usual languages", () => {
    for (const title of [
      "CREDIT MEMO",
      "Credit Note",
      "CREDITMEMO",
      "Avoir",
      "Gutschrift",
      "Nota de crédito",
    ])
      expect(isCreditMemo(document(word("Harbor Foods", 40), word(title, 44))), title).toBe(true);
  });

  it("is not an invoice that mentions a credit memo applied lower down, or on page two", () => {
    expect(
      isCreditMemo(document(word("INVOICE", 40), word("Credit memo CM-12 applied", 500))),
    ).toBe(false);
    expect(isCreditMemo(document(word("INVOICE", 40), word("CREDIT MEMO", 40, 1)))).toBe(false);
    expect(isCreditMemo(document(word("INVOICE", 40), word("Credit card surcharge", 60)))).toBe(
      false,
    );
  });
});
