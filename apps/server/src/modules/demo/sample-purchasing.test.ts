import { randomUUID } from "node:crypto";
import {
  invoiceInputSchema,
  orderInputSchema,
  paymentInputSchema,
  supplierInputSchema,
  supplierItemInputSchema,
  wasteInputSchema,
} from "@larder/contracts";
import { addDays, documentTotals, exact, sum, toFixedDecimal } from "@larder/domain";
import { describe, expect, it } from "vitest";
import {
  EARLIER_WASTE,
  EXTRA_SUPPLIER_ITEMS,
  PURCHASING_ROUTINE,
  SAMPLE_INVOICES,
  SAMPLE_ITEMS,
  SAMPLE_ORDERS,
  SAMPLE_SUPPLIERS,
} from "./sample-data";
import {
  basePerUnit,
  sampleDeliveries,
  sampleSupplierItems,
  supplierAddresses,
  supplierOf,
} from "./sample-purchasing";

// The demo's suppliers, orders, invoices and payments (sample-purchasing.json) as the API's forms
// would send them: every one is what the API accepts from a person (the contracts' input
// schemas), and every item a supplier sells, orders or invoices is one of sample-items.json, in
// its base unit or one of its packs.

const today = "2026-12-07";
const date = (daysAgo: number) => addDays(today, -daysAgo);
const ITEMS = new Map(SAMPLE_ITEMS.map((item) => [item.name, item]));
const ids = new Map<string, string>();
const idOf = (key: string) => {
  if (!ids.has(key)) ids.set(key, randomUUID());
  return ids.get(key)!;
};
const locationId = randomUUID();

/** Each order line as the order form sends it. */
const orderLines = (order: (typeof SAMPLE_ORDERS)[number]) =>
  order.lines.map((line) => ({
    itemId: idOf(`item:${line.item}`),
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: line.price,
    taxRate: line.taxRate ?? "0",
  }));

describe("the demo's suppliers (sample-purchasing.json)", () => {
  it("names suppliers the supplier form would send, once each, Fresh Farms first", () => {
    const keys = SAMPLE_SUPPLIERS.map((supplier) => supplier.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(SAMPLE_SUPPLIERS.map((supplier) => supplier.name)).size).toBe(keys.length);
    expect(SAMPLE_SUPPLIERS[0]!.name).toBe("Fresh Farms Produce");
    for (const supplier of SAMPLE_SUPPLIERS) {
      const sent = supplierInputSchema.safeParse({
        name: supplier.name,
        contactName: supplier.contactName,
        phone: supplier.phone,
        ...supplierAddresses(supplier),
        accountNumber: supplier.accountNumber,
        deliveryDays: supplier.deliveryDays,
        leadTimeDays: supplier.leadTimeDays,
        minimumOrder: supplier.minimumOrder,
        paymentTermsDays: supplier.terms,
      });
      expect(sent.error?.issues ?? [], supplier.name).toEqual([]);
    }
    expect(SAMPLE_SUPPLIERS.filter((supplier) => supplier.archivedDaysAgo !== undefined)).toEqual([
      expect.objectContaining({ name: "Valley Dairy Co-op" }),
    ]);
  });

  it("sells, orders and invoices only the kitchen's items, in units they are kept in", () => {
    const named = [
      ...SAMPLE_ORDERS.flatMap((order) =>
        order.lines.map((line) => ({ ...line, supplier: order.supplier })),
      ),
      ...EXTRA_SUPPLIER_ITEMS,
      ...sampleSupplierItems(),
    ];
    for (const { supplier, item, unit } of named) {
      expect(ITEMS.has(item), item).toBe(true);
      expect(() => basePerUnit(item, unit), `${item} in ${unit}`).not.toThrow();
      expect(() => supplierOf(supplier), supplier).not.toThrow();
    }
    for (const invoice of SAMPLE_INVOICES) {
      expect(() => supplierOf(invoice.supplier), invoice.supplier).not.toThrow();
      for (const item of Object.keys(invoice.prices ?? {})) {
        expect(ITEMS.has(item), item).toBe(true);
        expect(SAMPLE_ORDERS[invoice.order!]!.lines.map((line) => line.item)).toContain(item);
      }
    }
    for (const waste of EARLIER_WASTE.items) expect(ITEMS.has(waste.item), waste.item).toBe(true);
  });

  it("offers each item at the price the supplier item form would send", () => {
    for (const offer of sampleSupplierItems()) {
      const sent = supplierItemInputSchema.safeParse({
        itemId: idOf(`item:${offer.item}`),
        unit: offer.unit,
        price: offer.history.at(-1)!.price,
        preferred: true,
      });
      expect(sent.error?.issues ?? [], `${offer.supplier} ${offer.item}`).toEqual([]);
      expect(offer.history.map((point) => point.daysAgo)).toEqual(
        offer.history.map((point) => point.daysAgo).sort((a, b) => b - a),
      );
    }
  });
});

