import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS, giveWayToRequests } from "./background-priority";

/** The calling thread's niceness, from its stat line (the 19th field). */
function niceness(): number {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

describe.runIf(existsSync("/proc/thread-self"))("a background thread", () => {
  it("takes a lower priority than requests", () => {
    expect(giveWayToRequests()).toBe(true);
    expect(niceness()).toBe(BACKGROUND_NICENESS);
  });
});
