import { randomUUID } from "node:crypto";
import { addDays, documentNumber, exact, suggestAccountCategory, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import {
  basePerUnit,
  EARLIER_DELIVERY_DAY,
  EXTRA_SUPPLIER_ITEMS,
  SAMPLE_INVOICES,
  SAMPLE_ORDERS,
  SAMPLE_SUPPLIERS,
  sampleDeliveries,
} from "./sample-purchasing";
import { SAMPLE_ITEMS } from "./sample-data";

/** Each demo item's category, from which its invoice lines are booked as the app suggests. */
const CATEGORY_OF = new Map(SAMPLE_ITEMS.map((item) => [item.name, item.category]));

/** The stock movement and receipt each delivered line became, by "receipt:line". */
export type Delivered = Map<string, { receiptId: string; movementId: string }>;

export interface DemoPurchasingContext {
  workspaceId: string;
  main: { id: string; timeZone: string };
  /** The bistro's date today (YYYY-MM-DD), the same as the inventory seed's. */
  today: string;
  itemIds: Map<string, string>;
  delivered: Delivered;
  people: { manager: { id: string; name: string }; chef: { id: string; name: string } };
}

/**
 * A column of a seeded row: its SQL type, or "local" for a local date and time at the bistro
 * ("2026-11-20 10:00"), written as the instant it was there and never later than now.
 */
type Columns = Record<string, string>;

async function insertRows(
  tx: Executor,
  context: DemoPurchasingContext,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const value = (name: string) =>
    columns[name] === "local"
      ? `case when x.${name} is not null then least(now(), x.${name}::timestamp at time zone $3) end`
      : `x.${name}`;
  const type = (name: string) => (columns[name] === "local" ? "text" : columns[name]);
  await tx.query(
    `insert into ${table} (workspace_id, ${names.join(", ")})
     select $1, ${names.map(value).join(", ")}
       from jsonb_to_recordset($2::jsonb) as x(${names.map((name) => `${name} ${type(name)}`).join(", ")})`,
    [
      context.workspaceId,
      JSON.stringify(rows),
      ...(names.some((name) => columns[name] === "local") ? [context.main.timeZone] : []),
    ],
  );
}

/**
 * Writes the demo kitchen's suppliers, what they sell and their price history, its purchase
 * orders, the deliveries behind the stock the inventory seed received (`delivered`), the
 * invoices and their payments, as docs/demo-data.md describes.
 */
export async function seedDemoPurchasing(
  tx: Executor,
  context: DemoPurchasingContext,
): Promise<void> {
  const { main, itemIds, delivered, people, today } = context;
  const item = (name: string) => {
    const id = itemIds.get(name);
    if (!id) throw new Error(`The demo has no item ${name}`);
    return id;
  };
  const date = (daysAgo: number) => addDays(today, -daysAgo);
  const at = (daysAgo: number, hour: number) =>
    `${date(daysAgo)} ${String(hour).padStart(2, "0")}:00`;

  // Suppliers.
  const supplierIds = new Map(SAMPLE_SUPPLIERS.map((supplier) => [supplier.key, randomUUID()]));
  const supplierOf = (key: string) => SAMPLE_SUPPLIERS.find((supplier) => supplier.key === key)!;
  await insertRows(
    tx,
    context,
    "suppliers",
    {
      id: "uuid",
      name: "text",
      contact_name: "text",
      phone: "text",
      email: "text",
      ordering_email: "text",
      account_number: "text",
      delivery_days: "integer[]",
      lead_time_days: "integer",
      minimum_order: "numeric",
      payment_terms_days: "integer",
      archived_at: "local",
      created_at: "local",
    },
    SAMPLE_SUPPLIERS.map((supplier) => ({
      id: supplierIds.get(supplier.key),
      name: supplier.name,
      contact_name: supplier.contactName,
      phone: supplier.phone,
      email: `${supplier.contactName.split(" ")[0]!.toLowerCase()}@${supplier.domain}`,
      ordering_email: `orders@${supplier.domain}`,
      account_number: supplier.accountNumber,
      delivery_days: supplier.deliveryDays,
      lead_time_days: supplier.leadTimeDays,
      minimum_order: supplier.minimumOrder,
      payment_terms_days: supplier.terms,
      archived_at: supplier.archived ? at(40, 11) : null,
      created_at: at(120, 9),
    })),
  );

  // What each supplier sells, and every price it has had: the earlier delivery's, the price of
  // the order, and a price an invoice charged.
  interface PricePoint {
    price: string;
    source: "manual" | "receipt" | "invoice";
    at: string;
  }
  const supplierItems = new Map<
    string,
    { id: string; supplier: string; item: string; unit: string; history: PricePoint[] }
  >();
  const supplierItem = (supplier: string, itemName: string, unit: string) => {
    const key = `${supplier}:${itemName}:${unit}`;
    let found = supplierItems.get(key);
    if (!found) {
      found = { id: randomUUID(), supplier, item: itemName, unit, history: [] };
      supplierItems.set(key, found);
    }
    return found;
  };
  const ordersOldestFirst = [...SAMPLE_ORDERS.entries()].sort((a, b) => b[1].day - a[1].day);
  for (const [, order] of ordersOldestFirst)
    for (const line of order.lines) {
      const sold = supplierItem(order.supplier, line.item, line.unit);
      if (line.earlierPrice && sold.history.length === 0)
        sold.history.push({
          price: toDecimal(exact(line.earlierPrice).mul(basePerUnit(line.item, line.unit)), 4),
          source: "receipt",
          at: at(EARLIER_DELIVERY_DAY, 7),
        });
      sold.history.push({ price: line.price, source: "manual", at: at(order.day, 9) });
    }
  for (const extra of EXTRA_SUPPLIER_ITEMS)
    supplierItem(extra.supplier, extra.item, extra.unit).history.push({
      price: extra.price,
      source: "manual",
      at: at(90, 9),
    });
  for (const invoice of SAMPLE_INVOICES) {
    if (invoice.order === undefined || !invoice.prices) continue;
    const order = SAMPLE_ORDERS[invoice.order]!;
    for (const line of order.lines) {
      const charged = invoice.prices[line.item];
      if (charged)
        supplierItem(order.supplier, line.item, line.unit).history.push({
          price: charged,
          source: "invoice",
          at: at(invoice.day, 12),
        });
    }
  }
  const skuCounters = new Map<string, number>();
  const sold = [...supplierItems.values()];
  await insertRows(
    tx,
    context,
    "supplier_items",
    {
      id: "uuid",
      supplier_id: "uuid",
      item_id: "uuid",
      sku: "text",
      unit: "text",
      price: "numeric",
      preferred: "boolean",
      created_at: "local",
    },
    sold.map((entry) => {
      const count = (skuCounters.get(entry.supplier) ?? 0) + 1;
      skuCounters.set(entry.supplier, count);
      return {
        id: entry.id,
        supplier_id: supplierIds.get(entry.supplier),
        item_id: item(entry.item),
        sku: `${entry.supplier.slice(0, 2).toUpperCase()}-${1000 + count * 7}`,
        unit: entry.unit,
        price: entry.history.at(-1)!.price,
        preferred: true,
        created_at: entry.history[0]!.at,
      };
    }),
  );
  await insertRows(
    tx,
    context,
    "price_history",
    {
      supplier_item_id: "uuid",
      price: "numeric",
      source: "text",
      recorded_at: "local",
      user_id: "uuid",
    },
    sold.flatMap((entry) =>
      entry.history.map((point) => ({
        supplier_item_id: entry.id,
        price: point.price,
        source: point.source,
        recorded_at: point.at,
        user_id: people.manager.id,
      })),
    ),
  );

  // Purchase orders, numbered in the order they were placed, year by year.
  const counters = new Map<string, number>();
  const next = (kind: "PO" | "INV", on: string) => {
    const year = Number(on.slice(0, 4));
    const sequence = (counters.get(`${kind}:${year}`) ?? 0) + 1;
    counters.set(`${kind}:${year}`, sequence);
    return documentNumber(kind, year, sequence);
  };
  const orderIds = SAMPLE_ORDERS.map(() => randomUUID());
  const lineIds = SAMPLE_ORDERS.map((order) => order.lines.map(() => randomUUID()));
  const numbers = new Map<number, string>();
  for (const [index, order] of ordersOldestFirst) numbers.set(index, next("PO", date(order.day)));
  await insertRows(
    tx,
    context,
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
        created_by: people.manager.id,
        created_at: at(order.day, 10),
        sent_at: sent ? at(order.day, 11) : null,
        sent_to: sent ? `orders@${supplier.domain}` : null,
        received_at: order.status === "received" ? at(order.day - 1, 7) : null,
      };
    }),
  );
  await insertRows(
    tx,
    context,
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
        item_id: item(line.item),
        supplier_item_id: supplierItem(order.supplier, line.item, line.unit).id,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.price,
        tax_rate: line.taxRate ?? "0",
        received_quantity: order.status === "received" ? line.quantity : "0",
        base_per_unit: basePerUnit(line.item, line.unit),
      })),
    ),
  );
  await tx.query(
    `insert into document_counters (workspace_id, kind, year, last)
     select $1, x.kind, x.year, x.last from jsonb_to_recordset($2::jsonb) as x(kind text, year int, last int)`,
    [
      context.workspaceId,
      JSON.stringify(
        [...counters].map(([key, last]) => ({
          kind: key.split(":")[0],
          year: Number(key.split(":")[1]),
          last,
        })),
      ),
    ],
  );

  // The deliveries behind the received orders and the earlier ones, tied to the stock
  // movements the inventory seed wrote for them.
  const deliveries = sampleDeliveries();
  const receipts = new Map<string, (typeof deliveries)[number]>();
  for (const delivery of deliveries)
    if (!receipts.has(delivery.receipt)) receipts.set(delivery.receipt, delivery);
  const link = (receipt: string, line: number) => {
    const found = delivered.get(`${receipt}:${line}`);
    if (!found) throw new Error(`No stock movement for delivery ${receipt}:${line}`);
    return found;
  };
  await insertRows(
    tx,
    context,
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
      received_at: at(delivery.daysAgo, 7),
      received_by: people.chef.id,
    })),
  );
  await insertRows(
    tx,
    context,
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
        item_id: item(delivery.item),
        unit: delivery.unit,
        quantity: delivery.quantity,
        unit_price: delivery.unitPrice,
        outcome: "received",
        movement_id: movementId,
      };
    }),
  );

  // Invoices: the supplier's number, or Larder's INV-YYYY-NNN in the order they were entered.
  const invoicesOldestFirst = [...SAMPLE_INVOICES.entries()].sort((a, b) => b[1].day - a[1].day);
  const invoiceNumbers = new Map<number, string>();
  for (const [index, invoice] of invoicesOldestFirst)
    invoiceNumbers.set(index, invoice.number ?? next("INV", date(invoice.day)));
  const invoiceIds = SAMPLE_INVOICES.map(() => randomUUID());
  await insertRows(
    tx,
    context,
    "invoices",
    {
      id: "uuid",
      number: "text",
      supplier_id: "uuid",
      location_id: "uuid",
      buyer_user_id: "uuid",
      buyer_name: "text",
      effective_date: "date",
      due_date: "date",
      total_excl_tax: "numeric",
      total_incl_tax: "numeric",
      created_by: "uuid",
      created_at: "local",
    },
    SAMPLE_INVOICES.map((invoice, index) => {
      const buyer = people[invoice.buyer];
      return {
        id: invoiceIds[index],
        number: invoiceNumbers.get(index),
        supplier_id: supplierIds.get(invoice.supplier),
        location_id: main.id,
        buyer_user_id: buyer.id,
        buyer_name: buyer.name,
        effective_date: date(invoice.day),
        due_date: addDays(
          date(invoice.day),
          invoice.dueInDays ?? supplierOf(invoice.supplier).terms,
        ),
        total_excl_tax: invoice.exclTax,
        total_incl_tax: invoice.inclTax,
        created_by: buyer.id,
        created_at: at(invoice.day, 15),
      };
    }),
  );
  const billing = [...SAMPLE_INVOICES.entries()].filter(
    (entry): entry is [number, (typeof SAMPLE_INVOICES)[number] & { order: number }] =>
      entry[1].order !== undefined,
  );
  await insertRows(
    tx,
    context,
    "invoice_orders",
    { invoice_id: "uuid", order_id: "uuid" },
    billing.map(([index, invoice]) => ({
      invoice_id: invoiceIds[index],
      order_id: orderIds[invoice.order],
    })),
  );
  await insertRows(
    tx,
    context,
    "invoice_lines",
    {
      invoice_id: "uuid",
      position: "integer",
      item_id: "uuid",
      description: "text",
      unit: "text",
      quantity: "numeric",
      unit_price: "numeric",
      tax_rate: "numeric",
      order_line_id: "uuid",
      account_category: "text",
    },
    billing.flatMap(([index, invoice]) =>
      SAMPLE_ORDERS[invoice.order]!.lines.map((line, position) => ({
        invoice_id: invoiceIds[index],
        position,
        item_id: item(line.item),
        description: line.item,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: invoice.prices?.[line.item] ?? line.price,
        tax_rate: line.taxRate ?? "0",
        order_line_id: lineIds[invoice.order]![position],
        account_category: suggestAccountCategory(CATEGORY_OF.get(line.item) ?? null, line.item),
      })),
    ),
  );
  await insertRows(
    tx,
    context,
    "payments",
    {
      invoice_id: "uuid",
      amount: "numeric",
      paid_on: "date",
      method: "text",
      reference: "text",
      recorded_by: "uuid",
      recorded_at: "local",
    },
    SAMPLE_INVOICES.flatMap((invoice, index) => {
      if (!invoice.paid) return [];
      const paidDaysAgo = Math.max(invoice.day - 1, 0);
      return [
        {
          invoice_id: invoiceIds[index],
          amount: invoice.paid === "all" ? invoice.inclTax : invoice.paid,
          paid_on: date(paidDaysAgo),
          method: "bank_transfer",
          reference: `ACH ${invoiceNumbers.get(index)}`,
          recorded_by: people.manager.id,
          recorded_at: at(paidDaysAgo, 16),
        },
      ];
    }),
  );

  // The invoice numbers too: the next invoice the visitor enters continues the sample's.
  for (const [key, last] of counters) {
    const [kind, year] = key.split(":");
    await tx.query(
      `insert into document_counters (workspace_id, kind, year, last) values ($1, $2, $3, $4)
       on conflict (workspace_id, kind, year) do update set last = excluded.last`,
      [context.workspaceId, kind, Number(year), last],
    );
  }
}
