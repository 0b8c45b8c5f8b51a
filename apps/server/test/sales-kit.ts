/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { expect } from "vitest";
import type { Kitchen } from "./kitchen";

/** Receives `quantity` `unit` of an item at the main location at `unitCost` a `unit`. */
export async function receive(
  kitchen: Kitchen,
  itemId: string,
  quantity: string,
  unit: string,
  unitCost: string,
) {
  const received = await kitchen.owner.post(kitchen.path("/stock/receipts"), {
    itemId,
    locationId: kitchen.main.id,
    quantity,
    unit,
    unitCost,
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
}

/** A menu item of `lines` at `price` (no tax); returns its id and name. */
export async function menuItem(
  kitchen: Kitchen,
  name: string,
  price: string,
  lines: Record<string, unknown>[],
): Promise<{ id: string; name: string }> {
  const created = await kitchen.owner.post(kitchen.path("/menu/items"), { name, price, lines });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, name };
}

export interface FileLine {
  day: string;
  time: string;
  item: string;
  qty: string;
  net: string;
  ticket: string;
}

const SQUARE_HEADER = [
  "Date",
  "Time",
  "Time Zone",
  "Category",
  "Item",
  "Qty",
  "Price Point Name",
  "SKU",
  "Modifiers Applied",
  "Gross Sales",
  "Discounts",
  "Net Sales",
  "Tax",
  "Transaction ID",
  "Payment ID",
  "Device Name",
  "Notes",
  "Details",
  "Event Type",
  "Location",
];

/** A Square "Items Detail" export of `lines` (dates as Square writes them, MM/DD/YYYY). */
export function squareFile(lines: FileLine[], device = "Counter iPad"): string {
  const rows = lines.map((line) => {
    const [year, month, day] = line.day.split("-");
    return [
      `${month}/${day}/${year}`,
      `${line.time}:00`,
      "Eastern Time (US & Canada)",
      "Mains",
      line.item,
      line.qty,
      "Regular",
      "",
      "",
      `$${line.net}`,
      "$0.00",
      `$${line.net}`,
      "$0.00",
      line.ticket,
      `P-${line.ticket}`,
      device,
      "",
      "",
      "Payment",
      "",
    ];
  });
  const quote = (cell: string) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [SQUARE_HEADER, ...rows].map((row) => row.map(quote).join(",")).join("\n");
}

/** Uploads a sales file for the main location and waits for it to be read. */
export async function uploadSales(
  kitchen: Kitchen,
  content: string | Uint8Array,
  fileName: string,
  locationId = kitchen.main.id,
) {
  const sent = await kitchen.owner.upload(
    kitchen.path(`/sales/imports?fileName=${fileName}&locationId=${locationId}`),
    content,
    "text/csv",
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return waitForSales(kitchen, sent.body.id, (job) => job.status !== "reading");
}

export async function waitForSales(
  kitchen: Kitchen,
  id: string,
  done: (job: any) => boolean,
): Promise<any> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = await kitchen.owner.get(kitchen.path(`/sales/imports/${id}`));
    expect(job.status).toBe(200);
    if (done(job.body)) return job.body;
    if (Date.now() > deadline)
      throw new Error(`sales import ${id} stuck: ${JSON.stringify(job.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
