import { describe, expect, it } from "vitest";
import { sectionInBand } from "./showcase-band";

const stacked = (firstTop: number, height = 640) =>
  ["inventory", "supplier", "analytics"].map((section, index) => ({
    section,
    top: firstTop + index * height,
    bottom: firstTop + (index + 1) * height,
  }));

describe("sectionInBand (viewport 800 px: band from 320 to 480)", () => {
  it("picks the section across the middle of the band", () => {
    expect(sectionInBand(stacked(399), 800)).toBe("inventory");
    expect(sectionInBand(stacked(399 - 640), 800)).toBe("supplier");
    expect(sectionInBand(stacked(399 - 1280), 800)).toBe("analytics");
  });

  it("keeps a section whose end still covers the middle", () => {
    // supplier starts at 520 (65%): below the band, inventory fills it.
    expect(sectionInBand(stacked(520 - 640), 800)).toBe("inventory");
  });

  it("changes nothing while no section reaches the band", () => {
    expect(sectionInBand(stacked(500), 800)).toBeNull();
    expect(sectionInBand(stacked(-2000), 800)).toBeNull();
  });

  it("with gaps between sections, picks the one in the band nearest its middle", () => {
    const boxes = [
      { section: "inventory", top: 0, bottom: 340 },
      { section: "supplier", top: 450, bottom: 900 },
    ];
    expect(sectionInBand(boxes, 800)).toBe("supplier");
  });
});
