import { describe, expect, it } from "vitest";
import { tabsThatFit } from "./tab-row";

describe("tabsThatFit", () => {
  const tabs = [90, 85, 70, 70, 85];
  it("shows every tab when all of them fit, without More", () => {
    expect(tabsThatFit(tabs, 70, 408, 2)).toBe(5);
  });
  it("keeps room for More after the tabs that fit", () => {
    // 90 + 85 + 70 = 245, with two gaps 249; More and its gap make 321.
    expect(tabsThatFit(tabs, 70, 343, 2)).toBe(3);
    expect(tabsThatFit(tabs, 70, 320, 2)).toBe(2);
  });
  it("shows at least one tab however narrow the row", () => {
    expect(tabsThatFit(tabs, 70, 50, 2)).toBe(1);
  });
});
