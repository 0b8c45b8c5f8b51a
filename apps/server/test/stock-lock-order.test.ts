/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, onHand, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Writers that move the same items at different locations at the same moment, in opposite
// orders, meet on each item's group rollup row (decision 0032). Each takes its items' rows in
// one order before it writes, so neither waits for the other in a circle and no cook is asked
// to retry. Each request has a connection of its own from the pool, on the embedded server as on
// DATABASE_URL's, so a deadlock would show.
const context = useServerWithMailbox();
const ROUNDS = 20;
let kitchen: Kitchen;
let flour: string;
let butter: string;
const orders: Record<"main" | "commissary", { id: string; lines: Map<string, string> }> = {
  main: { id: "", lines: new Map() },
  commissary: { id: "", lines: new Map() },
};

/** An order for 100 kg of flour and butter at `locationId`, sent; its id and line per item. */
async function sentOrder(supplierId: string, locationId: string) {
  const created = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId,
    lines: [flour, butter].map((itemId) => ({
      itemId,
      unit: "kg",
      quantity: "100",
      unitPrice: "3",
      taxRate: "0",
    })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sent = await kitchen.owner.post(kitchen.path(`/orders/${created.body.id}/send`), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const lines = new Map<string, string>(
    (created.body.lines as any[]).map((line) => [line.itemId, line.id]),
  );
  return { id: created.body.id as string, lines };
}

/** One kilo of each item off the order, its lines listed in `itemIds` order. */
function receive(at: keyof typeof orders, itemIds: string[], round: number) {
  const order = orders[at];
  return kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
    lines: itemIds.map((itemId) => ({
      orderLineId: order.lines.get(itemId),
      expectedReceived: String(round),
      quantity: "1",
      outcome: "received",
    })),
  });
}

const transfer = (itemId: string, fromLocationId: string, toLocationId: string) =>
  kitchen.owner.post(kitchen.path("/stock/transfers"), {
    itemId,
    fromLocationId,
    toLocationId,
    quantity: "1",
    unit: "kg",
  });

/** Each item's group rollup row next to its locations' balances summed again. */
async function rollupAndSums() {
  return withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
    const { rows } = await tx.query<{
      item_id: string;
      on_hand: string;
      summed_on_hand: string;
      value: string;
      summed_value: string;
      minimum: string;
      summed_minimum: string;
    }>(
      `select g.item_id, g.on_hand::text, s.on_hand::text as summed_on_hand, g.value::text,
              s.value::text as summed_value, g.minimum::text, s.minimum::text as summed_minimum
         from stock_group_balances g
         join (select b.item_id, sum(b.on_hand) as on_hand,
                      sum(b.on_hand * b.average_unit_cost) as value,
                      coalesce(sum(p.minimum), 0) as minimum
                 from stock_balances b
                 left join par_levels p on p.workspace_id = b.workspace_id
                                       and p.item_id = b.item_id and p.location_id = b.location_id
                where b.workspace_id = $1 group by b.item_id) s on s.item_id = g.item_id
        where g.workspace_id = $1 and g.item_id = any($2::uuid[])`,
      [kitchen.workspaceId, [flour, butter]],
    );
    const ledger = await checkStockBalances(tx, kitchen.workspaceId);
    return { rows, ledger };
  });
}

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Crossing Kitchen");
  const opening = [kitchen.main.id, kitchen.commissary.id].map((locationId) => ({
    locationId,
    quantity: "100",
    unit: "kg",
    unitCost: "2",
  }));
  flour = await addItem(kitchen, { name: "Crossing flour", openingStock: opening });
  butter = await addItem(kitchen, { name: "Crossing butter", openingStock: opening });
  const supplierId = await addSupplier(kitchen, "Crossing Mill");
  orders.main = await sentOrder(supplierId, kitchen.main.id);
  orders.commissary = await sentOrder(supplierId, kitchen.commissary.id);
}, 60_000);

describe("writers crossing on the same items", () => {
  it("all succeed, and leave every balance and the group's sums exact", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const replies = await Promise.all([
        receive("main", [flour, butter], round),
        receive("commissary", [butter, flour], round),
        transfer(flour, kitchen.main.id, kitchen.commissary.id),
        transfer(flour, kitchen.commissary.id, kitchen.main.id),
        // Saving an item with its par levels writes its balances' places too.
        kitchen.owner.patch(kitchen.path(`/items/${butter}`), {
          parLevels: [
            { locationId: kitchen.main.id, minimum: String(round + 1), maximum: null },
            { locationId: kitchen.commissary.id, minimum: "5", maximum: null },
          ],
        }),
      ]);
      for (const reply of replies)
        expect(reply.status, `round ${round}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    }

    // 100 opening, a kilo received each round; the transfers both ways cancel out.
    for (const itemId of [flour, butter])
      for (const locationId of [kitchen.main.id, kitchen.commissary.id])
        expect(await onHand(kitchen, itemId, locationId)).toBe(String(100 + ROUNDS));
    const all = await kitchen.owner.get(kitchen.path("/stock?limit=200"));
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const group = new Map((all.body.rows as any[]).map((row) => [row.itemId, row]));
    expect(group.get(flour)).toMatchObject({ onHand: String(2 * (100 + ROUNDS)) });
    expect(group.get(butter)).toMatchObject({
      onHand: String(2 * (100 + ROUNDS)),
      minimum: String(ROUNDS + 5),
    });

    const { rows, ledger } = await rollupAndSums();
    expect(ledger).toEqual([]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(exact(row.on_hand).toString()).toBe(String(2 * (100 + ROUNDS)));
      expect(exact(row.summed_on_hand).toString()).toBe(exact(row.on_hand).toString());
      expect(exact(row.value).toString()).toBe(exact(row.summed_value).toString());
      expect(exact(row.minimum).toString()).toBe(exact(row.summed_minimum).toString());
    }
  }, 120_000);
});
