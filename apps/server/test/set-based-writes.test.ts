/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
// Receiving and invoice entry write set by set (decision 0047): a delivery or an invoice of
// twelve lines takes the same number of statements as one of two, each kind of row written
// together. Counted at the service, on
// an executor that passes every statement to the transaction and counts it.
import { invoiceInputSchema } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { memberOf } from "../src/core/member";
import type { Executor } from "../src/db/database";
import { withTenant } from "../src/db/tenant";
import { createInvoice } from "../src/modules/invoices/service";
import { receiveOrder } from "../src/modules/purchasing/receiving";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

const context = useServerWithMailbox();

/** A sent order of `lines` items from one supplier, each listed by it at $10 a kg. */
async function orderOf(kitchen: Kitchen, lines: number) {
  const supplierId = await addSupplier(kitchen, `Supplier of ${lines}`);
  const itemIds: string[] = [];
  for (let n = 0; n < lines; n += 1) {
    const itemId = await addItem(kitchen, { name: `Line ${n} of ${lines}`, baseUnit: "kg" });
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit: "kg",
      price: "10",
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    itemIds.push(itemId);
  }
  const draft = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.main.id,
    lines: itemIds.map((itemId) => ({ itemId, unit: "kg", quantity: "4", unitPrice: "10" })),
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const sent = await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/send`), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

/** Runs `work` in the owner's tenant transaction, counting the statements it sends. */
async function counted<T>(kitchen: Kitchen, work: (tx: Executor, member: any) => Promise<T>) {
  const ownerId = (await kitchen.owner.session()).body.user.id as string;
  let statements = 0;
  const result = await withTenant(
    context.server.db,
    { workspaceId: kitchen.workspaceId, userId: ownerId },
    async (tx) => {
      const member = await memberOf(tx, kitchen.workspaceId, ownerId);
      const counting: Executor = {
        kind: tx.kind,
        query: (text, params) => {
          statements += 1;
          return tx.query(text, params);
        },
      };
      return work(counting, { ...member!, name: "Owner", ip: "203.0.113.9", userAgent: "test" });
    },
  );
  return { result, statements };
}

describe("a delivery received against an order", () => {
  it("takes the same statements for twelve lines as for two: prices, movements, lines and credits", async () => {
    const kitchen = await buildKitchen(context.server, context.mailbox);
    const receive = async (lines: number) => {
      const order = await orderOf(kitchen, lines);
      // Every other line comes short; every line at a new price, 30% up (an alert each).
      const { result, statements } = await counted(kitchen, (tx, member) =>
        receiveOrder(tx, member, order.id, {
          requestKey: undefined,
          note: "",
          lines: order.lines.map((line: any, index: number) => ({
            orderLineId: line.id,
            expectedReceived: "0",
            quantity: index % 2 === 0 ? "4" : "3",
            outcome: index % 2 === 0 ? "received" : "short",
            unitPrice: "13",
            note: "",
            photoId: null,
            substituteItemId: null,
          })),
        } as any),
      );
      return { order, receipt: result, statements };
    };
    const two = await receive(2);
    const twelve = await receive(12);
    expect(twelve.statements).toBe(two.statements);

    // And it wrote what the lines say: a movement and a line each, a credit for the short ones,
    // the new price and its history and alert for every item.
    expect(twelve.receipt.lines).toHaveLength(12);
    const written = await withTenant(
      context.server.db,
      { workspaceId: kitchen.workspaceId },
      async (tx) => {
        const { rows } = await tx.query<{
          movements: number;
          credits: number;
          history: number;
          alerts: number;
        }>(
          `select (select count(*)::int from stock_movements
                    where source_type = 'receipt' and source_id = $3) as movements,
                  (select count(*)::int from credit_request_lines l
                     join credit_requests c on c.workspace_id = l.workspace_id
                                           and c.id = l.credit_request_id
                    where c.order_id = $2) as credits,
                  (select count(*)::int from price_history h
                     join purchase_order_lines l on l.workspace_id = h.workspace_id
                                                and l.supplier_item_id = h.supplier_item_id
                    where l.order_id = $2 and h.source = 'receipt') as history,
                  (select count(distinct item_id)::int from notifications
                    where workspace_id = $1 and kind = 'price_rise'
                      and item_id in (select item_id from purchase_order_lines
                                       where order_id = $2)) as alerts`,
          [kitchen.workspaceId, twelve.order.id, twelve.receipt.id],
        );
        return rows[0]!;
      },
    );
    // Short lines owe for what did not come and for the price charged above the one agreed.
    expect(written.movements).toBe(12);
    expect(written.credits).toBeGreaterThanOrEqual(6);
    expect(written.history).toBe(12);
    expect(written.alerts).toBe(12);
    const stock = await kitchen.owner.get(kitchen.path(`/orders/${twelve.order.id}`));
    expect(stock.body.status).toBe("received");
  }, 120_000);
});

describe("an invoice entered against an order", () => {
  it("takes the same statements for twelve lines as for two: lines, prices, history and alerts", async () => {
    const kitchen = await buildKitchen(context.server, context.mailbox);
    const enter = async (lines: number) => {
      const order = await orderOf(kitchen, lines);
      // Half the lines name their order line; the others are matched to it by item.
      const input = invoiceInputSchema.parse({
        supplierId: order.supplierId,
        number: `INV-${lines}`,
        effectiveDate: "2026-12-01",
        locationId: kitchen.main.id,
        orderIds: [order.id],
        lines: order.lines.map((line: any, index: number) => ({
          itemId: line.itemId,
          orderLineId: index % 2 === 0 ? line.id : null,
          description: `Line ${index}`,
          unit: "kg",
          quantity: "4",
          unitPrice: "12.5",
          taxRate: "0",
        })),
      });
      const { result, statements } = await counted(kitchen, (tx, member) =>
        createInvoice(tx, member, input),
      );
      return { order, invoiceId: result, statements };
    };
    const two = await enter(2);
    const twelve = await enter(12);
    expect(twelve.statements).toBe(two.statements);

    const invoice = await kitchen.owner.get(kitchen.path(`/invoices/${twelve.invoiceId}`));
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body.lines).toHaveLength(12);
    // Every line billed its order line, named or matched by its item.
    expect(invoice.body.lines.every((line: any) => line.orderLineId)).toBe(true);
    const prices = await kitchen.owner.get(
      kitchen.path(`/suppliers/${twelve.order.supplierId}/items`),
    );
    expect(prices.body.map((item: any) => item.price)).toEqual(Array(12).fill("12.5"));
  }, 120_000);
});
