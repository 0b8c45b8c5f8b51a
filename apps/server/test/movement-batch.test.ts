import { exact } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { memberOf } from "../src/core/member";
import { loadItemRecords } from "../src/modules/items";
import { recordMovementBatch, type NewMovement } from "../src/modules/stock";
import { checkStockBalances } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { receive } from "./sales-kit";

// A sales import takes months of days from stock in one batch. Unpriced, the batch is written
// set-based with the ledger's row triggers off (stock/batch.ts); this holds it row for row to
// what the triggers write for a twin item given the very same movements: each movement's cost,
// the balances, the daily use and the group's rollups.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let twins: [string, string];
/** The sales start a day after this, after the receipts. */
const from = Date.now() + 60_000;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Batch Kitchen");
  twins = [
    await addItem(kitchen, { name: "Batch Flour A" }),
    await addItem(kitchen, { name: "Batch Flour B" }),
  ];
  // Both have stock and an average cost at the main location; neither has any at the other.
  for (const item of twins) {
    await receive(kitchen, item, "40", "kg", "1.10");
    await receive(kitchen, item, "10", "kg", "1.37");
  }
}, 60_000);

/** 320 movements over 40 days at both locations: sales, several a day, and a refund a week. */
function movements(itemId: string): NewMovement[] {
  const list: NewMovement[] = [];
  for (let day = 0; day < 40; day += 1) {
    for (const [place, locationId] of [
      ["main", kitchen.main.id],
      ["commissary", kitchen.commissary.id],
    ] as const) {
      for (let n = 0; n < 4; n += 1) {
        const refund = n === 3 && day % 7 === 0;
        const quantity = `${refund ? "" : "-"}0.${(day * 7 + n * 13 + place.length) % 97}3`;
        list.push({
          itemId,
          locationId,
          kind: "sale",
          quantity: exact(quantity),
          sourceType: "sales",
          sourceId: null,
          // After the receipts (now), late evenings in New York: some on the next day in UTC.
          occurredAt: new Date(from + (day + 1) * 86_400_000 + n * 3_700_000),
        });
      }
    }
  }
  return list;
}

async function snapshot(itemId: string) {
  return withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
    const read = async (sql: string) =>
      (await tx.query(sql, [kitchen.workspaceId, itemId])).rows.map((row) => JSON.stringify(row));
    return {
      movements: await read(
        `select location_id, kind, quantity::text, unit_cost::text, occurred_at
           from stock_movements where workspace_id = $1 and item_id = $2 and kind = 'sale'
          order by occurred_at, location_id, quantity`,
      ),
      balances: await read(
        `select location_id, on_hand::text, average_unit_cost::text, last_movement_at
           from stock_balances where workspace_id = $1 and item_id = $2 order by location_id`,
      ),
      usage: await read(
        `select location_id, day::text, used::text from stock_usage_daily
          where workspace_id = $1 and item_id = $2 order by location_id, day`,
      ),
      group: await read(
        `select locations, on_hand::text, value::text, priced, last_movement_at
           from stock_group_balances where workspace_id = $1 and item_id = $2`,
      ),
      groupUsage: await read(
        `select day::text, used::text from stock_group_usage_daily
          where workspace_id = $1 and item_id = $2 order by day`,
      ),
    };
  });
}

describe("a batch of unpriced movements", () => {
  it("writes row for row what the ledger's triggers write", async () => {
    const [setBased, throughTriggers] = twins;
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        "select user_id from memberships where workspace_id = $1 and role = 'owner'",
        [kitchen.workspaceId],
      );
      const member = (await memberOf(tx, kitchen.workspaceId, rows[0]!.user_id))!;
      const items = await loadItemRecords(tx, kitchen.workspaceId, twins);
      expect(await recordMovementBatch(tx, member, items, movements(setBased))).toBe(320);
      expect(
        await recordMovementBatch(tx, member, items, movements(throughTriggers), {
          throughTriggers: true,
        }),
      ).toBe(320);
      // The triggers are on again for whatever the transaction writes next.
      const { rows: setting } = await tx.query<{ on: boolean }>(
        "select larder_ledger_triggers_on() as on",
      );
      expect(setting[0]!.on).toBe(true);
      expect(await checkStockBalances(tx, kitchen.workspaceId)).toEqual([]);
    });
    const [written, triggered] = [await snapshot(setBased), await snapshot(throughTriggers)];
    expect(written.movements).toHaveLength(320);
    expect(written.usage.length).toBeGreaterThan(40);
    expect(written).toEqual(triggered);
    // Each sale at the main location carried the average cost it found: (40 × 1.10 + 10 × 1.37) / 50.
    expect(written.movements.filter((row) => row.includes('"unit_cost":"1.154')).length).toBe(160);
  });
});
