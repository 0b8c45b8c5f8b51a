import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen, tomatoItem } from "./kitchen";

// Low-stock alerts, and who sees which location's stock.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const tomatoes = () => tomatoItem(kitchen);
const mainName = async (): Promise<string> =>
  (
    (await kitchen.owner.get(kitchen.path("/locations"))).body as { id: string; name: string }[]
  ).find((location) => location.id === kitchen.main.id)!.name;

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
    // Low to out is news too, and at zero it says out of stock, where (issue 26, item 10).
    const out = await unread(chef);
    expect(out.unread).toBe(after.unread + 1);
    expect(out.notifications[0]).toMatchObject({
      type: "low-stock",
      title: "Out of Stock Alert",
      message: `${name} is out of stock at ${await mainName()}`,
      itemId: id,
      locationId: kitchen.main.id,
      link: `/app/inventory/items/${id}`,
    });

    const read = await chef.post(kitchen.path("/notifications/read-all"));
    expect(read.status).toBe(200);
    expect((await unread(chef)).unread).toBe(0);
    expect((await unread(kitchen.owner)).unread).toBeGreaterThan(0);
  });
});

describe("out-of-stock alerts", () => {
  it("says out of stock, not '0 remaining', when a shelf empties or goes below zero at once", async () => {
    const chef = await addMember(kitchen, "chef");
    const name = `Crème Fraîche ${Date.now()}`;
    const id = await addItem(kitchen, {
      name,
      baseUnit: "kg",
      parLevels: [{ locationId: kitchen.main.id, minimum: "2", maximum: "6" }],
      openingStock: [{ locationId: kitchen.main.id, quantity: "4", unit: "kg" }],
    });
    const before = (await chef.get(kitchen.path("/notifications"))).body;
    // From adequate straight past zero: one alert, and it is the out-of-stock one.
    const used = await chef.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "4.5",
      unit: "kg",
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const after = (await chef.get(kitchen.path("/notifications"))).body;
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({
      title: "Out of Stock Alert",
      message: `${name} is out of stock at ${await mainName()}`,
    });
    expect(JSON.stringify(after.notifications)).not.toContain("remaining");
  });

  it("alerts on an item without a minimum once it runs out", async () => {
    const name = `Saffron ${Date.now()}`;
    const id = await addItem(kitchen, {
      name,
      baseUnit: "g",
      openingStock: [{ locationId: kitchen.main.id, quantity: "10", unit: "g" }],
    });
    await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: id,
      locationId: kitchen.main.id,
      quantity: "10",
      unit: "g",
    });
    const list = (await kitchen.owner.get(kitchen.path("/notifications"))).body;
    expect(list.notifications[0]).toMatchObject({
      title: "Out of Stock Alert",
      message: `${name} is out of stock at ${await mainName()}`,
    });
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
