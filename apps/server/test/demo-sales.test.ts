/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact, toDecimal } from "@larder/domain";
import Fraction from "fraction.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { plateUsage } from "../src/modules/sales";
import { checkStockBalances, checkUsageRollups } from "../src/modules/stock/check";
import { Client } from "./client";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
let visitor: Client;
let workspaceId: string;
let bistro: string;
const w = (path: string) => `/api/w/${workspaceId}${path}`;
const dayBefore = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() - days * 86_400_000),
  );

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  expect((await visitor.get("/demo")).status).toBe(303);
  workspaceId = (await visitor.session()).body.currentWorkspaceId;
  const locations = (await visitor.get(w("/locations"))).body as any[];
  bistro = locations.find((location) => location.name === "Main Street Bistro").id;
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("the demo's sales", () => {
  it("has ten weekly imports from the bistro's Square, with one name left to map", async () => {
    const imports = (await visitor.get(w("/sales/imports"))).body as any[];
    expect(imports).toHaveLength(10);
    expect(imports.every((i) => i.status === "done" && i.posFormat === "square")).toBe(true);
    const waiting = (await visitor.get(w("/sales/names?status=unmapped"))).body as any[];
    expect(waiting.map((name) => name.name)).toEqual(["Chef's Special"]);
    expect(waiting[0].waiting).toBeGreaterThan(40);
  });

  it("took from stock exactly what Larder's depletion takes for those sales", async () => {
    const check = await withTenant(server.db, { workspaceId }, async (tx) => {
      const { rows: sold } = await tx.query<{ menu_item_id: string; sold: string }>(
        `select menu_item_id, sum(quantity)::text as sold from sales
          where workspace_id = $1 and menu_item_id is not null group by menu_item_id`,
        [workspaceId],
      );
      const { usage } = await plateUsage(
        tx,
        workspaceId,
        sold.map((row) => row.menu_item_id),
      );
      const expected = new Map<string, Fraction>();
      for (const row of sold)
        for (const [item, perPlate] of usage.get(row.menu_item_id)!)
          expected.set(
            item,
            (expected.get(item) ?? new Fraction(0)).add(perPlate.mul(exact(row.sold))),
          );
      const { rows: taken } = await tx.query<{ item_id: string; taken: string }>(
        `select item_id, (-sum(quantity))::text as taken from stock_movements
          where workspace_id = $1 and kind = 'sale' group by item_id`,
        [workspaceId],
      );
      return {
        drift: taken.map((row) =>
          Math.abs(Number(toDecimal(exact(row.taken).sub(expected.get(row.item_id) ?? 0)))),
        ),
        items: taken.length,
        expectedItems: expected.size,
        ledger: [
          ...(await checkStockBalances(tx, workspaceId)),
          ...(await checkUsageRollups(tx, workspaceId)),
        ],
      };
    });
    expect(check.items).toBe(check.expectedItems);
    expect(check.items).toBeGreaterThan(60);
    // Each day's sale movement is rounded once to six places, as the ledger keeps it.
    expect(Math.max(...check.drift)).toBeLessThan(0.0001);
    expect(check.ledger).toEqual([]);
  });

  it("shows last week's variance between two counts, a food cost % and all four quadrants", async () => {
    const [from, to] = [dayBefore(7), dayBefore(1)];
    const report = (
      await visitor.get(w(`/reports/variance?locationId=${bistro}&from=${from}&to=${to}`))
    ).body;
    expect(report.counts).toHaveLength(2);
    const chicken = report.rows.find((row: any) => row.name === "Chicken Breast");
    expect(chicken).toMatchObject({ openingCounted: true, closingCounted: true });
    expect(Number(chicken.sold)).toBeGreaterThan(40);
    expect(Number(chicken.variance)).toBeGreaterThan(0);
    expect(Number(report.percentOfSales)).toBeGreaterThan(0.3);
    expect(Number(report.percentOfSales)).toBeLessThan(3);
    expect(report.unmappedSales.lines).toBeGreaterThan(0);

    const food = (await visitor.get(w("/sales/food-cost"))).body;
    expect(Number(food.foodCostPercent)).toBeGreaterThan(20);
    expect(Number(food.foodCostPercent)).toBeLessThan(32);

    const engineering = (await visitor.get(w(`/menu/engineering?from=${dayBefore(28)}&to=${to}`)))
      .body;
    const quadrants = new Set(engineering.items.map((item: any) => item.quadrant));
    expect([...quadrants].sort()).toEqual(["dog", "plowhorse", "puzzle", "star"]);
  });
});
