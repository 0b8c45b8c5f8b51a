/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier, day } from "./purchasing-kit";
import { drawnInvoice, type DrawnInvoice, uploadAndRead } from "./scan-kit";

// Issue 26, item 15: an invoice's review starts on the location it was shipped to, else where
// the order it bills went; only without either does the screen fall back on the top bar.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let order: any;
let number = 0;

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  for (const [id, address] of [
    [kitchen.main.id, "120 Main Street, Springfield"],
    [kitchen.commissary.id, "8 Dock Road, Springfield"],
  ] as const) {
    const changed = await kitchen.owner.patch(kitchen.path(`/locations/${id}`), { address });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
  }
  const supplierId = await addSupplier(kitchen, "Dockside Produce");
  const leeks = await addItem(kitchen, { name: "Leeks", baseUnit: "kg" });
  const draft = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.commissary.id,
    lines: [{ itemId: leeks, unit: "kg", quantity: "10", unitPrice: "3" }],
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  order = (await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/send`), {})).body;
}, 60_000);

async function review(extra: Partial<DrawnInvoice>) {
  number += 1;
  const file = await drawnInvoice({
    supplier: "Dockside Produce",
    number: `DP-${4400 + number}`,
    date: us(day(-1)),
    due: us(day(13)),
    lines: [{ description: "Leeks", quantity: "10", unit: "kg", price: "3.00", amount: "30.00" }],
    subtotal: "30.00",
    tax: "0.00",
    total: "30.00",
    ...extra,
  });
  const scan = await uploadAndRead(kitchen.owner, kitchen.path, "invoices", file);
  expect(scan.status, scan.error).toBe("ready");
  return scan;
}

describe("the location an invoice's review starts on", () => {
  it("is the one its ship-to block names by its street, over the bill-to and the order", async () => {
    const scan = await review({
      billTo: "Commissary",
      shipTo: ["Kitchen door", "120 Main Street", "Springfield"],
      poNumber: order.number,
    });
    expect(scan.suggestedOrder?.orderId).toBe(order.id);
    expect(scan.suggestedLocation).toEqual({
      locationId: kitchen.main.id,
      reason: "Shipped to Test Kitchen Main, as the invoice says.",
    });
  }, 60_000);

  it("is where the order it bills went when the invoice names no location", async () => {
    const scan = await review({ poNumber: order.number });
    expect(scan.suggestedLocation).toEqual({
      locationId: kitchen.commissary.id,
      reason: `Where ${order.number} was delivered.`,
    });
  }, 60_000);

  it("is the one its bill-to names, and none when nothing says", async () => {
    const billed = await review({ billTo: "Commissary" });
    expect(billed.suggestedLocation).toEqual({
      locationId: kitchen.commissary.id,
      reason: "Billed to Commissary, as the invoice says.",
    });
    // Nor its number nor its total is the order's: nothing says where it went.
    const unknown = await review({
      lines: [{ description: "Leeks", quantity: "33", unit: "kg", price: "3.00", amount: "99.00" }],
      subtotal: "99.00",
      total: "99.00",
    });
    expect(unknown.suggestedOrder).toBeNull();
    expect(unknown.suggestedLocation).toBeNull();
  }, 60_000);
});
