import { describe, expect, it } from "vitest";
import { parseDay } from "./opening-invoices";
import { deliveryDaysText, parseDeliveryDays } from "./suppliers";
import { normaliseHeader } from "./table";

describe("reading cells of the imports beyond items", () => {
  it("reads delivery days as people write them, and refuses what is not a day", () => {
    expect(parseDeliveryDays("Mon, Wed, Fri")).toEqual([0, 2, 4]);
    expect(parseDeliveryDays("Mon - Fri")).toEqual([0, 1, 2, 3, 4]);
    expect(parseDeliveryDays("tuesday and thursday")).toEqual([1, 3]);
    expect(parseDeliveryDays("Sat/Sun")).toEqual([5, 6]);
    expect(parseDeliveryDays("daily")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDeliveryDays("Fri-Mon")).toBeNull();
    expect(parseDeliveryDays("Someday")).toBeNull();
    expect(deliveryDaysText(parseDeliveryDays("Wed, Mon")!)).toBe("Mon, Wed");
  });

  it("reads days as YYYY-MM-DD or the US month/day/year, and refuses days that do not exist", () => {
    expect(parseDay("2026-11-03")).toBe("2026-11-03");
    expect(parseDay("11/3/2026")).toBe("2026-11-03");
    expect(parseDay("2026-11-03T00:00:00Z")).toBe("2026-11-03");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("3.11.2026")).toBeNull();
    expect(parseDay("1850-01-01")).toBeNull();
  });

  it("compares headers in lower case with words joined by underscores", () => {
    expect(normaliseHeader(" Order E-mail ")).toBe("order_e_mail");
    expect(normaliseHeader("Invoice #")).toBe("invoice");
    expect(normaliseHeader("Lead Time (days)")).toBe("lead_time_days");
  });
});
