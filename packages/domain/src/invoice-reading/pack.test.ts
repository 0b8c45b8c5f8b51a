import { describe, expect, it } from "vitest";
import { packWritten } from "./pack";
import { readInvoice } from "./read";
import { placedWords } from "./test-words";

describe("packs as suppliers write them", () => {
  it("reads what one pack holds, in Larder's unit", () => {
    const per = (text: string, cell = false) => {
      const pack = packWritten(text, cell);
      return pack ? `${pack.per} ${pack.unit}` : null;
    };
    expect(per("4/5 LB")).toBe("20 lb");
    expect(per("36/1LB")).toBe("36 lb");
    expect(per("8/375 CT")).toBe("3000 pcs");
    expect(per("CHICKEN BREAST BNLS 4/10 LB")).toBe("40 lb");
    expect(per("Roma tomatoes 25 lb case")).toBe("25 lb");
    expect(per("EGGS LARGE 30 ct tray")).toBe("30 pcs");
    expect(per("4/1 GAL")).toBe("4 gal");
    // A size alone is a pack in a Pack cell, and the item's own size in a description.
    expect(per("15 DZ", true)).toBe("15 dozen");
    expect(per("TOMATO ROMA 25 LB")).toBeNull();
    expect(per("80/20 GROUND BEEF")).toBeNull();
  });

  it("keeps a Pack/Size column's cell beside the line", () => {
    const words = [
      [10, 100, "QTY"],
      [50, 100, "PACK/SIZE"],
      [120, 100, "DESCRIPTION"],
      [420, 100, "PRICE"],
      [510, 100, "EXTENSION"],
      [20, 115, "2"],
      [50, 115, "4/10"],
      [75, 115, "LB"],
      [120, 115, "CHICKEN"],
      [160, 115, "BREAST"],
      [430, 115, "85.00"],
      [515, 115, "170.00"],
    ] as const;
    const read = readInvoice(placedWords(words, "text"));
    expect(read.lines.value).toMatchObject([
      { description: "CHICKEN BREAST", quantity: "2", unitPrice: "85.00", pack: "4/10 LB" },
    ]);
  });
});
