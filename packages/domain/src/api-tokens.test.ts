import { describe, expect, it } from "vitest";
import {
  API_TOKEN_AREAS,
  API_TOKEN_AREA_PERMISSIONS,
  API_TOKEN_SCOPES,
  isApiTokenScope,
  routeScopeProblem,
  scopesAllow,
  scopesReach,
} from "./api-tokens";
import { PERMISSIONS } from "./permissions";

const NEVER_A_TOKENS = [
  "members.manage",
  "workspace.manage",
  "billing.manage",
  "audit.view",
  "api_tokens.manage",
];

describe("API token scopes", () => {
  it("file every permission under one area, or keep it from tokens on purpose", () => {
    const listed = API_TOKEN_AREAS.flatMap((area) => [
      ...API_TOKEN_AREA_PERMISSIONS[area].read,
      ...API_TOKEN_AREA_PERMISSIONS[area].write,
    ]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...NEVER_A_TOKENS].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("let a read scope see and not change, and a write scope do both", () => {
    expect(scopesAllow(["stock:read"], "stock.view")).toBe(true);
    expect(scopesAllow(["stock:read"], "stock.record_usage")).toBe(false);
    expect(scopesAllow(["stock:write"], "stock.view")).toBe(true);
    expect(scopesAllow(["stock:write"], "items.edit")).toBe(true);
    expect(scopesAllow(["stock:write"], "invoices.view")).toBe(false);
    // Not even the workspace and its locations without a scope that names them (issue 26).
    expect(scopesAllow([], "workspace.view")).toBe(false);
    expect(scopesAllow(["locations:read"], "workspace.view")).toBe(true);
    for (const scope of API_TOKEN_SCOPES) expect(scopesAllow([scope], "audit.view")).toBe(false);
  });

  it("offer a read and a write where an area has them", () => {
    expect(API_TOKEN_SCOPES).toContain("analytics:read");
    expect(API_TOKEN_SCOPES).not.toContain("analytics:write");
    expect(isApiTokenScope("locations:write")).toBe(true);
    expect(isApiTokenScope("locations:read")).toBe(true);
    expect(isApiTokenScope("notifications:read")).toBe(false);
  });

  it("check the scope a route declares against its method and permission", () => {
    expect(routeScopeProblem("stock:read", "stock.view", "GET")).toBeNull();
    expect(routeScopeProblem("stock:read", "stock.count", "GET")).toBeNull();
    expect(routeScopeProblem("none", "workspace.view", "POST")).toBeNull();
    expect(routeScopeProblem(undefined, "stock.view", "GET")).toMatch(/does not say which API/);
    expect(routeScopeProblem("stock:read", "stock.record_usage", "POST")).toBe(
      "writes, so its scope is stock:write, not stock:read",
    );
    expect(routeScopeProblem("stock:write", "stock.view", "GET")).toBe(
      "reads, so its scope is stock:read, not stock:write",
    );
    expect(routeScopeProblem("analytics:read", "analytics.view", "POST")).toBe(
      'writes, and no scope of analytics writes: declare "none"',
    );
    expect(routeScopeProblem("stock:read", "invoices.view", "GET")).toBe(
      "needs invoices.view, which the stock scopes do not cover",
    );
    expect(routeScopeProblem("stock:wrote", "stock.view", "GET")).toMatch(/unknown API token/);
  });

  it("let a token reach a route its scopes name, a read through the same area's write", () => {
    expect(scopesReach(["stock:read"], "stock:read")).toBe(true);
    expect(scopesReach(["stock:write"], "stock:read")).toBe(true);
    expect(scopesReach(["stock:read"], "stock:write")).toBe(false);
    expect(scopesReach(["stock:write"], "purchasing:read")).toBe(false);
    for (const scope of API_TOKEN_SCOPES) expect(scopesReach([scope], "none")).toBe(false);
  });
});
