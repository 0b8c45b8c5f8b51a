/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { addDays } from "@larder/domain";
import { expect } from "vitest";
import { addItem, type Kitchen } from "./kitchen";

/** A date in YYYY-MM-DD as it is now in `timeZone`. */
export const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/** The kitchen's date (its first location is in New York) `offset` days from today. */
export const day = (offset = 0) => addDays(dateIn("America/New_York"), offset);

/** A supplier with an ordering email, 14 days' terms and a $100 minimum order; returns its id. */
export async function addSupplier(
  kitchen: Kitchen,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await kitchen.owner.post(kitchen.path("/suppliers"), {
    name,
    orderingEmail: `orders@${name.toLowerCase().replace(/\W+/g, "")}.test`,
    paymentTermsDays: 14,
    deliveryDays: [0, 3],
    minimumOrder: "100",
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

/** Tomatoes kept in kg and bought by the case of 10 kg, 5 kg on the shelf at the main location. */
export async function addTomatoes(kitchen: Kitchen): Promise<string> {
  return addItem(kitchen, {
    name: `PO tomatoes ${Math.random().toString(36).slice(2, 7)}`,
    baseUnit: "kg",
    packs: [{ name: "case", quantity: "10", unit: "kg" }],
    parLevels: [{ locationId: kitchen.main.id, minimum: "15", maximum: "40" }],
    openingStock: [{ locationId: kitchen.main.id, quantity: "5", unit: "kg", unitCost: "2.40" }],
  });
}

/** An order of `cases` cases of the item from the supplier, sent; returns the order. */
export async function sentOrder(
  kitchen: Kitchen,
  supplierId: string,
  itemId: string,
  cases = "3",
  price = "24",
  unit = "case",
): Promise<any> {
  const order = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.main.id,
    lines: [{ itemId, unit, quantity: cases, unitPrice: price, taxRate: "0" }],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const sent = await kitchen.owner.post(kitchen.path(`/orders/${order.body.id}/send`), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

/** Receives every line of `order` in full, at the price ordered. */
export async function receivedInFull(kitchen: Kitchen, order: any): Promise<void> {
  const received = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
    lines: order.lines.map((line: any) => ({
      orderLineId: line.id,
      expectedReceived: "0",
      quantity: line.quantity,
      outcome: "received",
    })),
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
}
