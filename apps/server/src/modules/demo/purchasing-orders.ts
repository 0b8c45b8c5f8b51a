import type { PurchasingSeed } from "./purchasing-seed";
import { PURCHASING_ROUTINE, SAMPLE_ORDERS } from "./sample-data";
import {
  basePerUnit,
  oldestFirst,
  sampleDeliveries,
  supplierAddresses,
  supplierOf,
} from "./sample-purchasing";

const { hours } = PURCHASING_ROUTINE;

/**
 * The purchase orders and their lines, numbered in the order they were placed, year by year:
 * sent the hour after they were made, received the morning after (docs/demo-data.md).
 */
export async function seedOrders(seed: PurchasingSeed): Promise<void> {
  const { at, date, orderIds, lineIds, supplierIds } = seed;
  const { main, people } = seed.context;
  const buyer = people[PURCHASING_ROUTINE.people.orders];
  const numbers = new Map<number, string>();
  for (const [index, order] of oldestFirst(SAMPLE_ORDERS))
    numbers.set(index, seed.next("PO", date(order.day)));
  await seed.insert(
    "purchase_orders",
    {
      id: "uuid",
      number: "text",
      supplier_id: "uuid",
      location_id: "uuid",
      status: "text",
      expected_on: "date",
      created_by: "uuid",
      created_at: "local",
      sent_at: "local",
      sent_to: "text",
      received_at: "local",
    },
    SAMPLE_ORDERS.map((order, index) => {
      const supplier = supplierOf(order.supplier);
      const sent = order.status !== "draft";
      return {
        id: orderIds[index],
        number: numbers.get(index),
        supplier_id: supplierIds.get(order.supplier),
        location_id: main.id,
        status: order.status,
        expected_on: date(order.day - supplier.leadTimeDays),
        created_by: buyer.id,
        created_at: at(order.day, hours.ordered),
        sent_at: sent ? at(order.day, hours.sent) : null,
        sent_to: sent ? supplierAddresses(supplier).orderingEmail : null,
        received_at: order.status === "received" ? at(order.day - 1, hours.delivered) : null,
      };
    }),
  );
  await seed.insert(
    "purchase_order_lines",
    {
      id: "uuid",
      order_id: "uuid",
      position: "integer",
      item_id: "uuid",
      supplier_item_id: "uuid",
      unit: "text",
      quantity: "numeric",
      unit_price: "numeric",
      tax_rate: "numeric",
      received_quantity: "numeric",
      base_per_unit: "numeric",
    },
    SAMPLE_ORDERS.flatMap((order, index) =>
      order.lines.map((line, position) => ({
        id: lineIds[index]![position],
        order_id: orderIds[index],
        position,
        item_id: seed.item(line.item),
        supplier_item_id: seed.offer(order.supplier, line.item, line.unit),
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.price,
        tax_rate: line.taxRate ?? "0",
        received_quantity: order.status === "received" ? line.quantity : "0",
        base_per_unit: basePerUnit(line.item, line.unit),
      })),
    ),
  );
}

/**
 * The deliveries behind the received orders and the earlier ones (sampleDeliveries), tied to
 * the stock movements the inventory seed wrote for them.
 */
export async function seedReceipts(seed: PurchasingSeed): Promise<void> {
  const { at, orderIds, lineIds, supplierIds } = seed;
  const { main, people, delivered } = seed.context;
  const receiver = people[PURCHASING_ROUTINE.people.receipts];
  const deliveries = sampleDeliveries();
  const receipts = new Map<string, (typeof deliveries)[number]>();
  for (const delivery of deliveries)
    if (!receipts.has(delivery.receipt)) receipts.set(delivery.receipt, delivery);
  const link = (receipt: string, line: number) => {
    const found = delivered.get(`${receipt}:${line}`);
    if (!found) throw new Error(`No stock movement for delivery ${receipt}:${line}`);
    return found;
  };
  await seed.insert(
    "receipts",
    {
      id: "uuid",
      order_id: "uuid",
      supplier_id: "uuid",
      location_id: "uuid",
      received_at: "local",
      received_by: "uuid",
    },
    [...receipts.values()].map((delivery) => ({
      id: link(delivery.receipt, delivery.line).receiptId,
      order_id: delivery.order === null ? null : orderIds[delivery.order],
      supplier_id: supplierIds.get(delivery.supplier),
      location_id: main.id,
      received_at: at(delivery.daysAgo, hours.delivered),
      received_by: receiver.id,
    })),
  );
  await seed.insert(
    "receipt_lines",
    {
      receipt_id: "uuid",
      order_line_id: "uuid",
      item_id: "uuid",
      unit: "text",
      quantity: "numeric",
      unit_price: "numeric",
      outcome: "text",
      movement_id: "uuid",
    },
    deliveries.map((delivery) => {
      const { receiptId, movementId } = link(delivery.receipt, delivery.line);
      return {
        receipt_id: receiptId,
        order_line_id: delivery.order === null ? null : lineIds[delivery.order]![delivery.line],
        item_id: seed.item(delivery.item),
        unit: delivery.unit,
        quantity: delivery.quantity,
        unit_price: delivery.unitPrice,
        outcome: "received",
        movement_id: movementId,
      };
    }),
  );
}
