import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen, tomatoItem } from "./kitchen";

// Items: their packs, par levels, places and barcodes, and their categories.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const tomatoes = () => tomatoItem(kitchen);

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
    expect(changed.body.message).toContain("Add a pack in lb instead.");
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
