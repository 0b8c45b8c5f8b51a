import { describe, expect, it } from "vitest";
import { deliveryWindow, suggestOrderLine } from "./ordering";

describe("deliveryWindow", () => {
  it("finds the first delivery after the lead time, and the one after it", () => {
    // Today Monday; deliveries Tuesday and Friday; one day's notice.
    expect(deliveryWindow(0, [1, 4], 1)).toEqual({ next: 1, following: 4 });
    // Two days' notice: Tuesday is too soon, Friday then next Tuesday.
    expect(deliveryWindow(0, [1, 4], 2)).toEqual({ next: 4, following: 8 });
    // Any day, same day.
    expect(deliveryWindow(3, [], 0)).toEqual({ next: 0, following: 1 });
  });
});

describe("suggestOrderLine", () => {
  const week = (perDay: number) => Array.from({ length: 14 }, () => perDay);

  it("orders up to forecast plus safety, less stock and what is coming, in whole packs", () => {
    const line = suggestOrderLine({
      basis: { kind: "forecast", mean: week(6), errorSd: 0, serviceLevel: 0.95 },
      coverDays: 7,
      coverWeekday: 4,
      onHand: "18",
      onOrder: "0",
      baseUnit: "kg",
      packUnit: "case",
      packSize: "10",
    });
    // 42 − 18 = 24 kg → 3 cases of 10 kg.
    expect(line).toMatchObject({ packs: "3", baseQuantity: "30", need: "24", expected: "42" });
    expect(line.explanation).toBe(
      "forecast 42 kg until Friday's delivery + 0 kg safety \u2212 18 kg on hand \u2212 0 kg on order = 24 kg \u2192 3 cases of 10 kg",
    );
  });

  it("adds safety stock for the service level over the days covered", () => {
    const line = suggestOrderLine({
      basis: { kind: "forecast", mean: week(6), errorSd: 2, serviceLevel: 0.95 },
      coverDays: 4,
      coverWeekday: 4,
      onHand: "0",
      onOrder: "10",
      baseUnit: "lb",
      packUnit: "lb",
      packSize: "1",
    });
    // 1.6449 × 2 × √4 = 6.579 lb of safety; 24 + 6.579 − 10 = 20.579 → 21 lb.
    expect(line.safety).toBe("6.579");
    expect(line.packs).toBe("21");
    expect(line.explanation).toMatch(/= 20\.58 lb \u2192 21 lb$/);
  });

  it("orders nothing when there is enough, and says so", () => {
    const line = suggestOrderLine({
      basis: { kind: "forecast", mean: week(1), errorSd: 0, serviceLevel: 0.95 },
      coverDays: 3,
      coverWeekday: 1,
      onHand: "10",
      onOrder: "0",
      baseUnit: "l",
      packUnit: "bottle",
      packSize: "0.75",
    });
    expect(line.packs).toBe("0");
    expect(line.explanation).toMatch(/= \u22127 L: enough until Tuesday's delivery$/);
  });

  it("falls back to the par level when the history is too short, and says so", () => {
    const line = suggestOrderLine({
      basis: { kind: "par", parLevel: "40", historyDays: 9 },
      coverDays: 3,
      coverWeekday: 2,
      onHand: "18",
      onOrder: "0",
      baseUnit: "pcs",
      packUnit: "tray",
      packSize: "30",
    });
    expect(line.packs).toBe("1");
    expect(line.explanation).toMatch(/^too little history to forecast \(9 days\): par level 40 /);
  });
});
