import { STOCK_SORTS } from "@larder/contracts";
import { stockStatus } from "@larder/domain";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances, checkUsageRollups } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen, onHand, tomatoItem } from "./kitchen";

// Recording stock and the ledger it lands in, and the stock list.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const tomatoes = () => tomatoItem(kitchen);

describe("recording stock", () => {
  it("records usage in a pack unit, exactly, and keeps what was typed", async () => {
    const id = await addItem(kitchen, tomatoes());
    const used = await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "1/3",
      unit: "case",
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(used.body.movements[0]).toMatchObject({
      kind: "usage",
      quantity: "-5",
      unit: "kg",
      enteredQuantity: "0.333333",
      enteredUnit: "case",
      unitCost: "2.4",
      value: "-12",
    });
    expect(used.body.balances).toEqual([
      { itemId: id, locationId: kitchen.main.id, onHand: "20", unit: "kg", status: "adequate" },
    ]);
  });

  it("refuses pcs → kg without a piece weight, and names the units it can use", async () => {
    const id = await addItem(kitchen, tomatoes());
    const reply = await kitchen.owner.post(kitchen.path("/stock/waste"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "2",
      unit: "pcs",
      reason: "spoiled",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      /^Tomatoes \w+: Larder cannot convert pcs to kg for this item without knowing what one piece weighs\. Enter it on the item\. It can be recorded in kg, case, can, g, oz, lb\.$/,
    );
    expect(await onHand(kitchen, id, kitchen.main.id)).toBe("25");
  });

  it("moves stock between locations in one go, at the sender's cost", async () => {
    const id = await addItem(kitchen, tomatoes());
    const moved = await kitchen.owner.post(kitchen.path("/stock/transfers"), {
      itemId: id,
      fromLocationId: kitchen.main.id,
      toLocationId: kitchen.commissary.id,
      quantity: "2",
      unit: "can",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const [out, into] = moved.body.movements;
    expect([out.kind, out.quantity, into.kind, into.quantity]).toEqual([
      "transfer_out",
      "-5",
      "transfer_in",
      "5",
    ]);
    expect(out.sourceId).toBe(into.sourceId);
    expect(into.unitCost).toBe("2.4");
    expect(await onHand(kitchen, id, kitchen.commissary.id)).toBe("5");
    const same = await kitchen.owner.post(kitchen.path("/stock/transfers"), {
      itemId: id,
      fromLocationId: kitchen.main.id,
      toLocationId: kitchen.main.id,
      quantity: "1",
      unit: "kg",
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Choose two different locations.");
  });

  it("records a retried request once", async () => {
    const id = await addItem(kitchen, tomatoes());
    const body = {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "kg",
      requestKey: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([
      kitchen.owner.post(kitchen.path("/stock/usage"), body),
      kitchen.owner.post(kitchen.path("/stock/usage"), body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.movements[0].id).toBe(first.body.movements[0].id);
    expect(await onHand(kitchen, id, kitchen.main.id)).toBe("24");
  });

  it("moves the average cost with priced receipts only", async () => {
    const id = await addItem(kitchen, tomatoes());
    // 25 kg at 2.40, then a case (15 kg) at 45.00 (3.00/kg): (60 + 45) / 40 = 2.625
    const received = await kitchen.owner.post(kitchen.path("/stock/receipts"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "case",
      unitCost: "45",
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.movements[0].unitCost).toBe("3");
    const item = await kitchen.owner.get(kitchen.path(`/items/${id}`));
    expect(item.body.stock[0].averageUnitCost).toBe("2.625");
    await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "10",
      unit: "kg",
    });
    const after = await kitchen.owner.get(kitchen.path(`/items/${id}`));
    expect(after.body.stock[0]).toMatchObject({ onHand: "30", averageUnitCost: "2.625" });
  });

  it("refuses stock for items and locations of another workspace as if they did not exist", async () => {
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    const theirs = await addItem(other, { name: "Their saffron", baseUnit: "g" });
    const mine = await addItem(kitchen, tomatoes());
    const foreignItem = await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: theirs,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "g",
    });
    expect(foreignItem.status).toBe(404);
    const foreignLocation = await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: mine,
      locationId: other.main.id,
      quantity: "1",
      unit: "kg",
    });
    expect(foreignLocation.status).toBe(404);
    const list = await kitchen.owner.get(kitchen.path(`/stock?locationId=${other.main.id}`));
    expect(list.status).toBe(404);
  });
});

describe("the ledger", () => {
  it("cannot be edited or deleted by the application", async () => {
    const id = await addItem(kitchen, tomatoes());
    await expect(
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
        tx.query("update stock_movements set quantity = 1000 where item_id = $1", [id]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
        tx.query("delete from stock_movements where item_id = $1", [id]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("always agrees with the balances, whatever is recorded", async () => {
    const id = await addItem(kitchen, tomatoes());
    const action = fc.oneof(
      fc.record({ path: fc.constant("usage"), quantity: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ path: fc.constant("receipts"), quantity: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ path: fc.constant("transfers"), quantity: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ path: fc.constant("waste"), quantity: fc.integer({ min: 1, max: 9 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        for (const { path, quantity } of actions) {
          const body =
            path === "transfers"
              ? { fromLocationId: kitchen.main.id, toLocationId: kitchen.commissary.id }
              : path === "waste"
                ? { locationId: kitchen.main.id, reason: "spoiled" }
                : { locationId: kitchen.main.id };
          const reply = await kitchen.owner.post(kitchen.path(`/stock/${path}`), {
            itemId: id,
            quantity: String(quantity),
            unit: "kg",
            ...body,
          });
          expect(reply.status).toBe(201);
        }
        const disagreements = await withTenant(
          context.server.db,
          { workspaceId: kitchen.workspaceId },
          async (tx) => [
            ...(await checkStockBalances(tx, kitchen.workspaceId)),
            ...(await checkUsageRollups(tx, kitchen.workspaceId)),
          ],
        );
        expect(disagreements).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });

  it("loses nothing when fifty people record usage of one item at once", async () => {
    const id = await addItem(kitchen, { ...tomatoes(), openingStock: [] });
    await kitchen.owner.post(kitchen.path("/stock/receipts"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "100",
      unit: "kg",
    });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        kitchen.owner.post(kitchen.path("/stock/usage"), {
          itemId: id,
          locationId: kitchen.main.id,
          quantity: n % 2 === 0 ? "1.5" : "0.5",
          unit: "kg",
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(201));
    // 25 × 1.5 + 25 × 0.5 = 50 kg used of 100.
    expect(await onHand(kitchen, id, kitchen.main.id)).toBe("50");
    const disagreements = await withTenant(
      context.server.db,
      { workspaceId: kitchen.workspaceId },
      async (tx) => [
        ...(await checkStockBalances(tx, kitchen.workspaceId)),
        ...(await checkUsageRollups(tx, kitchen.workspaceId)),
      ],
    );
    expect(disagreements).toEqual([]);
    // All fifty are the day's use, in one row.
    const { rows } = await withTenant(
      context.server.db,
      { workspaceId: kitchen.workspaceId },
      (tx) =>
        tx.query<{ used: string }>(
          "select used::text from stock_usage_daily where item_id = $1 and location_id = $2",
          [id, kitchen.main.id],
        ),
    );
    expect(rows.map((row) => Number(row.used))).toEqual([50]);
  });

  it("derives status in SQL exactly as the domain does", async () => {
    const decimal = fc
      .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, part]) => `${whole}.${String(part).padStart(3, "0")}`);
    const cases = fc.sample(fc.tuple(decimal, fc.option(decimal, { nil: null })), 200);
    cases.push(["0", "0"], ["15", "15"], ["14.999", "15"], ["0.001", null]);
    const { rows } = await context.server.db.query<{ status: string }>(
      `select larder_stock_status(h, m) as status
         from unnest($1::numeric[], $2::numeric[]) with ordinality as t(h, m, n) order by n`,
      [cases.map(([h]) => h), cases.map(([, m]) => m)],
    );
    expect(rows.map((row) => row.status)).toEqual(cases.map(([h, m]) => stockStatus(h, m)));
  });
});

describe("the stock list's order", () => {
  it("sorts by every column, both ways, with empty minimums and categories where they belong", async () => {
    const noMinimum = await addItem(kitchen, {
      name: `Aaa no minimum ${Math.random().toString(36).slice(2, 6)}`,
      baseUnit: "kg",
      packs: [],
      parLevels: [{ locationId: kitchen.main.id, minimum: null, maximum: null }],
      storageAreaIds: [],
    });
    for (const sort of STOCK_SORTS) {
      for (const direction of ["asc", "desc"] as const) {
        const reply = await kitchen.owner.get(
          kitchen.path(
            `/stock?locationId=${kitchen.main.id}&sort=${sort}&direction=${direction}&limit=500`,
          ),
        );
        expect(reply.status, `${sort} ${direction}: ${JSON.stringify(reply.body)}`).toBe(200);
        const rows: { itemId: string; minimum: string | null }[] = reply.body.rows;
        expect(rows.some((row) => row.itemId === noMinimum)).toBe(true);
        if (sort === "minimum") {
          // Items without a minimum come first whichever way the column is sorted.
          expect(rows[0]!.minimum).toBeNull();
        }
      }
    }
  });
});

describe("the stock list's filters and sorts (issue 26, item 12)", () => {
  let shop: Kitchen;
  const names = (body: { rows: { name: string }[] }) => body.rows.map((row) => row.name);
  const list = async (query: string) => {
    const reply = await shop.owner.get(shop.path(`/stock?locationId=${shop.main.id}&${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as { rows: { name: string }[]; total: number };
  };

  beforeAll(async () => {
    // A kitchen of its own, so that the lists hold these four items and nothing else.
    shop = await buildKitchen(context.server, context.mailbox, "Filter Kitchen");
    const stocked = (name: string, minimum: string | null, quantity: string, unitCost?: string) =>
      addItem(shop, {
        name,
        parLevels: [{ locationId: shop.main.id, minimum, maximum: null }],
        openingStock: [{ locationId: shop.main.id, quantity, unit: "kg", unitCost }],
      });
    await stocked("Anise", "1", "10", "3");
    const basil = await stocked("Basil", "5", "6", "1");
    const cream = await stocked("Cream", "2", "3", "2");
    await stocked("Dill", null, "5");
    for (const [itemId, quantity] of [
      [basil, "2"],
      [cream, "3"],
    ] as const) {
      const used = await shop.owner.post(shop.path("/stock/usage"), {
        itemId,
        locationId: shop.main.id,
        quantity,
        unit: "kg",
      });
      expect(used.status, JSON.stringify(used.body)).toBe(201);
    }
  }, 60_000);

  it("filters low and out together, as many as the dashboard's Low Stock card counts", async () => {
    const short = await list("status=short");
    expect(names(short)).toEqual(["Basil", "Cream"]);
    const overview = (await shop.owner.get(shop.path(`/stock/overview?locationId=${shop.main.id}`)))
      .body;
    expect(short.total).toBe(overview.low + overview.out);
    expect(names(await list("status=low"))).toEqual(["Basil"]);
    expect(names(await list("status=out"))).toEqual(["Cream"]);
    expect(names(await list("status=adequate"))).toEqual(["Anise", "Dill"]);
    expect(names(await list("status=short&sort=onHand&direction=desc"))).toEqual([
      "Basil",
      "Cream",
    ]);
  });

  it("sorts by on hand, use and value in the server, whole list before the page", async () => {
    expect(names(await list("sort=onHand"))).toEqual(["Cream", "Basil", "Dill", "Anise"]);
    expect(names(await list("sort=onHand&direction=desc"))).toEqual([
      "Anise",
      "Dill",
      "Basil",
      "Cream",
    ]);
    // The page is cut after sorting: the second page of one holds the second item.
    expect(names(await list("sort=onHand&limit=1&offset=1"))).toEqual(["Basil"]);
    expect(names(await list("sort=usage&direction=desc"))).toEqual([
      "Cream",
      "Basil",
      "Anise",
      "Dill",
    ]);
    // Dill was never received at a price: no value, last both ways.
    expect(names(await list("sort=value&direction=desc"))).toEqual([
      "Anise",
      "Basil",
      "Cream",
      "Dill",
    ]);
    expect(names(await list("sort=value"))).toEqual(["Cream", "Basil", "Anise", "Dill"]);
  });

  it("refuses unknown filters and sorts in words, and sorting by value to those who may not see costs", async () => {
    const bad = async (query: string, status: number, message: string) => {
      const reply = await shop.owner.get(shop.path(`/stock?${query}`));
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(JSON.stringify(reply.body)).toContain(message);
    };
    await bad("status=lowish", 400, "Choose a status: short, out, low, adequate.");
    await bad("sort=price", 400, "Sort by one of:");
    await bad("direction=up", 400, "Choose asc or desc.");
    const staff = await addMember(shop, "staff");
    const hidden = await staff.get(shop.path(`/stock?locationId=${shop.main.id}&sort=value`));
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe(
      "Sorting by value needs permission to see costs. Sort by another column.",
    );
    const allowed = await staff.get(shop.path(`/stock?locationId=${shop.main.id}&sort=usage`));
    expect(allowed.status).toBe(200);
  });
});
