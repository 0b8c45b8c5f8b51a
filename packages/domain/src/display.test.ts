import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollars, portionCount, portionsText, unitDollars } from "./display";

describe("dollars", () => {
  it("shows an amount of money in cents, rounded half up from the exact decimal", () => {
    expect(dollars("4.4861")).toBe("$4.49");
    expect(dollars("0.195")).toBe("$0.20");
    expect(dollars("0.194999")).toBe("$0.19");
    expect(dollars("1.005")).toBe("$1.01");
    expect(dollars("2974.8")).toBe("$2,974.80");
    expect(dollars("-0.285")).toBe("-$0.29");
    expect(dollars("0.004")).toBe("$0.00");
    expect(dollars("2988.00", { cents: false })).toBe("$2,988");
    expect(dollars("1240.5", { cents: false })).toBe("$1,241");
  });

  it("keeps every digit a binary float would lose", () => {
    expect(dollars("12345678901234567.885")).toBe("$12,345,678,901,234,567.89");
  });

  it("never shows more than two decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.nat(6), (n, scale) => {
        const text = scale === 0 ? String(n) : (Number(n) / 10 ** scale).toFixed(scale);
        expect(dollars(text)).toMatch(/^-?\$[\d,]+\.\d{2}$/);
      }),
    );
  });
});

describe("unitDollars", () => {
  it("keeps up to the hundredths of a cent of a cost per unit", () => {
    expect(unitDollars("2.604444")).toBe("$2.6044");
    expect(unitDollars("0.012549")).toBe("$0.0125");
    expect(unitDollars("5")).toBe("$5.00");
    expect(unitDollars("0.71")).toBe("$0.71");
  });
});

describe("portions", () => {
  it("counts portions whole when whole, else to a tenth, in the singular for one", () => {
    expect(portionCount("16.666667")).toBe("16.7");
    expect(portionCount("16")).toBe("16");
    expect(portionCount("16.04")).toBe("16");
    expect(portionsText("16.666667")).toBe("16.7 portions");
    expect(portionsText("12")).toBe("12 portions");
    expect(portionsText("1")).toBe("1 portion");
    expect(portionsText("0.5")).toBe("0.5 portions");
    expect(portionsText("1250")).toBe("1,250 portions");
  });
});
