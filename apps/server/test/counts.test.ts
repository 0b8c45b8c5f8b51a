/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/** An item kept in `area` of the main location with `stock` kg at 2.00 a kg. */
function kept(name: string, area: string, stock: string) {
  return addItem(kitchen, {
    name,
    baseUnit: "kg",
    packs: [{ name: "case", quantity: "5", unit: "kg" }],
    storageAreaIds: [kitchen.main.areas[area]],
    parLevels: [{ locationId: kitchen.main.id, minimum: "1", maximum: null }],
    openingStock: [{ locationId: kitchen.main.id, quantity: stock, unit: "kg", unitCost: "2" }],
  });
}

describe("counting one storage area", () => {
  it("lists the area's items, compares each line with its stock when counted, and posts only counted lines", async () => {
    const tomatoes = await kept("Count tomatoes", "Walk-in cooler", "25");
    const cream = await kept("Count cream", "Walk-in cooler", "10");
    const rice = await kept("Count rice", "Dry storage", "30");

    const started = await kitchen.owner.post(kitchen.path("/counts"), {
      locationId: kitchen.main.id,
      storageAreaId: kitchen.main.areas["Walk-in cooler"],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const countId = started.body.id;
    expect(started.body.lines.map((line: any) => line.name)).toEqual([
      "Count cream",
      "Count tomatoes",
    ]);
    const again = await kitchen.owner.post(kitchen.path("/counts"), {
      locationId: kitchen.main.id,
      storageAreaId: kitchen.main.areas["Walk-in cooler"],
    });
    expect(again.status).toBe(409);

    // Two people count at once: a chef the tomatoes by the case, staff nothing yet.
    const chef = await addMember(kitchen, "chef");
    const staff = await addMember(kitchen, "staff");
    const line = (itemId: string) => kitchen.path(`/counts/${countId}/lines/${itemId}`);
    const [counted] = await Promise.all([
      chef.put(line(tomatoes), { quantity: "4", unit: "case" }),
      staff.get(kitchen.path(`/counts/${countId}`)),
    ]);
    expect(counted.status, JSON.stringify(counted.body)).toBe(204);

    // Usage recorded after the line was counted is not mistaken for a difference.
    await chef.post(kitchen.path("/stock/usage"), {
      itemId: tomatoes,
      locationId: kitchen.main.id,
      quantity: "2",
      unit: "kg",
    });

    const sheet = await kitchen.owner.get(kitchen.path(`/counts/${countId}`));
    const tomatoLine = sheet.body.lines.find((l: any) => l.itemId === tomatoes);
    expect(tomatoLine).toMatchObject({
      counted: "20",
      enteredQuantity: "4",
      enteredUnit: "case",
      expected: "25",
      variance: "-5",
      varianceValue: "-10",
    });
    expect(sheet.body.lines.find((l: any) => l.itemId === cream).counted).toBeNull();
    expect(sheet.body).toMatchObject({ counted: 1, varianceValue: "-10" });
    const staffSheet = await staff.get(kitchen.path(`/counts/${countId}`));
    expect(staffSheet.body.varianceValue).toBeNull();

    const posted = await chef.post(kitchen.path(`/counts/${countId}/post`));
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.adjustments).toBe(1);
    expect(await onHand(kitchen, tomatoes, kitchen.main.id)).toBe("18");
    expect(await onHand(kitchen, cream, kitchen.main.id)).toBe("10");
    expect(await onHand(kitchen, rice, kitchen.main.id)).toBe("30");

    const ledger = await kitchen.owner.get(
      kitchen.path(`/movements?itemId=${tomatoes}&kind=count_adjustment`),
    );
    expect(ledger.body.movements).toHaveLength(1);
    expect(ledger.body.movements[0]).toMatchObject({
      quantity: "-5",
      sourceType: "count",
      sourceId: countId,
      value: "-10",
    });

    const twice = await chef.post(kitchen.path(`/counts/${countId}/post`));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      "This count was already posted. Start a new count to count again.",
    );
    const late = await staff.put(line(cream), { quantity: "3", unit: "kg" });
    expect(late.status).toBe(409);
  });

  it("adds an item scanned during the count, clears a line, and cancels without changing stock", async () => {
    const butter = await kept("Count butter", "Walk-in cooler", "4");
    const flour = await kept("Count flour", "Dry storage", "12");
    const started = await kitchen.owner.post(kitchen.path("/counts"), {
      locationId: kitchen.main.id,
      storageAreaId: kitchen.main.areas["Freezer"],
    });
    expect(started.body.lines).toEqual([]);
    const countId = started.body.id;
    expect(
      (
        await kitchen.owner.put(kitchen.path(`/counts/${countId}/lines/${flour}`), {
          quantity: "0",
          unit: "kg",
        })
      ).status,
    ).toBe(204);
    const sheet = await kitchen.owner.get(kitchen.path(`/counts/${countId}`));
    expect(sheet.body.lines).toHaveLength(1);
    expect(sheet.body.lines[0]).toMatchObject({ counted: "0", variance: "-12" });
    await kitchen.owner.put(kitchen.path(`/counts/${countId}/lines/${flour}`), {
      quantity: null,
      unit: "kg",
    });
    const cleared = await kitchen.owner.get(kitchen.path(`/counts/${countId}`));
    expect(cleared.body.lines[0]).toMatchObject({ counted: null, variance: null });
    expect((await kitchen.owner.post(kitchen.path(`/counts/${countId}/cancel`))).status).toBe(204);
    expect(await onHand(kitchen, flour, kitchen.main.id)).toBe("12");
    expect(await onHand(kitchen, butter, kitchen.main.id)).toBe("4");
    const list = await kitchen.owner.get(kitchen.path("/counts?status=cancelled"));
    expect(list.body.map((count: any) => count.id)).toContain(countId);
  });

  it("refuses a storage area of another location", async () => {
    const reply = await kitchen.owner.post(kitchen.path("/counts"), {
      locationId: kitchen.main.id,
      storageAreaId: kitchen.commissary.areas["Freezer"],
    });
    expect(reply.status).toBe(404);
  });
});
