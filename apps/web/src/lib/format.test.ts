import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatDateTime,
  formatDay,
  formatPercent,
  formatPortions,
  formatQuantity,
  formatRelativeTime,
  formatUnitCost,
  formatUsd,
} from "./format";

describe("formatUsd", () => {
  it("formats decimal strings as en-US dollars", () => {
    expect(formatUsd("2974.80")).toBe("$2,974.80");
    expect(formatUsd("2988.00", { cents: false })).toBe("$2,988");
  });

  it("shows money in cents, rounded half up from the exact decimal (issue 26)", () => {
    expect(formatUsd("4.4861")).toBe("$4.49");
    expect(formatUsd("0.195")).toBe("$0.20");
    expect(formatUsd("11.4244")).toBe("$11.42");
    expect(formatUsd("1.005")).toBe("$1.01");
    expect(formatUsd("4.5")).toBe("$4.50");
    expect(formatUsd("-0.285")).toBe("-$0.29");
  });

  it("keeps digits that a binary float would lose", () => {
    expect(formatUsd("12345678901234567.89")).toBe("$12,345,678,901,234,567.89");
  });
});

describe("formatDateTime", () => {
  it("writes a moment in the location's time zone when given one (issue 26)", () => {
    // A count posted at 11 PM in New York is the next afternoon in Tokyo.
    const count = "2026-11-28T04:00:00Z";
    expect(formatDateTime(count, "America/New_York")).toBe("Nov 27, 2026, 11:00 PM");
    expect(formatDateTime(count, "Asia/Tokyo")).toBe("Nov 28, 2026, 1:00 PM");
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

describe("formatUnitCost", () => {
  it("keeps up to the hundredths of a cent of a cost read per unit", () => {
    expect(formatUnitCost("2.604444")).toBe("$2.6044");
    expect(formatUnitCost("0.714")).toBe("$0.714");
    expect(formatUnitCost("5")).toBe("$5.00");
  });
});

describe("formatPortions", () => {
  it("counts portions whole when whole, else to a tenth, one portion in the singular", () => {
    expect(formatPortions("16.666667")).toBe("16.7 portions");
    expect(formatPortions("16")).toBe("16 portions");
    expect(formatPortions("1")).toBe("1 portion");
  });
});

describe("formatPercent", () => {
  it("writes a percentage without trailing zeros", () => {
    expect(formatPercent("30.00")).toBe("30%");
    expect(formatPercent("10.7")).toBe("10.7%");
    expect(formatPercent("8.875")).toBe("8.875%");
    expect(formatPercent("8.8125", 6)).toBe("8.8125%");
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
