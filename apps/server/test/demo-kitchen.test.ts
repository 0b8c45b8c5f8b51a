/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipesOnTheMenu } from "../src/modules/demo/sample-recipes";
import { Client } from "./client";
import { startTestServer, type TestServer } from "./helpers";

// What a visitor of the demo finds in its kitchen beyond the spec's figures: two locations with a
// history each, and the recipes the menu uses, cooked step by step.

let server: TestServer;
let visitor: Client;
let workspaceId: string;
const w = (path: string) => `/api/w/${workspaceId}${path}`;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  expect((await visitor.get("/demo")).status).toBe(303);
  workspaceId = (await visitor.session()).body.currentWorkspaceId;
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("the demo's cookbook", () => {
  it("has a method of at least three steps for every recipe a plate of the menu uses", async () => {
    const cookbook = (await visitor.get(w("/cookbook"))).body;
    const steps = new Map<string, number>(
      cookbook.recipes.map((recipe: any) => [recipe.name, recipe.stepCount]),
    );
    const withoutMethod = [...recipesOnTheMenu()].filter((name) => (steps.get(name) ?? 0) < 3);
    expect(withoutMethod).toEqual([]);

    const book = cookbook.recipes.find((recipe: any) => recipe.name === "Braised Short Ribs");
    const ribs = (await visitor.get(w(`/cookbook/${book.id}`))).body;
    expect(ribs.steps.length).toBeGreaterThanOrEqual(3);
    const braise = ribs.steps.find((step: any) => step.temperature !== null);
    expect(braise).toMatchObject({ temperatureUnit: "F" });
    expect(ribs.equipment.length).toBeGreaterThan(0);
    expect(ribs.platingNotes).not.toBe("");
  });
});

describe("the demo's two locations", () => {
  it("both have stock, use, waste and counts to compare, the commissary sending the bistro stock", async () => {
    const compared = (await visitor.get(w("/analytics/locations"))).body;
    expect(compared.locations.map((l: any) => l.name)).toEqual([
      "Harbor Commissary",
      "Main Street Bistro",
    ]);
    for (const location of compared.locations)
      for (const figure of ["stockValue", "usageValue", "wasteValue", "countVarianceValue"])
        expect(Number(location[figure]), `${location.name}: ${figure}`).not.toBe(0);
    const [commissary, bistro] = compared.locations;
    // A production kitchen beside a restaurant: smaller use, no sales of its own.
    expect(Number(commissary.usageValue)).toBeLessThan(Number(bistro.usageValue));
    expect(commissary.netSales).toBe("0.00");

    // Inventory Analytics at the commissary alone: what its prep uses, by weekday.
    const usage = (await visitor.get(w(`/analytics/usage?locationId=${commissary.locationId}`)))
      .body;
    const names = usage.items.map((item: any) => item.name);
    expect(names).toEqual(expect.arrayContaining(["Veal Bones", "All-Purpose Flour"]));
    // The dashboard's figures at the commissary: its twelve items, none short.
    const overview = (await visitor.get(w(`/stock/overview?locationId=${commissary.locationId}`)))
      .body;
    expect(overview).toMatchObject({ items: 12, out: 0, low: 0 });
    // Its counts, posted by its prep cook, and the transfers the bistro received.
    const counts = (await visitor.get(w(`/counts?locationId=${commissary.locationId}`))).body;
    expect(counts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(counts.map((count: any) => count.finishedBy))).toEqual(new Set(["Priya Patel"]));
    expect(counts[0].lines).toBe(12);
    const moved = (
      await visitor.get(w(`/movements?locationId=${bistro.locationId}&kind=transfer_in`))
    ).body;
    expect(moved.movements.length).toBeGreaterThan(0);
  });
});
