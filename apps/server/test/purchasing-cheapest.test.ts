/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
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
