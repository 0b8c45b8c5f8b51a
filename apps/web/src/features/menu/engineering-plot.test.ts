import { describe, expect, it } from "vitest";
import { axisEnd, linear, marginDomain, niceCeiling, placeLabels, ticks } from "./engineering-plot";

describe("niceCeiling", () => {
  it("rounds up to 1, 2, 2.5 or 5 of a power of ten", () => {
    expect(niceCeiling(0.8)).toBe(1);
    expect(niceCeiling(13)).toBe(20);
    expect(niceCeiling(21)).toBe(25);
    expect(niceCeiling(240)).toBe(250);
    expect(niceCeiling(300)).toBe(500);
    expect(niceCeiling(1000)).toBe(1000);
    expect(niceCeiling(0)).toBe(1);
  });
});

describe("axisEnd", () => {
  it("ends close above the largest figure, on a round one", () => {
    expect(axisEnd(507)).toBe(600);
    expect(axisEnd(26.6)).toBe(30);
    expect(axisEnd(11)).toBe(12);
    expect(axisEnd(0)).toBe(1);
  });
});

describe("ticks", () => {
  it("steps roundly from one end to the other", () => {
    expect(ticks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(ticks(0, 25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(ticks(-5, 20, 5)).toEqual([-5, 0, 5, 10, 15, 20]);
    expect(ticks(0, 0.5)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });
});

describe("linear", () => {
  it("maps the domain onto the pixels, upside down for a y axis", () => {
    const y = linear([0, 20], [300, 0]);
    expect(y(0)).toBe(300);
    expect(y(20)).toBe(0);
    expect(y(5)).toBe(225);
  });
});

describe("marginDomain", () => {
  it("starts at 0 and ends above the best margin and the average", () => {
    expect(marginDomain([4.5, 12.25, 21], 11)).toEqual([0, 25]);
    expect(marginDomain([28.07, 3.12], 10.19)).toEqual([0, 30]);
  });
  it("goes below 0 when a plate loses money", () => {
    expect(marginDomain([-3, 8], 5)).toEqual([-4, 10]);
  });
});

describe("placeLabels", () => {
  const bounds = { left: 0, right: 400, top: 0, bottom: 300 };
  it("names the most sold first, and leaves out a label that would cover another", () => {
    const placed = placeLabels(
      [
        { id: "fries", px: 100, py: 100, label: "French Fries" },
        { id: "burger", px: 100, py: 108, label: "Classic Burger" },
        { id: "soup", px: 100, py: 200, label: "Soup" },
      ],
      bounds,
    );
    expect([...placed.keys()]).toEqual(["fries", "soup"]);
    expect(placed.get("fries")).toMatchObject({ x: 108, anchor: "start" });
  });
  it("leaves the quadrants' names uncovered", () => {
    const corner = { x0: 0, x1: 80, y0: 0, y1: 20 };
    const points = [{ id: "ribs", px: 20, py: 12, label: "Short Ribs" }];
    expect(placeLabels(points, bounds, 6.2, 14, [corner]).size).toBe(0);
    expect(placeLabels(points, bounds).size).toBe(1);
  });
  it("puts a label left of a point near the right edge", () => {
    const placed = placeLabels([{ id: "lamb", px: 390, py: 50, label: "Rack of Lamb" }], bounds);
    expect(placed.get("lamb")).toMatchObject({ x: 382, anchor: "end" });
  });
});
