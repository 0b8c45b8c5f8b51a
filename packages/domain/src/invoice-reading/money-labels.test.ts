import { describe, expect, it } from "vitest";
import { labelOf } from "./labels";
import type { Segment } from "./layout";
import { moneyPhrase } from "./money-labels";

const field = (text: string) => moneyPhrase(text)?.field ?? null;
const segment = (text: string): Segment => ({
  text,
  page: 0,
  x: 0,
  y: 0,
  width: text.length * 5,
  height: 10,
  confidence: 1,
  line: 0,
});

describe("money labels read as phrases", () => {
  it("tells the field from the kinds of word in any language", () => {
    expect(field("Total paid with VAT")).toBe("total");
    expect(field("Total inc. VAT")).toBe("total");
    expect(field("Gesamtbetrag inkl. MwSt")).toBe("total");
    expect(field("Total without VAT")).toBe("subtotal");
    expect(field("Total exc. VAT")).toBe("subtotal");
    expect(field("Importe sin IVA")).toBe("subtotal");
    expect(field("VAT Paid")).toBe("tax");
    expect(field("Montant TVA")).toBe("tax");
    expect(field("IVA G (16%)")).toBe("tax");
    expect(field("Totaal exclusief BTW")).toBe("subtotal");
    expect(field("Totaal inclusief BTW")).toBe("total");
    expect(field("Totale IVA esclusa")).toBe("subtotal");
    expect(field("Totale IVA inclusa")).toBe("total");
  });

  it("keeps what follows the phrase as its value", () => {
    expect(moneyPhrase("Total paid with VAT: 51.6 EUR")).toEqual({
      field: "total",
      label: "total paid with vat",
      rest: "51.6 EUR",
    });
  });

  it("names no field for rates, numbers, titles, sentences, or a plain total", () => {
    expect(field("VAT Rate")).toBeNull();
    expect(field("VAT Reg No")).toBeNull();
    expect(field("Tax invoice")).toBeNull();
    expect(field("Prices are shown here with the VAT we must add")).toBeNull();
    expect(field("Total")).toBeNull();
    // "Net" is no "without": "Net à payer" is the total, left to the list of labels.
    expect(field("Net à payer")).toBeNull();
  });

  it("gives a segment to one money field: a listed label over a shorter phrase", () => {
    const base = segment("MVA-grunnlag: 23 000.00 kr");
    expect(labelOf(base, "subtotal")?.label).toBe("mva-grunnlag");
    expect(labelOf(base, "tax")).toBeNull();
    const paid = segment("Total paid with VAT");
    expect(labelOf(paid, "total")?.label).toBe("total paid with vat");
    expect(labelOf(paid, "tax")).toBeNull();
  });
});
