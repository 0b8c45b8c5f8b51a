/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier, day, receivedInFull, sentOrder } from "./purchasing-kit";
import { drawnInvoice, uploadAndRead } from "./scan-kit";

// Issue 29, item 2: an invoice's return ("CR … -1 CS", "25.00-") read, suggested and approved as
// a line below zero that bills no order line, the invoice's total net of it.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;
let salmonId: string;
let order: any;

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Returns Kitchen");
  supplierId = await addSupplier(kitchen, "Bay Seafood");
  salmonId = await addItem(kitchen, { name: "Atlantic salmon fillet", baseUnit: "lb" });
  const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
    itemId: salmonId,
    unit: "lb",
    price: "12.50",
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(201);
  order = await sentOrder(kitchen, supplierId, salmonId, "20", "12.50", "lb");
  await receivedInFull(kitchen, order);
}, 60_000);

describe("an invoice with a return on it", () => {
  it("is read with the return below zero, matched to the item but no order line, and approved net", async () => {
    const file = await drawnInvoice({
      supplier: "Bay Seafood",
      number: "BS-7710",
      date: us(day(-1)),
      due: us(day(13)),
      poNumber: order.number,
      lines: [
        {
          description: "Atlantic salmon fillet",
          quantity: "20",
          unit: "lb",
          price: "12.50",
          amount: "250.00",
        },
        {
          description: "CR Atlantic salmon fillet",
          quantity: "-2",
          unit: "lb",
          price: "12.50",
          amount: "25.00-",
        },
      ],
      subtotal: "225.00",
      tax: "0.00",
      total: "225.00",
    });
    const scan = await uploadAndRead(kitchen.owner, kitchen.path, "invoices", file);
    expect(scan.status, scan.error).toBe("ready");
    expect(
      scan.reading.lines.map((line: any) => [line.quantity, line.unitPrice, line.amount]),
    ).toEqual([
      ["20", "12.50", "250.00"],
      ["-2", "12.50", "-25.00"],
    ]);
    // Where the header fields stand on the page, for the review to mark them there: the
    // number and the date at the top, the total below the lines.
    const place = (field: string) => scan.places.find((one: any) => one.field === field);
    for (const field of ["invoiceNumber", "date", "total"]) {
      expect(place(field), field).toMatchObject({
        page: 0,
        confidence: scan.reading[field].confidence,
      });
      const { x, y, width, height } = place(field).box;
      for (const edge of [x, y, x + width, y + height]) expect(edge).toBeGreaterThanOrEqual(0);
      for (const edge of [x + width, y + height]) expect(edge).toBeLessThanOrEqual(1);
    }
    expect(place("invoiceNumber").box.y).toBeLessThan(place("total").box.y);
    // The return adds up, so it is read surely; it is the salmon's, on no order line.
    expect(scan.reading.lines[1].confidence).toBeGreaterThan(0.9);
    expect(scan.lineMatches.map((match: any) => [match.itemId, match.orderLineId])).toEqual([
      [salmonId, order.lines[0].id],
      [salmonId, null],
    ]);
    const approved = await kitchen.owner.post(kitchen.path(`/invoices/scans/${scan.id}/approve`), {
      supplierId,
      number: "BS-7710",
      effectiveDate: day(-1),
      locationId: kitchen.main.id,
      orderIds: [order.id],
      lines: scan.reading.lines.map((line: any, index: number) => ({
        itemId: scan.lineMatches[index].itemId,
        orderLineId: scan.lineMatches[index].orderLineId,
        description: line.description,
        unit: "lb",
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      totalExclTax: "225.00",
      totalInclTax: "225.00",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.lines.map((line: any) => line.amount)).toEqual(["250.00", "-25.00"]);
    expect(approved.body.match).toEqual([]);
    expect(approved.body.balance).toBe("225.00");
  }, 60_000);
});

describe("an invoice billing cases of an item kept by the pound", () => {
  it("puts the cases in pounds by the pack the invoice writes, and says so", async () => {
    const chickenId = await addItem(kitchen, { name: "Chicken breast boneless", baseUnit: "lb" });
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId: chickenId,
      unit: "lb",
      price: "2.10",
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const file = await drawnInvoice({
      supplier: "Bay Seafood",
      number: "BS-7725",
      date: us(day(-1)),
      due: us(day(13)),
      lines: [
        {
          description: "Chicken breast boneless 4/10 LB",
          quantity: "2",
          unit: "CS",
          price: "85.00",
          amount: "170.00",
        },
      ],
      subtotal: "170.00",
      tax: "0.00",
      total: "170.00",
    });
    const scan = await uploadAndRead(kitchen.owner, kitchen.path, "invoices", file);
    expect(scan.status, scan.error).toBe("ready");
    // The chicken has no case: two cases of four 10 lb bags are 80 lb at $2.125 a pound.
    expect(scan.lineMatches[0]).toMatchObject({
      itemId: chickenId,
      unit: "lb",
      converted: {
        quantity: "80",
        unitPrice: "2.125",
        note: "2 CS on the invoice, 40 lb each (“4/10 LB”): entered as 80 lb.",
      },
    });
  }, 60_000);
});
