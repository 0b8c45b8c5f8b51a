import { STOCK_SORTS } from "@larder/contracts";
import { stockStatus } from "@larder/domain";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances, checkUsageRollups } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const tomatoes = () => ({
  name: `Tomatoes ${Math.random().toString(36).slice(2, 7)}`,
  baseUnit: "kg",
  packs: [
    { name: "case", quantity: "6", unit: "can" },
    { name: "can", quantity: "2.5", unit: "kg" },
  ],
  parLevels: [{ locationId: kitchen.main.id, minimum: "15", maximum: "40" }],
  storageAreaIds: [kitchen.main.areas["Walk-in cooler"]],
  openingStock: [{ locationId: kitchen.main.id, quantity: "25", unit: "kg", unitCost: "2.40" }],
});

describe("items", () => {
  it("creates an item with packs, a par level, a storage area and opening stock", async () => {
    const created = await kitchen.owner.post(kitchen.path("/items"), {
      ...tomatoes(),
      categoryId: kitchen.categories.Vegetables,
      allergens: [],
      barcodes: [{ code: "0012345678905", unit: "case" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      category: "Vegetables",
      baseUnit: "kg",
      units: ["kg", "case", "can", "g", "oz", "lb"],
      barcodes: [{ code: "0012345678905", unit: "case" }],
    });
    expect(created.body.stock).toEqual([
      {
        locationId: kitchen.main.id,
        onHand: "25",
        minimum: "15",
        maximum: "40",
        status: "adequate",
        storageAreaId: kitchen.main.areas["Walk-in cooler"],
        averageUnitCost: "2.4",
        value: "60",
      },
    ]);
    const scanned = await kitchen.owner.get(kitchen.path("/items?barcode=0012345678905"));
    expect(scanned.body.items).toHaveLength(1);
    expect(scanned.body.items[0].scannedUnit).toBe("case");
  });

  it("says what is wrong with units that do not hold together", async () => {
    const circle = await kitchen.owner.post(kitchen.path("/items"), {
      name: "Flour",
      baseUnit: "kg",
      packs: [
        { name: "sack", quantity: "2", unit: "bag" },
        { name: "bag", quantity: "3", unit: "sack" },
      ],
    });
    expect(circle.status).toBe(400);
    expect(circle.body.message).toContain("refer to each other in a circle");
    const badBarcode = await kitchen.owner.post(kitchen.path("/items"), {
      name: "Eggs",
      baseUnit: "pcs",
      barcodes: [{ code: "123456", unit: "kg" }],
    });
    expect(badBarcode.status).toBe(400);
    expect(badBarcode.body.message).toContain('stands for "kg"');
  });

  it("refuses a second active item with the same name", async () => {
    const name = `Basil ${Date.now()}`;
    await addItem(kitchen, { name });
    const again = await kitchen.owner.post(kitchen.path("/items"), {
      name: name.toUpperCase(),
      baseUnit: "g",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`There is already an item called ${name.toUpperCase()}.`);
  });

  it("will not change the base unit once stock is recorded in it", async () => {
    const id = await addItem(kitchen, tomatoes());
    const changed = await kitchen.owner.patch(kitchen.path(`/items/${id}`), { baseUnit: "lb" });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain("Add a pack in lbs instead.");
  });
});

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
      /^Tomatoes \w+: Larder cannot convert pcs to kg for this item without knowing what one piece weighs\. Enter it on the item\. It can be recorded in kg, case, can, g, oz, lbs\.$/,
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

describe("low-stock alerts", () => {
  it("tells everyone who may see the location once an item falls below its minimum", async () => {
    const chef = await addMember(kitchen, "chef");
    const elsewhere = await addMember(kitchen, "staff", [kitchen.commissary.id]);
    const name = `Milk ${Date.now()}`;
    const id = await addItem(kitchen, {
      name,
      baseUnit: "l",
      parLevels: [{ locationId: kitchen.main.id, minimum: "20", maximum: "40" }],
      openingStock: [{ locationId: kitchen.main.id, quantity: "22", unit: "l" }],
    });
    const unread = async (client: typeof chef) =>
      (await client.get(kitchen.path("/notifications"))).body;
    const before = await unread(chef);

    await chef.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "7",
      unit: "l",
    });
    const after = await unread(chef);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({
      type: "low-stock",
      title: "Low Stock Alert",
      message: `${name} is running low (15 L remaining)`,
      read: false,
    });
    expect((await unread(kitchen.owner)).notifications[0].message).toContain(name);
    expect(JSON.stringify((await unread(elsewhere)).notifications)).not.toContain(name);

    // Still low: no second alert. Out: a new one.
    await chef.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "5",
      unit: "l",
    });
    expect((await unread(chef)).unread).toBe(after.unread);
    await chef.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "10",
      unit: "l",
    });
    const out = await unread(chef);
    expect(out.notifications[0].message).toBe(`${name} is running low (0 L remaining)`);

    const read = await chef.post(kitchen.path("/notifications/read-all"));
    expect(read.status).toBe(200);
    expect((await unread(chef)).unread).toBe(0);
    expect((await unread(kitchen.owner)).unread).toBeGreaterThan(0);
  });
});

describe("who sees what", () => {
  it("shows staff the stock but no costs", async () => {
    const staff = await addMember(kitchen, "staff");
    const id = await addItem(kitchen, tomatoes());
    const item = await staff.get(kitchen.path(`/items/${id}`));
    expect(item.body.stock[0]).toMatchObject({ onHand: "25", averageUnitCost: null, value: null });
    const list = await staff.get(kitchen.path(`/stock?locationId=${kitchen.main.id}`));
    expect(list.body.rows.every((row: { value: unknown }) => row.value === null)).toBe(true);
    const used = await staff.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "kg",
    });
    expect(used.status).toBe(201);
    expect(used.body.movements[0].unitCost).toBeNull();
  });

  it("keeps a member limited to one location out of the others", async () => {
    const limited = await addMember(kitchen, "chef", [kitchen.commissary.id]);
    const id = await addItem(kitchen, tomatoes());
    const there = await limited.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "kg",
    });
    expect(there.status).toBe(404);
    const item = await limited.get(kitchen.path(`/items/${id}`));
    expect(item.body.stock).toEqual([]);
  });
});

describe("categories", () => {
  it("are an editable list: added, renamed, reordered, deleted only when empty", async () => {
    const added = await kitchen.owner.post(kitchen.path("/categories"), { name: "Seafood" });
    expect(added.status).toBe(201);
    const again = await kitchen.owner.post(kitchen.path("/categories"), { name: "seafood" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("There is already a category called seafood.");
    const id = added.body.id;
    expect(
      (await kitchen.owner.patch(kitchen.path(`/categories/${id}`), { name: "Fish", position: 0 }))
        .status,
    ).toBe(204);
    const list = (await kitchen.owner.get(kitchen.path("/categories"))).body;
    expect(list.find((c: { id: string }) => c.id === id)).toMatchObject({
      name: "Fish",
      position: 0,
      itemCount: 0,
    });
    await addItem(kitchen, { name: `Cod ${Date.now()}`, baseUnit: "kg", categoryId: id });
    const busy = await kitchen.owner.delete(kitchen.path(`/categories/${id}`));
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe("Fish still holds 1 item. Move them to another category first.");
    const empty = await kitchen.owner.post(kitchen.path("/categories"), { name: "Spare" });
    expect((await kitchen.owner.delete(kitchen.path(`/categories/${empty.body.id}`))).status).toBe(
      204,
    );
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
