import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatChangePercent, heatLevel } from "./heatmap";

describe("heatLevel", () => {
  it("puts each figure in the spec's five levels at 80, 60, 40 and 20", () => {
    expect(
      ["95", "80", "79.99", "60", "59", "40", "39.5", "20", "19.999", "0"].map(heatLevel),
    ).toEqual([4, 4, 3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it("never lowers the level as the figure grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 500 }),
        (a, step) => {
          const low = (a / 100).toFixed(2);
          const high = ((a + step) / 100).toFixed(2);
          expect(heatLevel(high)).toBeGreaterThanOrEqual(heatLevel(low));
        },
      ),
    );
  });
});

describe("formatChangePercent", () => {
  it("signs a change once, with a true minus", () => {
    expect(formatChangePercent(8)).toBe("+8%");
    expect(formatChangePercent(-5)).toBe("\u22125%");
    expect(formatChangePercent(0)).toBe("0%");
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(formatChangePercent(n)).not.toMatch(/\+-|\+\u2212|--/);
      }),
    );
  });
});