describe("the demo's orders, invoices and waste (sample-purchasing.json)", () => {
  it("places orders the order form would send: twelve received for $2,974.80 with tax", () => {
    for (const [index, order] of SAMPLE_ORDERS.entries()) {
      const sent = orderInputSchema.safeParse({
        supplierId: idOf(`supplier:${order.supplier}`),
        locationId,
        expectedOn: date(order.day - supplierOf(order.supplier).leadTimeDays),
        lines: orderLines(order),
      });
      expect(sent.error?.issues ?? [], `order ${index}`).toEqual([]);
      expect(order.day, `order ${index}`).toBeLessThanOrEqual(30);
    }
    const received = SAMPLE_ORDERS.filter((order) => order.status === "received");
    expect(received).toHaveLength(12);
    const spent = sum(received.map((order) => documentTotals(orderLines(order)).inclTax));
    expect(toFixedDecimal(spent, 2)).toBe("2974.80");
    // Each received order's delivery, and the earlier one of what it brought.
    const deliveries = sampleDeliveries();
    for (const delivery of deliveries) expect(ITEMS.has(delivery.item), delivery.item).toBe(true);
    expect(deliveries.filter((delivery) => delivery.order !== null)).toHaveLength(
      received.flatMap((order) => order.lines).length,
    );
  });

  it("bills with invoices the invoice form would send, each matching the order it bills", () => {
    for (const invoice of SAMPLE_INVOICES) {
      const order = invoice.order === undefined ? undefined : SAMPLE_ORDERS[invoice.order];
      const lines = (order ? orderLines(order) : []).map((line, position) => ({
        ...line,
        description: order!.lines[position]!.item,
        unitPrice: invoice.prices?.[order!.lines[position]!.item] ?? line.unitPrice,
        orderLineId: idOf(`line:${invoice.order}:${position}`),
      }));
      const label = invoice.number ?? `${invoice.supplier} of ${invoice.day} days ago`;
      const sent = invoiceInputSchema.safeParse({
        supplierId: idOf(`supplier:${invoice.supplier}`),
        number: invoice.number ?? "",
        buyerUserId: idOf(`person:${invoice.buyer}`),
        locationId,
        effectiveDate: date(invoice.day),
        dueDate: addDays(
          date(invoice.day),
          invoice.dueInDays ?? supplierOf(invoice.supplier).terms,
        ),
        orderIds: order ? [idOf(`order:${invoice.order}`)] : [],
        lines,
        totalExclTax: invoice.exclTax,
        totalInclTax: invoice.inclTax,
      });
      expect(sent.error?.issues ?? [], label).toEqual([]);
      if (order) {
        // It bills a received order of its supplier, and its totals are its lines'.
        expect(order.supplier, label).toBe(invoice.supplier);
        expect(order.status, label).toBe("received");
        const totals = documentTotals(lines);
        expect([totals.exclTax, totals.inclTax], label).toEqual([invoice.exclTax, invoice.inclTax]);
      }
      if (!invoice.paid) continue;
      const paidDaysAgo = Math.max(invoice.day - PURCHASING_ROUTINE.payments.daysAfterInvoice, 0);
      const payment = paymentInputSchema.safeParse({
        amount: invoice.paid === "all" ? invoice.inclTax : invoice.paid,
        paidOn: date(paidDaysAgo),
        method: PURCHASING_ROUTINE.payments.method,
        reference: `${PURCHASING_ROUTINE.payments.reference} ${invoice.number ?? "INV-2026-001"}`,
      });
      expect(payment.error?.issues ?? [], label).toEqual([]);
      if (invoice.paid !== "all")
        expect(exact(invoice.paid).compare(exact(invoice.inclTax)), label).toBeLessThan(0);
    }
    const numbers = SAMPLE_INVOICES.flatMap((invoice) => invoice.number ?? []);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("wasted earlier what the waste form would send", () => {
    for (const waste of EARLIER_WASTE.items) {
      const sent = wasteInputSchema.safeParse({
        itemId: idOf(`item:${waste.item}`),
        locationId,
        quantity: waste.quantity,
        unit: ITEMS.get(waste.item)!.unit,
        reason: waste.reason,
      });
      expect(sent.error?.issues ?? [], waste.item).toEqual([]);
    }
  });
});
