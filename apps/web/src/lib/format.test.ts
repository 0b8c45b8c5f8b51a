import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatCost,
  formatDay,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  formatUsd,
} from "./format";

describe("formatUsd", () => {
  it("formats decimal strings as en-US dollars", () => {
    expect(formatUsd("2974.80")).toBe("$2,974.80");
    expect(formatUsd("2988.00", { cents: false })).toBe("$2,988");
  });

  it("keeps digits that a binary float would lose", () => {
    expect(formatUsd("12345678901234567.89")).toBe("$12,345,678,901,234,567.89");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("says how long ago, in words", () => {
    expect(formatRelativeTime("2026-11-21T11:59:50Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-11-21T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-11-21T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-11-20T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-11-28T12:00:00Z", now)).toBe("in 7 days");
  });
});

describe("formatQuantity", () => {
  it("groups thousands, trims trailing zeros and keeps the digits of the decimal string", () => {
    expect(formatQuantity("1250", "pcs")).toBe("1,250 pcs");
    expect(formatQuantity("2.500000", "kg")).toBe("2.5 kg");
    expect(formatQuantity("0.333333", "case")).toBe("0.333 case");
    expect(formatQuantity("-5", "kg")).toBe("-5 kg");
    expect(formatQuantity("12345678901234.5", "g", 1)).toBe("12,345,678,901,234.5 g");
  });
});

describe("formatDay", () => {
  it("writes a calendar day as that day, whatever the time zone", () => {
    expect(formatDay("2026-11-17")).toBe("Nov 17, 2026");
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
  });
});

describe("formatCost", () => {
  it("shows cents, and the hundredths of a cent a cost has, so lines add up to their total", () => {
    expect(formatCost("11.4244")).toBe("$11.4244");
    expect(formatCost("10.4444")).toBe("$10.4444");
    expect(formatCost("0.98")).toBe("$0.98");
    expect(formatCost("0.714")).toBe("$0.714");
    expect(formatCost("4.5")).toBe("$4.50");
    expect(formatCost("1250")).toBe("$1,250.00");
    expect(formatCost("-0.28")).toBe("-$0.28");
  });
});

describe("formatPercent", () => {
  it("writes a percentage without trailing zeros", () => {
    expect(formatPercent("30.00")).toBe("30%");
    expect(formatPercent("10.7")).toBe("10.7%");
    expect(formatPercent("8.875")).toBe("8.875%");
  });
});

describe("formatAmount", () => {
  it("names the unit as people read it, and portions in the plural", () => {
    expect(formatAmount("5", "l")).toBe("5 L");
    expect(formatAmount("1.5", "lb")).toBe("1.5 lb");
    expect(formatAmount("1", "portion")).toBe("1 portion");
    expect(formatAmount("12", "portion")).toBe("12 portions");
    expect(formatAmount("2", "case")).toBe("2 case");
  });
});
