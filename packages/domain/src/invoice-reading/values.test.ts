import { describe, expect, it } from "vitest";
import {
  dateAtStart,
  findAmounts,
  findCurrency,
  findDate,
  readInvoiceNumber,
  settleDate,
} from "./values";

describe("dates on invoices", () => {
  it("reads every common national writing, and keeps 03/04 open until the document says", () => {
    const day = (text: string, dayFirst = true) => {
      const found = findDate(text);
      return found ? settleDate(found, dayFirst) : null;
    };
    expect(day("2024-03-12")).toBe("2024-03-12");
    expect(day("12.03.2024")).toBe("2024-03-12");
    expect(day("12/03/2024", true)).toBe("2024-03-12");
    expect(day("12/03/2024", false)).toBe("2024-12-03");
    expect(day("13/03/2024", false)).toBe("2024-03-13");
    expect(day("March 12, 2024")).toBe("2024-03-12");
    expect(day("12 mars 2024")).toBe("2024-03-12");
    expect(day("1er mars 2024")).toBe("2024-03-01");
    expect(day("12. März 2024")).toBe("2024-03-12");
    expect(day("12 maart 2024")).toBe("2024-03-12");
    expect(day("12 de marzo de 2024")).toBe("2024-03-12");
    expect(day("12 marzo 2024")).toBe("2024-03-12");
    expect(day("31/02/2024")).toBeNull();
    expect(findDate("12/03/2024")!.either).not.toBeNull();
    expect(findDate("13/03/2024")!.either).toBeNull();
  });

  it("takes a date only where the text starts with one", () => {
    expect(dateAtStart("12/03/2024  Net 30")?.text).toBe("12/03/2024");
    expect(dateAtStart("de livraison 12/03/2024")).toBeNull();
    expect(dateAtStart("March 10, 2025")?.day).toBe("2025-03-10");
    expect(dateAtStart("Tue, 12 March 2024")?.day).toBe("2024-03-12");
  });
});

describe("amounts on invoices", () => {
  it("reads either decimal mark, signs and groups, and passes over rates", () => {
    expect(findAmounts("Total 4.904,94 €", true)).toEqual(["4904.94"]);
    expect(findAmounts("Total $1,234.56", false)).toEqual(["1234.56"]);
    expect(findAmounts("1 234,56", true)).toEqual(["1234.56"]);
    expect(findAmounts("VAT 20% 12.40", false)).toEqual(["12.4"]);
    expect(findAmounts("Credit (12.00)", false)).toEqual(["-12"]);
    expect(findAmounts("4 x 12.50 = 50.00", false)).toEqual(["4", "12.5", "50"]);
  });

  it("parts a currency OCR ran into its amount, and nothing else", () => {
    expect(findAmounts("TOTAL: Bs.2.470,00", true)).toEqual(["2470"]);
    expect(findAmounts("Total EUR12,50", true)).toEqual(["12.5"]);
    expect(findAmounts("Razem zł1 200,00", true)).toEqual(["1200"]);
    // An item's code is not a currency: its digits stay part of it.
    expect(findAmounts("ABC123 4,50", true)).toEqual(["4.5"]);
  });
});

describe("invoice numbers", () => {
  it("takes a code with a digit, not a date or a word", () => {
    expect(readInvoiceNumber("INV-20431")).toBe("INV-20431");
    expect(readInvoiceNumber("# 2024/0042")).toBe("2024/0042");
    expect(readInvoiceNumber("No. F12345  Date 12/03/2024")).toBe("F12345");
    expect(readInvoiceNumber("12/03/2024")).toBeNull();
    expect(readInvoiceNumber("date:")).toBeNull();
  });

  it("passes over what stands before the number: a reference's word, a lone º", () => {
    expect(readInvoiceNumber("Ref. : IN1710-00000")).toBe("IN1710-00000");
    expect(readInvoiceNumber("Réf. A-12")).toBe("A-12");
    expect(readInvoiceNumber("º 000001")).toBe("000001");
    expect(readInvoiceNumber("Nº 000001")).toBe("000001");
    expect(readInvoiceNumber("NOTE123")).toBe("NOTE123");
    // OCR reads a small raised º as "?" or "*".
    expect(readInvoiceNumber("N? 000001")).toBe("000001");
    expect(readInvoiceNumber("N* 000001")).toBe("000001");
  });
});

describe("currency", () => {
  it("counts codes and signs, a code over a bare dollar sign", () => {
    expect(findCurrency("Total 12,00 €  TVA 2,00 €")?.code).toBe("EUR");
    expect(findCurrency("Amount due USD 120.00 ($)")?.code).toBe("USD");
    expect(findCurrency("£12.00")?.code).toBe("GBP");
    expect(findCurrency("no money here")).toBeNull();
  });

  it("reads a currency named in words, and Norway's crowns by its VAT", () => {
    expect(findCurrency("Amounts expressed in Euros")?.code).toBe("EUR");
    expect(findCurrency("MVA: 4 600.00 kr  Å betale: 27 600.00 kr")?.code).toBe("NOK");
    // Crowns without "MVA" may be Swedish or Danish: no guess.
    expect(findCurrency("Moms: 4 600.00 kr")).toBeNull();
  });
});
