import type { VarianceRow } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { balances, countsAtEdges, explainedOf, lossOf, signed } from "./report";

const count = (id: string, finishedAt: string) => ({
  id,
  finishedAt,
  storageAreaName: null,
  lines: 10,
});

describe("countsAtEdges", () => {
  // Nov 14–20 in New York: from 05:00 UTC on the 14th to 05:00 UTC on the 21st.
  const period = { start: "2026-11-14T05:00:00.000Z", end: "2026-11-21T05:00:00.000Z" };
  it("puts a count of the evening before at the opening, and one of the last evening at the closing", () => {
    const sundayNight = count("open", "2026-11-14T03:30:00.000Z");
    const midweek = count("mid", "2026-11-17T20:00:00.000Z");
    const lastNight = count("close", "2026-11-21T02:00:00.000Z");
    const edges = countsAtEdges({ ...period, counts: [sundayNight, midweek, lastNight] });
    expect(edges.opening.map((c) => c.id)).toEqual(["open"]);
    expect(edges.closing.map((c) => c.id)).toEqual(["close"]);
    expect(edges.inside.map((c) => c.id)).toEqual(["mid"]);
  });
  it("finds no edge count when the counts were taken mid-week", () => {
    const edges = countsAtEdges({ ...period, counts: [count("mid", "2026-11-18T12:00:00Z")] });
    expect(edges.opening).toEqual([]);
    expect(edges.closing).toEqual([]);
  });
});

describe("lossOf", () => {
  it("reads the sign of the money, as decimals", () => {
    expect(lossOf("2.5")).toBe("lost");
    expect(lossOf("-0.01")).toBe("found");
    expect(lossOf("0")).toBe("even");
    expect(lossOf(null)).toBe("even");
  });
});

describe("explainedOf", () => {
  it("adds sold, waste and recorded use exactly", () => {
    const row = {
      opening: "0",
      receipts: "10",
      transfersIn: "0",
      transfersOut: "0",
      closing: "6.75",
      sold: "2",
      waste: "0.5",
      recordedUse: "0.25",
    } as VarianceRow;
    expect(explainedOf(row)).toBe("2.75");
    expect(explainedOf({ ...row, sold: "0.1", waste: "0.2", recordedUse: "0" })).toBe("0.3");
  });
});

describe("signed", () => {
  it("shows which way a movement went", () => {
    expect(signed("-1.5")).toBe("−1.5");
    expect(signed("2")).toBe("+2");
    expect(signed("0")).toBe("0");
    expect(signed("-3.73631")).toBe("−3.736");
    expect(signed("1250")).toBe("+1,250");
  });
});

describe("balances", () => {
  it("is true only when nothing is left unexplained, however it is written", () => {
    expect(balances({ variance: "0" })).toBe(true);
    expect(balances({ variance: "0.000" })).toBe(true);
    expect(balances({ variance: "-0.001" })).toBe(false);
  });
});
