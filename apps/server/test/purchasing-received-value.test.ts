/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact, toDecimal, toFixedDecimal } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Money follows what came and what was charged (issue 28): an order of $275.00 received with one
// line short (22 of 25 kg of spinach) and one at a dearer price (avocados charged $1.20 instead of
// $1.00) is worth $254.40 received, with $22.20 that never came.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Received Value Kitchen");
}, 60_000);

describe("an order received short and at another price", () => {
  it("shows what was ordered, what came at what price, and what never came, to the cent", async () => {
    const supplierId = await addSupplier(kitchen, "Valley Greens", { minimumOrder: null });
    const spinach = await addItem(kitchen, { name: "Baby spinach", baseUnit: "kg" });
    const avocados = await addItem(kitchen, { name: "Hass avocados", baseUnit: "pcs" });
    const parmesan = await addItem(kitchen, { name: "Parmesan", baseUnit: "kg" });
    const created = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [
        { itemId: spinach, unit: "kg", quantity: "25", unitPrice: "7.40", taxRate: "0" },
        { itemId: avocados, unit: "pcs", quantity: "8", unitPrice: "1.00", taxRate: "0" },
        { itemId: parmesan, unit: "kg", quantity: "4", unitPrice: "20.50", taxRate: "0" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.body.totals.inclTax).toBe("275.00");
    // Before anything comes: nothing received, all of it still to come, nothing short.
    expect(created.body.received.inclTax).toBe("0.00");
    expect(created.body.remainingValue).toBe("275.00");
    expect(created.body.shortValue).toBe("0.00");
    expect((await kitchen.owner.post(kitchen.path(`/orders/${id}/send`), {})).status).toBe(200);

    const [spinachLine, avocadoLine, parmesanLine] = created.body.lines;
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${id}/receipts`), {
      lines: [
        {
          orderLineId: spinachLine.id,
          expectedReceived: "0",
          quantity: "22",
          outcome: "short",
          note: "3 kg short",
        },
        {
          orderLineId: avocadoLine.id,
          expectedReceived: "0",
          quantity: "8",
          outcome: "received",
          unitPrice: "1.20",
        },
        { orderLineId: parmesanLine.id, expectedReceived: "0", quantity: "4", outcome: "received" },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);

    const order = (await kitchen.owner.get(kitchen.path(`/orders/${id}`))).body;
    expect(order.status).toBe("received");
    expect(
      order.lines.map((line: any) => [
        line.itemName,
        line.quantity,
        line.amount,
        line.receivedQuantity,
        line.chargedPrice,
        line.receivedValue,
        line.shortQuantity,
        line.shortValue,
        line.remainingValue,
      ]),
    ).toEqual([
      ["Baby spinach", "25", "185.00", "22", "7.4", "162.80", "3", "22.20", "0.00"],
      ["Hass avocados", "8", "8.00", "8", "1.2", "9.60", "0", "0.00", "0.00"],
      ["Parmesan", "4", "82.00", "4", "20.5", "82.00", "0", "0.00", "0.00"],
    ]);
    // The order's value stays what was ordered; what came is worth $254.40.
    expect(order.totals.inclTax).toBe("275.00");
    expect(order.received).toEqual({ exclTax: "254.40", tax: "0.00", inclTax: "254.40" });
    expect(order.shortValue).toBe("22.20");
    expect(order.remainingValue).toBe("0.00");

    // The list carries the same figures.
    const listed = (
      await kitchen.owner.get(kitchen.path(`/orders?supplierId=${supplierId}`))
    ).body.orders.find((o: any) => o.id === id);
    expect(listed).toMatchObject({
      received: { inclTax: "254.40" },
      shortValue: "22.20",
    });

    // Total Spent counts what came at the prices charged, not the $275.00 ordered.
    const overview = await kitchen.owner.get(
      kitchen.path(`/orders/overview?period=last-week&locationId=${kitchen.main.id}`),
    );
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body).toMatchObject({ received: 1, totalSpent: "254.40" });

    // The audit log says what the delivery was worth.
    const log = await kitchen.owner.get(kitchen.path("/audit?limit=5"));
    const entry = log.body.events.find((e: any) => e.action === "order_received");
    expect(entry.summary).toContain("($254.40)");
  });

  it("counts a delivery still on its way by what has come so far, with tax", async () => {
    const supplierId = await addSupplier(kitchen, "Dairy Co-op", { minimumOrder: null });
    const cream = await addItem(kitchen, { name: "Heavy cream", baseUnit: "l" });
    const created = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [{ itemId: cream, unit: "l", quantity: "10", unitPrice: "4.35", taxRate: "8.875" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await kitchen.owner.post(kitchen.path(`/orders/${id}/send`), {})).status).toBe(200);
    const before = (await kitchen.owner.get(kitchen.path(`/orders/overview?period=last-week`))).body
      .totalSpent;
    const partly = await kitchen.owner.post(kitchen.path(`/orders/${id}/receipts`), {
      lines: [
        {
          orderLineId: created.body.lines[0].id,
          expectedReceived: "0",
          quantity: "6",
          outcome: "received",
        },
      ],
    });
    expect(partly.status, JSON.stringify(partly.body)).toBe(201);
    const order = (await kitchen.owner.get(kitchen.path(`/orders/${id}`))).body;
    expect(order.status).toBe("partially_received");
    // 6 l at $4.35 = $26.10, tax at 8.875% = $2.316… → $2.32; 4 l ($17.40) still to come.
    expect(order.received).toEqual({ exclTax: "26.10", tax: "2.32", inclTax: "28.42" });
    expect(order.remainingValue).toBe("17.40");
    expect(order.shortValue).toBe("0.00");
    const after = (await kitchen.owner.get(kitchen.path(`/orders/overview?period=last-week`))).body
      .totalSpent;
    expect(toDecimal(exact(after).sub(exact(before)), 2)).toBe("28.42");
  });

  it("counts a delivery in Purchases by Supplier and the locations compared until an invoice bills it, then the invoice", async () => {
    const supplierId = await addSupplier(kitchen, "Harbour Fish", { minimumOrder: null });
    const cod = await addItem(kitchen, { name: "Cod loin", baseUnit: "kg" });
    const created = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [{ itemId: cod, unit: "kg", quantity: "10", unitPrice: "12.00", taxRate: "8.875" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await kitchen.owner.post(kitchen.path(`/orders/${id}/send`), {})).status).toBe(200);
    const spendOf = async (query = "") => {
      const reply = await kitchen.owner.get(
        kitchen.path(`/purchases?period=last-week&supplierId=${supplierId}${query}`),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body;
    };
    const comparedSpend = async () => {
      const reply = await kitchen.owner.get(kitchen.path("/analytics/locations"));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const main = reply.body.locations.find((l: any) => l.locationId === kitchen.main.id);
      return {
        total: main.spend as string,
        fish: main.spendBySupplier.find((line: any) => line.supplierId === supplierId)?.spend as
          string | undefined,
      };
    };
    const before = await spendOf();
    expect(before.supplier).toMatchObject({ amount: "0.00", awaitingInvoice: "0.00" });
    const comparedBefore = await comparedSpend();
    expect(comparedBefore.fish).toBeUndefined();

    // 9 of 10 kg came, at $12.50 instead of $12.00: $112.50, tax at 8.875% $9.98, $122.48.
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${id}/receipts`), {
      lines: [
        {
          orderLineId: created.body.lines[0].id,
          expectedReceived: "0",
          quantity: "9",
          outcome: "short",
          unitPrice: "12.50",
        },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const received = await spendOf();
    expect(received.deliveriesIncluded).toBe(true);
    expect(received.supplier).toMatchObject({
      name: "Harbour Fish",
      amount: "122.48",
      awaitingInvoice: "122.48",
    });
    expect(
      toFixedDecimal(exact(received.totalPurchases).sub(exact(before.totalPurchases)), 2),
    ).toBe("122.48");
    expect(received.awaitingInvoice).toBe(
      toFixedDecimal(exact(before.awaitingInvoice).add(exact("122.48")), 2),
    );
    expect(received.bars).toContainEqual({ supplier: "Harbour Fish", amount: "122.48" });
    // The locations compared count spend before tax.
    const comparedReceived = await comparedSpend();
    expect(comparedReceived.fish).toBe("112.50");
    expect(toFixedDecimal(exact(comparedReceived.total).sub(exact(comparedBefore.total)), 2)).toBe(
      "112.50",
    );
    // A filter only invoices have leaves the delivery out, and says so.
    const pending = await spendOf("&status=pending");
    expect(pending.deliveriesIncluded).toBe(false);
    expect(pending.supplier).toMatchObject({ amount: "0.00", awaitingInvoice: "0.00" });

    // The invoice bills the order with a delivery charge: from now on it counts, never both.
    const invoice = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      locationId: kitchen.main.id,
      effectiveDate: received.period.to,
      orderIds: [id],
      lines: [
        {
          itemId: cod,
          description: "Cod loin",
          unit: "kg",
          quantity: "9",
          unitPrice: "12.50",
          taxRate: "8.875",
        },
        { description: "Delivery charge", quantity: "1", unitPrice: "5.00" },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body).toMatchObject({ totalExclTax: "117.50", totalInclTax: "127.48" });
    const invoiced = await spendOf();
    expect(invoiced.supplier).toMatchObject({ amount: "127.48", awaitingInvoice: "0.00" });
    expect(
      toFixedDecimal(exact(invoiced.totalPurchases).sub(exact(before.totalPurchases)), 2),
    ).toBe("127.48");
    expect(invoiced.transactions.rows.map((row: any) => row.totalInclTax)).toEqual(["127.48"]);
    const comparedInvoiced = await comparedSpend();
    expect(comparedInvoiced.fish).toBe("117.50");
    expect(toFixedDecimal(exact(comparedInvoiced.total).sub(exact(comparedBefore.total)), 2)).toBe(
      "117.50",
    );
  });
});
