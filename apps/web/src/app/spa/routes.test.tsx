import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { appRoutePatterns } from "./paths";
import { routes } from "./routes";

function paths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith("/")
        ? route.path
        : `${parent}/${route.path}`
      : parent;
    return [...(route.path ? [own] : []), ...paths(route.children ?? [], own)];
  });
}

describe("the application's routes", () => {
  it("are exactly the patterns the server falls back to the application for", () => {
    const routed = paths(routes).filter((path) => path.startsWith("/app"));
    expect(routed.sort()).toEqual([...appRoutePatterns].sort());
  });
});
