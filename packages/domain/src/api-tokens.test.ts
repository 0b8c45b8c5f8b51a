import { describe, expect, it } from "vitest";
import {
  API_TOKEN_AREAS,
  API_TOKEN_AREA_PERMISSIONS,
  API_TOKEN_SCOPES,
  EVERY_TOKEN,
  isApiTokenScope,
  scopeFor,
  scopesAllow,
} from "./api-tokens";
import { PERMISSIONS } from "./permissions";

const NEVER_A_TOKENS = [
  "members.manage",
  "workspace.manage",
  "billing.manage",
  "audit.view",
  "api_tokens.manage",
  // Backups hold every workspace on the server (decision 0033): never a token's.
  "backups.manage",
];

describe("API token scopes", () => {
  it("file every permission under one area, or keep it from tokens on purpose", () => {
    const listed = API_TOKEN_AREAS.flatMap((area) => [
      ...API_TOKEN_AREA_PERMISSIONS[area].read,
      ...API_TOKEN_AREA_PERMISSIONS[area].write,
    ]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...EVERY_TOKEN, ...NEVER_A_TOKENS].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("let a read scope see and not change, and a write scope do both", () => {
    expect(scopesAllow(["stock:read"], "stock.view")).toBe(true);
    expect(scopesAllow(["stock:read"], "stock.record_usage")).toBe(false);
    expect(scopesAllow(["stock:write"], "stock.view")).toBe(true);
    expect(scopesAllow(["stock:write"], "items.edit")).toBe(true);
    expect(scopesAllow(["stock:write"], "invoices.view")).toBe(false);
    expect(scopesAllow([], "workspace.view")).toBe(true);
    for (const scope of API_TOKEN_SCOPES) expect(scopesAllow([scope], "audit.view")).toBe(false);
  });

  it("name the smallest scope a permission needs", () => {
    expect(scopeFor("invoices.view")).toBe("invoices:read");
    expect(scopeFor("orders.create")).toBe("purchasing:write");
    expect(scopeFor("members.manage")).toBeNull();
    expect(API_TOKEN_SCOPES).toContain("analytics:read");
    expect(API_TOKEN_SCOPES).not.toContain("analytics:write");
    expect(isApiTokenScope("locations:write")).toBe(true);
    expect(isApiTokenScope("locations:read")).toBe(false);
  });
});
