/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Issue 26, item 11: every low or out item appears on Suggested orders, with a quantity or
// with why it needs none; a forgotten draft no longer hides a low item.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;
const ids: Record<string, string> = {};
let draftNumber: string;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  supplierId = await addSupplier(kitchen, "Harbor Greens");
  // Basil: 2 kg left of a 10 kg minimum, and a draft that was never sent brings 20 kg.
  ids.Basil = await addItem(kitchen, {
    name: "Basil",
    parLevels: [{ locationId: kitchen.main.id, minimum: "10", maximum: "20" }],
    openingStock: [{ locationId: kitchen.main.id, quantity: "2", unit: "kg", unitCost: "8" }],
  });
  // Truffle oil: none left, and no supplier sells it.
  ids.Truffle = await addItem(kitchen, {
    name: "Truffle oil",
    parLevels: [{ locationId: kitchen.main.id, minimum: "1", maximum: null }],
  });
  // Sumac: none left, sold by the supplier, but neither history nor a par level to go by.
  ids.Sumac = await addItem(kitchen, { name: "Sumac" });
  for (const itemId of [ids.Basil, ids.Sumac]) {
    const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit: "kg",
      price: "8",
      preferred: true,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  }
  const draft = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.main.id,
    lines: [{ itemId: ids.Basil, unit: "kg", quantity: "20", unitPrice: "8", taxRate: "0" }],
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  draftNumber = draft.body.number;
}, 60_000);

async function suggestions(query = "") {
  const reply = await kitchen.owner.get(
    kitchen.path(`/ordering/suggestions?locationId=${kitchen.main.id}${query}`),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe("suggested orders: items that need no order", () => {
  it("lists a low item covered only by a draft, naming the draft as not sent", async () => {
    const body = await suggestions();
    const greens = body.suppliers.find((s: any) => s.supplierId === supplierId);
    expect(greens.lines.map((line: any) => line.name)).not.toContain("Basil");
    const basil = greens.held.find((item: any) => item.name === "Basil");
    expect(basil).toMatchObject({
      status: "low",
      onHand: "2",
      reason: `on draft ${draftNumber}, not sent`,
    });
    expect(greens.enough).toBe(greens.held.length);
  });

  it("lists an out item without a par level or history, saying why nothing is suggested", async () => {
    const greens = (await suggestions()).suppliers.find((s: any) => s.supplierId === supplierId);
    // Out comes before low.
    expect(greens.held[0]).toMatchObject({
      name: "Sumac",
      status: "out",
      reason: "no forecast yet and no par level: set a par level to get a suggestion",
    });
  });

  it("lists an out item no supplier sells, unless one supplier is chosen", async () => {
    const body = await suggestions();
    expect(body.unsupplied).toEqual([
      expect.objectContaining({
        itemId: ids.Truffle,
        name: "Truffle oil",
        status: "out",
        reason: expect.stringMatching(/^no supplier sells it/),
      }),
    ]);
    expect((await suggestions(`&supplierId=${supplierId}`)).unsupplied).toEqual([]);
  });

  it("names a sent order with the day it is due", async () => {
    const draft = await kitchen.owner.get(kitchen.path(`/orders?status=draft`));
    const order = (draft.body.orders ?? draft.body).find((o: any) => o.number === draftNumber);
    const sent = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/send`), {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const greens = (await suggestions()).suppliers.find((s: any) => s.supplierId === supplierId);
    const basil = greens.held.find((item: any) => item.name === "Basil");
    expect(basil.reason).toMatch(new RegExp(`^on ${draftNumber}, sent(, (was )?due .+)?$`));
  });
});
