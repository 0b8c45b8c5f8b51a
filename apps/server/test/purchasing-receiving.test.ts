/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { useServerWithMailbox } from "./helpers";
import { addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";
import { addSupplier, addTomatoes, sentOrder } from "./purchasing-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

describe("receiving", () => {
  it("keeps a delivery without an order with its supplier, at their price, and learns a new one", async () => {
    const supplierId = await addSupplier(kitchen, "Walk-in Farms");
    const itemId = await addTomatoes(kitchen);
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit: "case",
      price: "20",
    });
    expect(listed.status).toBe(201);
    const receive = (extra: Record<string, unknown>) =>
      kitchen.owner.post(kitchen.path("/stock/receipts"), {
        itemId,
        locationId: kitchen.main.id,
        quantity: "2",
        unit: "case",
        supplierId,
        ...extra,
      });
    // No price typed: the supplier's $20 a case, $2 a kilo.
    const first = await receive({});
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.movements[0].unitCost).toBe("2");
    // A price typed: $22 a case becomes their price, kept in its history.
    expect((await receive({ unitCost: "22" })).status).toBe(201);
    const prices = await kitchen.owner.get(
      kitchen.path(`/supplier-items/${listed.body.id}/prices`),
    );
    expect(prices.body.map((p: any) => [p.price, p.source])).toEqual([
      ["22", "receipt"],
      ["20", "manual"],
    ]);
    const lines = await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query<{ quantity: string; unit_price: string }>(
        `select l.quantity::text, l.unit_price::text from receipt_lines l
           join receipts r on r.workspace_id = l.workspace_id and r.id = l.receipt_id
          where r.supplier_id = $1 and r.order_id is null order by l.unit_price`,
        [supplierId],
      ),
    );
    expect(lines.rows.map((row) => [Number(row.quantity), Number(row.unit_price)])).toEqual([
      [2, 20],
      [2, 22],
    ]);
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("45");

    expect(
      (await kitchen.owner.patch(kitchen.path(`/suppliers/${supplierId}`), { archived: true }))
        .status,
    ).toBe(200);
    const refused = await receive({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Walk-in Farms is archived. Restore it to receive from it.");
  });

  it("never counts a line twice when two people receive the same order at once", async () => {
    const supplierId = await addSupplier(kitchen, "Harbor Fish");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId);
    const porter = await addMember(kitchen, "purchasing");
    const body = {
      lines: [
        {
          orderLineId: order.lines[0].id,
          expectedReceived: "0",
          quantity: "3",
          outcome: "received",
        },
      ],
    };
    const replies = await Promise.all([
      kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), body),
      porter.post(kitchen.path(`/orders/${order.id}/receipts`), body),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    // Whichever came second finds the line received, or the order changed under it.
    expect(refused.body.message).toMatch(/already fully received|while you were checking it/);
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("35");
  });

  it("keeps a partly received order open until the last of every line has come", async () => {
    const supplierId = await addSupplier(kitchen, "Partial Produce");
    const [romas, cherries] = [await addTomatoes(kitchen), await addTomatoes(kitchen)];
    const created = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [
        { itemId: romas, unit: "case", quantity: "0.8", unitPrice: "24" },
        { itemId: cherries, unit: "case", quantity: "2", unitPrice: "30" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await kitchen.owner.post(kitchen.path(`/orders/${id}/send`), {})).status).toBe(200);
    const [first, second] = created.body.lines;
    const order = async () => (await kitchen.owner.get(kitchen.path(`/orders/${id}`))).body;
    const receive = (lines: Record<string, string>[]) =>
      kitchen.owner.post(kitchen.path(`/orders/${id}/receipts`), {
        lines: lines.map((line) => ({ outcome: "received", ...line })),
      });

    // Both cases of cherries and 0.7 of 0.8 cases of romas: one line is complete, the order is not.
    const partly = await receive([
      { orderLineId: first.id, expectedReceived: "0", quantity: "0.7" },
      { orderLineId: second.id, expectedReceived: "0", quantity: "2" },
    ]);
    expect(partly.status, JSON.stringify(partly.body)).toBe(201);
    let now = await order();
    expect(now).toMatchObject({ status: "partially_received", receivedAt: null });
    expect(now.lines.map((line: any) => [line.receivedQuantity, line.remaining])).toEqual([
      ["0.7", "0.1"],
      ["2", "0"],
    ]);
    const open = (
      await kitchen.owner.get(kitchen.path(`/orders?status=open&supplierId=${supplierId}`))
    ).body.orders;
    expect(open.map((o: any) => o.id)).toEqual([id]);
    expect(await onHand(kitchen, romas, kitchen.main.id)).toBe("12");

    // The last 0.1 case: 0.7 + 0.1 is all of 0.8 (as decimals; binary floats fall short).
    const rest = await receive([
      { orderLineId: first.id, expectedReceived: "0.7", quantity: "0.1" },
    ]);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    now = await order();
    expect(now.status).toBe("received");
    expect(now.receivedAt).not.toBeNull();
    expect(now.lines.map((line: any) => line.remaining)).toEqual(["0", "0"]);
    const more = await receive([
      { orderLineId: first.id, expectedReceived: "0.8", quantity: "0.1" },
    ]);
    expect([more.status, more.body.message]).toEqual([
      409,
      `${now.number} is already fully received.`,
    ]);
  });

  it("refuses a delivery checked against the order as it was before someone else received", async () => {
    const supplierId = await addSupplier(kitchen, "Stale Farms");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId);
    const porter = await addMember(kitchen, "purchasing");
    const line = order.lines[0];
    // The porter opens the order and sees nothing received yet.
    const seen = (await porter.get(kitchen.path(`/orders/${order.id}`))).body.lines[0];
    expect(seen.receivedQuantity).toBe("0");

    // Meanwhile the chef receives one case: the order stays open for the other two.
    const first = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [{ orderLineId: line.id, expectedReceived: "0", quantity: "1", outcome: "received" }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    // The porter's delivery was checked against "nothing received": refused, not counted twice.
    const stale = await porter.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        {
          orderLineId: line.id,
          expectedReceived: seen.receivedQuantity,
          quantity: "1",
          outcome: "received",
        },
      ],
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toEqual({
      error: "received_meanwhile",
      message: `Someone received ${order.number} while you were checking it. Reload the order to see what has come, then receive what is left.`,
    });
    const after = (await porter.get(kitchen.path(`/orders/${order.id}`))).body;
    expect(after.status).toBe("partially_received");
    expect(after.lines[0]).toMatchObject({ receivedQuantity: "1", remaining: "2" });
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("15");

    // Reloaded, the porter receives what is left.
    const fresh = await porter.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [{ orderLineId: line.id, expectedReceived: "1", quantity: "2", outcome: "received" }],
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect((await porter.get(kitchen.path(`/orders/${order.id}`))).body.status).toBe("received");
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("35");
  });

  it("refuses a line marked short whose quantity is not below what is to come", async () => {
    const supplierId = await addSupplier(kitchen, "Short Shipments");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId, "3");
    const receive = (quantity: string, expectedReceived = "0") =>
      kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
        lines: [{ orderLineId: order.lines[0].id, expectedReceived, quantity, outcome: "short" }],
      });
    for (const quantity of ["3", "4"]) {
      const refused = await receive(quantity);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `${(await kitchen.owner.get(kitchen.path(`/items/${itemId}`))).body.name} is marked Short, but ${quantity} case is not less than the 3 case to come: enter how much came, or choose Received.`,
      );
    }
    // Nothing was written by the refusals.
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("5");
    const short = await receive("2.5");
    expect(short.status, JSON.stringify(short.body)).toBe(201);
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("30");
    expect((await kitchen.owner.get(kitchen.path(`/orders/${order.id}`))).body.status).toBe(
      "received",
    );
  });
});
