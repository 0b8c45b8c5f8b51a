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
      "7-day forecast 42 kg + safety 0 kg \u2212 on hand 18 kg \u2212 on order 0 kg \u2192 24 kg, rounded up to 3 \u00d7 10 kg",
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
    expect(line.explanation).toMatch(/\u2192 20\.58 lb, rounded up to 21 lb$/);
  });

  it("widens the safety stock when the days' errors run alike", () => {
    const line = (errorCorrelation?: number) =>
      suggestOrderLine({
        basis: {
          kind: "forecast",
          mean: week(6),
          errorSd: 2,
          errorCorrelation,
          serviceLevel: 0.95,
        },
        coverDays: 4,
        coverWeekday: 4,
        onHand: "0",
        onOrder: "10",
        baseUnit: "lb",
        packUnit: "lb",
        packSize: "1",
      });
    expect(line().safety).toBe("6.579");
    // 1.6449 × 2 × √(4 × (1 + 3 × 0.5)) = 1.6449 × 2 × √10 = 10.403 lb.
    expect(line(0.5).safety).toBe("10.403");
    expect(line(0.5).packs).toBe("25");
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
    expect(line.explanation).toMatch(/\u2192 \u22127 L: enough until Tuesday's delivery$/);
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
    expect(line.explanation).toMatch(
      /^Par level 40 \S+ \(too little history to forecast: 9 days\) \u2212 on hand 18 /,
    );
  });

  it("names the holiday or event that moved the forecast most on the days covered", () => {
    const line = suggestOrderLine({
      basis: {
        kind: "forecast",
        mean: week(6),
        errorSd: 0,
        serviceLevel: 0.95,
        effects: [
          { day: 2, name: "Christmas Eve", lift: 1.2 },
          { day: 3, name: "Christmas Day", lift: 1.4 },
          { day: 9, name: "New Year's Day", lift: 1.9 },
          { day: 4, name: "Boxing Day", lift: 0.7 },
        ],
      },
      coverDays: 7,
      coverWeekday: 4,
      onHand: "18",
      onOrder: "0",
      baseUnit: "kg",
      packUnit: "case",
      packSize: "10",
    });
    // New Year's Day is after the delivery after next: not this order's business.
    expect(line.explanation).toMatch(/^7-day forecast 42 kg \(Christmas Day \+40%\) \+ safety/);
  });

  it("names a drop as a drop, and says when the packs are exactly what is needed", () => {
    const line = suggestOrderLine({
      basis: {
        kind: "forecast",
        mean: week(5),
        errorSd: 0,
        serviceLevel: 0.95,
        effects: [{ day: 0, name: "Marathon", lift: 0.75 }],
      },
      coverDays: 4,
      coverWeekday: 4,
      onHand: "0",
      onOrder: "0",
      baseUnit: "kg",
      packUnit: "case",
      packSize: "10",
    });
    expect(line.explanation).toBe(
      "4-day forecast 20 kg (Marathon \u221225%) + safety 0 kg \u2212 on hand 0 kg \u2212 on order 0 kg \u2192 20 kg, that is 2 \u00d7 10 kg",
    );
  });
});
