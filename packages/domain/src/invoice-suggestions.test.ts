import { describe, expect, it } from "vitest";
import {
  descriptionLikeness,
  descriptionWords,
  suggestLineMatches,
  suggestOrder,
  unitFromInvoice,
} from "./invoice-suggestions";

describe("descriptions", () => {
  it("keep only the words that say what a thing is", () => {
    expect(descriptionWords("ROMA TOMATOES 25 LB CASE")).toEqual(["roma", "tomato"]);
    expect(descriptionWords("Äpfel, 10 kg")).toEqual(["apfel"]);
    expect(descriptionWords("Parm. Reggiano 2x1kg")).toEqual(["parm", "reggiano"]);
  });

  it("are alike when they share their words, or the start of them", () => {
    expect(descriptionLikeness("Roma Tomatoes 25 lb", "Tomatoes, Roma")).toBe(1);
    expect(descriptionLikeness("Parm Reggiano", "Parmesan Reggiano")).toBe(1);
    expect(descriptionLikeness("Chicken thighs", "Chicken breast")).toBe(0.5);
    expect(descriptionLikeness("Olive oil", "Basil")).toBe(0);
  });
});

describe("line suggestions", () => {
  const catalog = [
    { key: "tomatoes", name: "Tomatoes", sku: "FF-1001" },
    { key: "breast", name: "Chicken breast", sku: "" },
    { key: "thighs", name: "Chicken thighs", sku: "" },
    { key: "oil", name: "Extra virgin olive oil", sku: "" },
  ];

  it("match each line to the entry most like it, each entry once", () => {
    const lines = [
      { description: "CHICKEN THIGHS BONELESS 40LB" },
      { description: "Chicken breast skinless" },
      { description: "EVOO olive oil 4x3L" },
      { description: "Delivery fee" },
    ];
    expect(suggestLineMatches(lines, catalog).map((match) => match?.key ?? null)).toEqual([
      "thighs",
      "breast",
      "oil",
      null,
    ]);
  });

  it("take a line carrying a SKU as that entry, whatever its words", () => {
    const [match] = suggestLineMatches([{ description: "FF-1001 Pomodori" }], catalog);
    expect(match).toEqual({ key: "tomatoes", score: 1 });
  });
});

describe("order suggestions", () => {
  const orders = [
    { id: "a", number: "PO-2026-012", value: "480.00" },
    { id: "b", number: "PO-2026-013", value: "1200.00" },
  ];

  it("take the order whose number is written on the invoice", () => {
    expect(suggestOrder("Your ref: PO 2026 013 · Invoice 5521", "10.00", orders)).toEqual({
      orderId: "b",
      reason: "Its number, PO-2026-013, is on the invoice.",
    });
  });

  it("else the only order whose value is within 5% of the subtotal", () => {
    expect(suggestOrder("Invoice 5521", "495.00", orders)?.orderId).toBe("a");
    expect(suggestOrder("Invoice 5521", "505.00", orders)).toBeNull();
    expect(suggestOrder("Invoice 5521", null, orders)).toBeNull();
  });
});

describe("units as invoices write them", () => {
  it("are the item's own units, or none", () => {
    const units = ["kg", "case", "lb", "g"];
    expect(unitFromInvoice("LBS", units)).toBe("lb");
    expect(unitFromInvoice("cs", units)).toBe("case");
    expect(unitFromInvoice("Cases", units)).toBe("case");
    expect(unitFromInvoice("kgs.", units)).toBe("kg");
    expect(unitFromInvoice("bunch", units)).toBeNull();
    expect(unitFromInvoice("ea", ["pcs", "dozen"])).toBe("pcs");
    expect(unitFromInvoice(null, units)).toBeNull();
  });
});
