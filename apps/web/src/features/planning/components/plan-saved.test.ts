import { describe, expect, it } from "vitest";
import { planSaved } from "./plan-saved";

const event = {
  kind: "promotion" as const,
  name: "Oyster happy hour",
  startsOn: "2026-12-02",
  endsOn: "2026-12-04",
  expectedGuests: null,
  expectedChangePercent: null,
  categoryIds: [],
  notes: "",
};

describe("planSaved", () => {
  it("names what was planned, its dates and the month it starts in", () => {
    expect(planSaved({ add: event })).toEqual({
      text: "Added Oyster happy hour, promotion on Wed, Dec 2 to Fri, Dec 4, 2026.",
      month: "2026-12",
    });
    expect(
      planSaved({ edit: "x", event: { ...event, startsOn: "2026-12-31", endsOn: "2027-01-01" } }),
    ).toEqual({
      text: "Saved Oyster happy hour, promotion on Thu, Dec 31, 2026 to Fri, Jan 1, 2027.",
      month: "2026-12",
    });
    expect(planSaved({ close: { day: "2026-12-25", name: "Christmas" } })).toEqual({
      text: "Closed on Fri, Dec 25, 2026 (Christmas).",
      month: "2026-12",
    });
  });
});
