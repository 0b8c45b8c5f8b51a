import { describe, expect, it } from "vitest";
import {
  dayInZone,
  daysUpToYesterday,
  firstLocation,
  periodOf,
  weekUpToYesterday,
  workspaceDay,
} from "./workspace-day";

describe("dayInZone", () => {
  const lateEvening = new Date("2026-11-21T03:30:00Z");
  it("is the restaurant's date, which may still be yesterday in UTC terms", () => {
    expect(dayInZone("America/New_York", lateEvening)).toBe("2026-11-20");
    expect(dayInZone("Europe/Paris", lateEvening)).toBe("2026-11-21");
  });
  it("falls back to UTC for a zone the browser does not know", () => {
    expect(dayInZone("Mars/Olympus_Mons", lateEvening)).toBe("2026-11-21");
  });
});

describe("workspaceDay", () => {
  const now = new Date("2026-11-21T03:30:00Z");
  it("counts in the first open location's zone, as the server does", () => {
    const locations = [
      { id: "b", timeZone: "Europe/Paris", createdAt: "2026-02-01T00:00:00Z", archived: false },
      { id: "c", timeZone: "America/New_York", createdAt: "2026-01-01T00:00:00Z", archived: false },
      { id: "a", timeZone: "Asia/Tokyo", createdAt: "2025-01-01T00:00:00Z", archived: true },
    ];
    expect(workspaceDay(locations, now)).toBe("2026-11-20");
  });
  it("starts from the location the workspace was created with", () => {
    const harbor = { id: "h", name: "Harbor", createdAt: "2026-01-02T00:00:00Z", archived: false };
    const main = {
      id: "m",
      name: "Main Street",
      createdAt: "2026-01-01T00:00:00Z",
      archived: false,
    };
    expect(firstLocation([harbor, main])?.name).toBe("Main Street");
    expect(firstLocation([harbor, { ...main, archived: true }])?.name).toBe("Harbor");
    // Created in the same transaction: the id decides, as on the server.
    expect(firstLocation([{ ...main, createdAt: harbor.createdAt }, harbor])?.name).toBe("Harbor");
  });
  it("is UTC's date without a location", () => {
    expect(workspaceDay([], now)).toBe("2026-11-21");
  });
});

describe("weekUpToYesterday", () => {
  it("is seven whole days, ending yesterday, across a month's end", () => {
    expect(weekUpToYesterday("2026-12-03")).toEqual({ from: "2026-11-26", to: "2026-12-02" });
  });
  it("is as many days as asked for", () => {
    expect(daysUpToYesterday("2026-03-01", 28)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });
});

describe("periodOf", () => {
  const fallback = { from: "2026-11-14", to: "2026-11-20" };
  it("reads the days in the address, and falls back for those missing or wrong", () => {
    expect(periodOf(new URLSearchParams("from=2026-10-01&to=2026-10-31"), fallback)).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(periodOf(new URLSearchParams("from=yesterday"), fallback)).toEqual(fallback);
    expect(periodOf(new URLSearchParams("to=2026-13-45"), fallback)).toEqual(fallback);
  });
  it("puts a period the wrong way round the right way", () => {
    expect(periodOf(new URLSearchParams("from=2026-11-30&to=2026-11-01"), fallback)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });
});
