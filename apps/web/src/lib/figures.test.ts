import { describe, expect, it } from "vitest";
import { badgeCount, ringDash } from "./figures";

describe("ringDash", () => {
  it("draws the ring on a circumference of 377", () => {
    expect(ringDash(22)).toBe("82.94 377");
    expect(ringDash(0)).toBe("0 377");
    expect(ringDash(140)).toBe("377 377");
    expect(ringDash(-5)).toBe("0 377");
  });
});

describe("badgeCount", () => {
  it("shows the count up to 9, then '9+'", () => {
    expect(badgeCount(0)).toBe("0");
    expect(badgeCount(9)).toBe("9");
    expect(badgeCount(10)).toBe("9+");
  });
});
