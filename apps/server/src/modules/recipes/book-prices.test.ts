import { describe, expect, it } from "vitest";
import { unpack } from "./book-prices";

describe("packed prices", () => {
  it("reads each item's five values back, a missing one as null", () => {
    const packed = [
      ["a1", "2.500000", "2.400000", "", ""],
      ["b2", "", "", "24.00", "case of 6"],
      ["c3", "", "", "", ""],
    ]
      .map((values) => values.join("\x1f"))
      .join("\x1e");
    expect(unpack(packed)).toEqual([
      ["a1", "2.500000", "2.400000", null, null],
      ["b2", null, null, "24.00", "case of 6"],
      ["c3", null, null, null, null],
    ]);
    expect(unpack(null)).toEqual([]);
    expect(unpack("")).toEqual([]);
  });
});
