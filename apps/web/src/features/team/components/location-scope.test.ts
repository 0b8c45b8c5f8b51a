import { describe, expect, it } from "vitest";
import { describeScope } from "./location-scope";

const locations = [
  { id: "a", name: "Main Street" },
  { id: "b", name: "Harbour" },
];

describe("describeScope", () => {
  it("names where a member works", () => {
    expect(describeScope(locations, null)).toBe("All locations");
    expect(describeScope(locations, ["b"])).toBe("Harbour");
    expect(describeScope(locations, ["a", "b"])).toBe("Main Street, Harbour");
    expect(describeScope(locations, [])).toBe("No locations");
  });
});
