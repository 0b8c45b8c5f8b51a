import { exact, toDecimal } from "@larder/domain";
import {
  EXTRA_SUPPLIER_ITEMS,
  PURCHASING_ROUTINE,
  SAMPLE_INVOICES,
  SAMPLE_ITEMS,
  SAMPLE_ORDERS,
  SAMPLE_SUPPLIERS,
  type SampleSupplier,
} from "./sample-data";

/**
 * What the demo kitchen's suppliers, orders, deliveries and invoices (sample-purchasing.json,
 * read by sample-data.ts) come to: the deliveries behind the orders and the price history of
 * what each supplier sells. Days are counted back from today; prices are per the line's unit.
 */

/** Records in the order they were entered: the oldest first, as they were placed. */
export function oldestFirst<T extends { day: number }>(records: readonly T[]): [number, T][] {
  return [...records.entries()].sort((a, b) => b[1].day - a[1].day);
}

/** A supplier of sample-purchasing.json, by its key. */
export function supplierOf(key: string): SampleSupplier {
  const supplier = SAMPLE_SUPPLIERS.find((candidate) => candidate.key === key);
  if (!supplier) throw new Error(`No sample supplier ${key}`);
  return supplier;
}

/** Where a supplier is written to: its contact (first name at its domain), and for orders. */
export const supplierAddresses = (supplier: SampleSupplier) => ({
  email: `${supplier.contactName.split(" ")[0]!.toLowerCase()}@${supplier.domain}`,
  orderingEmail: `orders@${supplier.domain}`,
});

/** How many of an item's base unit one `unit` of it is: 1 for the base unit, else its pack. */
export function basePerUnit(itemName: string, unit: string): string {
  const item = SAMPLE_ITEMS.find((candidate) => candidate.name === itemName);
  if (!item) throw new Error(`No sample item ${itemName}`);
  if (unit === item.unit) return "1";
  const pack = item.packs?.find((candidate) => candidate.name === unit);
  if (!pack || pack.unit !== item.unit)
    throw new Error(`${itemName} has no ${unit} in ${item.unit}`);
  return pack.quantity;
}

/** An earlier price per base unit, as the price of one `unit`. */
const earlierUnitPrice = (earlierPrice: string, perUnit: string) =>
  toDecimal(exact(earlierPrice).mul(perUnit), 4);

export interface SampleDelivery {
  /** "order-3": the delivery of SAMPLE_ORDERS[3]; "earlier-3": the same items, earlier. */
  receipt: string;
  order: number | null;
  supplier: string;
  /** The line's index in its order. */
  line: number;
  item: string;
  daysAgo: number;
  unit: string;
  /** In `unit`. */
  quantity: string;
  /** Per `unit`. */
  unitPrice: string;
  basePerUnit: string;
}

/**
 * Every delivery behind the orders: each received order came the day after it was placed, and
 * what it brought had come from the same supplier 70 days ago, without an order, at the earlier
 * price (which is what the dashboard's savings compare with).
 */
export function sampleDeliveries(): SampleDelivery[] {
  const deliveries: SampleDelivery[] = [];
  for (const [index, order] of SAMPLE_ORDERS.entries()) {
    if (order.status !== "received") continue;
    for (const [line, sample] of order.lines.entries()) {
      const perUnit = basePerUnit(sample.item, sample.unit);
      const common = { order: index, supplier: order.supplier, line, item: sample.item };
      deliveries.push({
        ...common,
        receipt: `order-${index}`,
        daysAgo: order.day - 1,
        unit: sample.unit,
        quantity: sample.quantity,
        unitPrice: sample.price,
        basePerUnit: perUnit,
      });
      if (sample.earlierPrice)
        deliveries.push({
          ...common,
          order: null,
          receipt: `earlier-${index}`,
          daysAgo: PURCHASING_ROUTINE.earlierDeliveryDaysAgo,
          unit: sample.unit,
          quantity: sample.quantity,
          unitPrice: earlierUnitPrice(sample.earlierPrice, perUnit),
          basePerUnit: perUnit,
        });
    }
  }
  return deliveries;
}

export interface PricePoint {
  /** Per the supplier item's unit. */
  price: string;
  source: "manual" | "receipt" | "invoice";
  daysAgo: number;
  /** The bistro's local hour. */
  hour: number;
}

export interface SampleSupplierItem {
  supplier: string;
  item: string;
  unit: string;
  /** Oldest first: the last is its price now. */
  history: PricePoint[];
}

/** The key of what a supplier sells in a unit. */
export const supplierItemKey = (supplier: string, item: string, unit: string) =>
  `${supplier}:${item}:${unit}`;

/**
 * What each supplier sells, and every price it has had: the earlier delivery's, the price of
 * each order, and a price an invoice charged. Listed as first sold: the orders' items, oldest
 * order first, then the extra supplier items.
 */
export function sampleSupplierItems(): SampleSupplierItem[] {
  const { hours } = PURCHASING_ROUTINE;
  const sold = new Map<string, SampleSupplierItem>();
  const supplierItem = (supplier: string, item: string, unit: string) => {
    const key = supplierItemKey(supplier, item, unit);
    let found = sold.get(key);
    if (!found) {
      found = { supplier, item, unit, history: [] };
      sold.set(key, found);
    }
    return found;
  };
  for (const [, order] of oldestFirst(SAMPLE_ORDERS))
    for (const line of order.lines) {
      const offer = supplierItem(order.supplier, line.item, line.unit);
      if (line.earlierPrice && offer.history.length === 0)
        offer.history.push({
          price: earlierUnitPrice(line.earlierPrice, basePerUnit(line.item, line.unit)),
          source: "receipt",
          daysAgo: PURCHASING_ROUTINE.earlierDeliveryDaysAgo,
          hour: hours.delivered,
        });
      offer.history.push({
        price: line.price,
        source: "manual",
        daysAgo: order.day,
        hour: hours.priced,
      });
    }
  for (const extra of EXTRA_SUPPLIER_ITEMS)
    supplierItem(extra.supplier, extra.item, extra.unit).history.push({
      price: extra.price,
      source: "manual",
      daysAgo: PURCHASING_ROUTINE.extraItemsPricedDaysAgo,
      hour: hours.priced,
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
          daysAgo: invoice.day,
          hour: hours.charged,
        });
    }
  }
  return [...sold.values()];
}
