import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../src/db/database";
import { withTenant } from "../src/db/tenant";
import { createDemoWorkspace } from "../src/modules/demo/service";
import { checkStockBalances, checkUsageRollups } from "../src/modules/stock/check";
import { startTestServer, type TestServer } from "./helpers";

// The demo writes its ledger with the triggers off and what they derive computed beside it
// (demo/ledger-seed.ts). Written both ways, every derived row must be the same.

let server: TestServer;
let replayed: string;
let throughTriggers: string;

beforeAll(async () => {
  server = await startTestServer();
  const requester = { ip: "127.0.0.1", userAgent: "demo-ledger.test" };
  replayed = (await createDemoWorkspace(server.db, requester)).workspaceId;
  throughTriggers = (
    await createDemoWorkspace(server.db, requester, { ledgerThroughTriggers: true })
  ).workspaceId;
}, 180_000);
afterAll(async () => {
  await server.close();
});

/** Rows of one query, with ids replaced by names, sorted: comparable across workspaces. */
const DERIVED: Record<string, string> = {
  movements: `select i.name as item, l.name as location, m.kind, m.quantity::text,
                     m.unit_cost::text, m.occurred_at, m.source_type
                from stock_movements m
                join items i on i.workspace_id = m.workspace_id and i.id = m.item_id
                join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id`,
  balances: `select i.name as item, l.name as location, b.on_hand::text,
                    b.average_unit_cost::text, b.last_movement_at
               from stock_balances b
               join items i on i.workspace_id = b.workspace_id and i.id = b.item_id
               join locations l on l.workspace_id = b.workspace_id and l.id = b.location_id`,
  usage: `select i.name as item, l.name as location, u.day::text, u.used::text
            from stock_usage_daily u
            join items i on i.workspace_id = u.workspace_id and i.id = u.item_id
            join locations l on l.workspace_id = u.workspace_id and l.id = u.location_id`,
  itemCosts: `select i.name as item, c.last_receipt_cost::text, c.last_receipt_at,
                     c.average_cost::text
                from item_costs c join items i on i.workspace_id = c.workspace_id and i.id = c.item_id`,
  costChanges: `select i.name as item, c.basis, c.unit_cost::text, c.changed_at, m.kind,
                       m.quantity::text
                  from item_cost_changes c
                  join items i on i.workspace_id = c.workspace_id and i.id = c.item_id
                  left join stock_movements m
                    on m.workspace_id = c.workspace_id and m.id = c.movement_id`,
};

async function derived(workspaceId: string) {
  return withTenant(server.db, { workspaceId }, async (tx: Executor) => {
    const tables: Record<string, string[]> = {};
    for (const [name, sql] of Object.entries(DERIVED)) {
      const { rows } = await tx.query<Record<string, unknown>>(sql);
      tables[name] = rows
        .map((row) =>
          JSON.stringify(row, (_key, value: unknown) =>
            value instanceof Date ? value.toISOString() : value,
          ),
        )
        .sort();
    }
    return tables;
  });
}

describe("the demo's ledger", () => {
  it("derives, row for row, what the ledger's triggers derive from the same movements", async () => {
    const fast = await derived(replayed);
    const slow = await derived(throughTriggers);
    expect(fast.movements!.length).toBeGreaterThan(8_000);
    // Costs that moved: sales and usage took the averages receipts made.
    expect(fast.movements!.filter((row) => row.includes('"kind":"sale"'))).not.toContain(
      '"unit_cost":null',
    );
    expect(fast.costChanges!.length).toBeGreaterThan(20);
    for (const table of Object.keys(DERIVED)) {
      expect({ table, rows: fast[table] }).toEqual({ table, rows: slow[table] });
    }
  });

  it("agrees with the ledger's own checks, and leaves the triggers on after it", async () => {
    await withTenant(server.db, { workspaceId: replayed }, async (tx) => {
      expect(await checkStockBalances(tx, replayed)).toEqual([]);
      expect(await checkUsageRollups(tx, replayed)).toEqual([]);
      const { rows } = await tx.query<{ on: boolean }>("select larder_ledger_triggers_on() as on");
      expect(rows[0]!.on).toBe(true);
    });
  });
});
