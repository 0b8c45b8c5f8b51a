import { describe, expect, it } from "vitest";
import { PERMISSIONS, ROLES, can, isRole, permissionsOf, rolesWith } from "./permissions";

describe("the permission matrix", () => {
  it("lets staff count and log usage but keeps costs and invoices from them", () => {
    expect(can("staff", "stock.count")).toBe(true);
    expect(can("staff", "stock.record_usage")).toBe(true);
    expect(can("staff", "costs.view")).toBe(false);
    expect(can("staff", "invoices.view")).toBe(false);
    expect(can("staff", "orders.create")).toBe(false);
  });

  it("lets purchasing create orders and receive, but not approve or pay", () => {
    expect(can("purchasing", "orders.create")).toBe(true);
    expect(can("purchasing", "orders.receive")).toBe(true);
    expect(can("purchasing", "orders.approve")).toBe(false);
    expect(can("purchasing", "invoices.pay")).toBe(false);
  });

  it("lets chefs edit recipes and counts, and not buy", () => {
    expect(can("chef", "recipes.edit")).toBe(true);
    expect(can("chef", "stock.count")).toBe(true);
    expect(can("chef", "orders.create")).toBe(false);
  });

  it("lets managers approve and pay, and keeps members and billing for owners", () => {
    expect(can("manager", "orders.approve")).toBe(true);
    expect(can("manager", "invoices.pay")).toBe(true);
    expect(can("manager", "members.manage")).toBe(false);
    expect(can("manager", "billing.manage")).toBe(false);
    expect(rolesWith("members.manage")).toEqual(["owner"]);
    expect(rolesWith("audit.view")).toEqual(["owner"]);
  });

  it("gives owners every permission and every role at least what staff has", () => {
    expect(permissionsOf("owner")).toEqual([...PERMISSIONS]);
    for (const role of ROLES)
      for (const permission of permissionsOf("staff")) expect(can(role, permission)).toBe(true);
  });

  it("recognises only the five roles", () => {
    expect(ROLES.filter(isRole)).toHaveLength(5);
    expect(isRole("admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
