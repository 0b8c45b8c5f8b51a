import { describe, expect, it } from "vitest";
import { formatUsd } from "./format";

describe("formatUsd", () => {
  it("formats decimal strings as en-US dollars", () => {
    expect(formatUsd("2974.80")).toBe("$2,974.80");
    expect(formatUsd("2988.00", { cents: false })).toBe("$2,988");
  });

  it("keeps digits that a binary float would lose", () => {
    expect(formatUsd("12345678901234567.89")).toBe("$12,345,678,901,234,567.89");
  });
});
