import { describe, expect, it } from "vitest";
import { deliveryPlace } from "./ship-to";
import type { InvoiceDocument, Word } from "./types";

/** A page written as rows of [x, text] cells, 18 units apart, 10 units high. */
function page(rows: [number, string][][]): InvoiceDocument {
  const words: Word[] = [];
  rows.forEach((cells, row) => {
    for (const [x, text] of cells) {
      let at = x;
      for (const word of text.split(" ")) {
        const width = word.length * 5;
        words.push({
          text: word,
          page: 0,
          x: at,
          y: 40 + row * 18,
          width,
          height: 10,
          confidence: 1,
        });
        at += width + 3;
      }
    }
  });
  return { pages: [{ width: 600, height: 800 }], words, source: "text" };
}

const places = [
  { id: "harbor", name: "Harbor Commissary", address: "8 Dock Road, Springfield" },
  { id: "bistro", name: "Main Street Bistro", address: "120 Main Street, Springfield" },
];

const header: [number, string][][] = [
  [[40, "Harbor Fish Co"]],
  [
    [40, "410 Wharf Road, Boston MA"],
    [400, "INVOICE"],
  ],
  [],
];

describe("deliveryPlace", () => {
  it("takes the ship-to block over the bill-to beside it, by street address", () => {
    const invoice = page([
      ...header,
      [
        [40, "Bill To"],
        [300, "Ship To"],
      ],
      [
        [40, "Harbor Commissary"],
        [300, "Kitchen door"],
      ],
      [
        [40, "8 Dock Road"],
        [300, "120 Main Street"],
      ],
      [
        [40, "Springfield"],
        [300, "Springfield"],
      ],
    ]);
    expect(deliveryPlace(invoice, places)).toEqual({ locationId: "bistro", block: "ship_to" });
  });

  it("reads a ship-to on one line, and a bill-to when there is no ship-to", () => {
    expect(deliveryPlace(page([...header, [[40, "Ship to: Main Street Bistro"]]]), places)).toEqual(
      { locationId: "bistro", block: "ship_to" },
    );
    expect(
      deliveryPlace(page([...header, [[40, "Bill To"]], [[40, "Harbor Commissary"]]]), places),
    ).toEqual({ locationId: "harbor", block: "bill_to" });
  });

  it("names nothing when no block names a location, or two do alike", () => {
    expect(
      deliveryPlace(page([...header, [[40, "Bill To"]], [[40, "Test Kitchen"]]]), places),
    ).toBeNull();
    const twins = [
      { id: "a", name: "Springfield", address: "" },
      { id: "b", name: "Springfield", address: "" },
    ];
    expect(
      deliveryPlace(page([...header, [[40, "Ship To"]], [[40, "Springfield"]]]), twins),
    ).toBeNull();
    // The supplier's own address is not a block: a location on Wharf Road is not taken from it.
    expect(
      deliveryPlace(page(header), [{ id: "w", name: "Wharf", address: "410 Wharf Road" }]),
    ).toBeNull();
  });
});
