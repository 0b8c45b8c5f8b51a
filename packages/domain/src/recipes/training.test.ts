import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES } from "../permissions";
import { describeMinutes, describeTemperature, mustRead, readingStatus } from "./training";

const main = "00000000-0000-4000-8000-000000000001";
const harbor = "00000000-0000-4000-8000-000000000002";

describe("who must read a recipe", () => {
  it("is everyone when the requirement names no role and no location", () => {
    for (const role of ROLES)
      expect(mustRead({ role, locationIds: [main] }, { roles: [], locationIds: [] })).toBe(true);
  });

  it("is the roles named, at every location", () => {
    const forStaff = { roles: ["staff" as const], locationIds: [] };
    expect(mustRead({ role: "staff", locationIds: [harbor] }, forStaff)).toBe(true);
    expect(mustRead({ role: "chef", locationIds: null }, forStaff)).toBe(false);
  });

  it("is whoever works at a named location, including those who work everywhere", () => {
    const atMain = { roles: [], locationIds: [main] };
    expect(mustRead({ role: "staff", locationIds: [main, harbor] }, atMain)).toBe(true);
    expect(mustRead({ role: "staff", locationIds: [harbor] }, atMain)).toBe(false);
    expect(mustRead({ role: "staff", locationIds: [] }, atMain)).toBe(false);
    expect(mustRead({ role: "manager", locationIds: null }, atMain)).toBe(true);
  });

  it("needs both the role and the location when both are named", () => {
    const staffAtMain = { roles: ["staff" as const], locationIds: [main] };
    expect(mustRead({ role: "staff", locationIds: [main] }, staffAtMain)).toBe(true);
    expect(mustRead({ role: "staff", locationIds: [harbor] }, staffAtMain)).toBe(false);
    expect(mustRead({ role: "chef", locationIds: [main] }, staffAtMain)).toBe(false);
  });

  it("never includes someone a narrower requirement would include and a wider one would not", () => {
    const role = fc.constantFrom(...ROLES);
    const locations = fc.subarray([main, harbor]);
    fc.assert(
      fc.property(
        role,
        fc.option(locations, { nil: null }),
        fc.subarray([...ROLES]),
        locations,
        (reader, readerLocations, roles, locationIds) => {
          const who = { role: reader, locationIds: readerLocations };
          if (mustRead(who, { roles, locationIds }))
            expect(mustRead(who, { roles: [], locationIds })).toBe(true);
          if (mustRead(who, { roles, locationIds }))
            expect(mustRead(who, { roles, locationIds: [] })).toBe(true);
        },
      ),
    );
  });
});

describe("where a reader stands", () => {
  it("has read the current version, an older one, or none", () => {
    expect(readingStatus(3, 3)).toBe("read_current");
    expect(readingStatus(3, 2)).toBe("read_older");
    expect(readingStatus(3, null)).toBe("not_read");
  });
});

describe("a step's time and temperature", () => {
  it("reads minutes as a cook says them", () => {
    expect(describeMinutes("45")).toBe("45 min");
    expect(describeMinutes("1.5")).toBe("1.5 min");
    expect(describeMinutes("60")).toBe("1 h");
    expect(describeMinutes("90")).toBe("1 h 30 min");
    expect(describeMinutes("480")).toBe("8 h");
  });

  it("writes a temperature with its scale", () => {
    expect(describeTemperature("180", "C")).toBe("180 °C");
    expect(describeTemperature("350.0", "F")).toBe("350 °F");
    expect(describeTemperature("-18", "C")).toBe("-18 °C");
  });
});
