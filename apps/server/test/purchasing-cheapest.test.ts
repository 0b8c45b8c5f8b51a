/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact, toFixedDecimal } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Issue 28, item 4: where several suppliers sell an item, its page shows each one's price per
// base unit, its last change, and which is cheapest.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Cheapest Kitchen");
}, 60_000);

describe("an item several suppliers sell", () => {
  it("marks the cheapest per base unit, follows a price change, and leaves archived suppliers out", async () => {
    const flour = await addItem(kitchen, {
      name: "Bread flour",
      baseUnit: "kg",
      packs: [{ name: "bag", quantity: "25", unit: "kg" }],
    });
    const mill = await addSupplier(kitchen, "Stone Mill");
    const metro = await addSupplier(kitchen, "Metro Cash");
    const sell = async (supplierId: string, unit: string, price: string) => {
      const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
        itemId: flour,
        unit,
        price,
      });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
      return sold.body.id as string;
    };
    await sell(mill, "bag", "23"); // $0.92 a kg
    const byKilo = await sell(metro, "kg", "0.95");
    const offers = async () =>
      Object.fromEntries(
        ((await kitchen.owner.get(kitchen.path(`/items/${flour}/suppliers`))).body as any[]).map(
          (offer) => [
            offer.supplierName,
            [offer.pricePerBaseUnit, offer.cheapest, offer.previousPrice, offer.supplierArchived],
          ],
        ),
      );
    expect(await offers()).toEqual({
      "Stone Mill": ["0.92", true, null, false],
      "Metro Cash": ["0.95", false, null, false],
    });

    // Metro drops to $0.90 a kg: now it is the cheapest, and says what it was.
    const dropped = await kitchen.owner.patch(kitchen.path(`/supplier-items/${byKilo}`), {
      price: "0.90",
    });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(204);
    expect(await offers()).toEqual({
      "Stone Mill": ["0.92", false, null, false],
      "Metro Cash": ["0.9", true, "0.95", false],
    });

    // Archived, Metro is no longer ordered from: Stone Mill alone is left, nothing to compare.
    const archived = await kitchen.owner.patch(kitchen.path(`/suppliers/${metro}`), {
      archived: true,
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(await offers()).toEqual({
      "Stone Mill": ["0.92", false, null, false],
      "Metro Cash": ["0.9", false, "0.95", true],
    });
  });
});

describe("suggested orders with the cheapest supplier preferred", () => {
  it("take the item from the cheapest per base unit and say what it saves; off, from the preferred one", async () => {
    const oil = await addItem(kitchen, {
      name: "Olive oil",
      baseUnit: "l",
      packs: [{ name: "tin", quantity: "5", unit: "l" }],
      parLevels: [{ locationId: kitchen.main.id, minimum: "20", maximum: "40" }],
      openingStock: [{ locationId: kitchen.main.id, quantity: "5", unit: "l", unitCost: "9" }],
    });
    const coast = await addSupplier(kitchen, "Coast Grocer");
    const metro = await addSupplier(kitchen, "Metro Wholesale");
    for (const [supplierId, unit, price, preferred] of [
      [coast, "l", "9.00", true],
      [metro, "tin", "40.00", false], // $8.00 a litre
    ] as const) {
      const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
        itemId: oil,
        unit,
        price,
        preferred,
      });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    const oilLine = async () => {
      const reply = await kitchen.owner.get(
        kitchen.path(`/ordering/suggestions?locationId=${kitchen.main.id}`),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      for (const supplier of reply.body.suppliers as any[]) {
        const line = supplier.lines.find((candidate: any) => candidate.itemId === oil);
        if (line) return { supplier, line };
      }
      throw new Error("No line suggests the olive oil.");
    };
    const usual = await oilLine();
    expect(usual.supplier.name).toBe("Coast Grocer");
    expect(usual.line).toMatchObject({ unit: "l", insteadOf: null, saving: null });
    const litres = exact(usual.line.quantity);

    const on = await kitchen.owner.patch(kitchen.path("/settings/purchasing"), {
      preferCheapestSupplier: true,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(204);
    const cheapest = await oilLine();
    expect(cheapest.supplier.name).toBe("Metro Wholesale");
    expect(cheapest.line).toMatchObject({ unit: "tin", insteadOf: "Coast Grocer" });
    // Whole tins of 5 l, at $1.00 a litre less than Coast Grocer's.
    const tins = exact(cheapest.line.quantity);
    expect(tins.mul(5).compare(litres)).toBeGreaterThanOrEqual(0);
    expect(cheapest.line.saving).toBe(toFixedDecimal(tins.mul(5), 2));
    expect(cheapest.supplier.saving).toBe(cheapest.line.saving);

    const off = await kitchen.owner.patch(kitchen.path("/settings/purchasing"), {
      preferCheapestSupplier: false,
    });
    expect(off.status).toBe(204);
    expect((await oilLine()).supplier.name).toBe("Coast Grocer");
  });
});
