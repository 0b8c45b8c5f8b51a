import { exact, toDecimal } from "@larder/domain";
import { SAMPLE_ITEMS } from "./sample-data";

/**
 * The demo kitchen's suppliers, orders, deliveries and invoices (docs/demo-data.md). Days are
 * counted back from today; prices are per the line's unit. Every figure the screens show is
 * computed from the records these become.
 */

export interface SampleSupplier {
  key: string;
  name: string;
  contactName: string;
  phone: string;
  terms: number;
  deliveryDays: number[];
  leadTimeDays: number;
  minimumOrder: string | null;
  /** Its mail domain (reserved .example names: nothing is ever delivered there). */
  domain: string;
  accountNumber: string;
  archived?: boolean;
}

export const SAMPLE_SUPPLIERS: SampleSupplier[] = [
  {
    key: "fresh",
    name: "Fresh Farms Produce",
    contactName: "Maria Alvarez",
    phone: "(555) 201-3344",
    terms: 3,
    deliveryDays: [0, 2, 4],
    leadTimeDays: 1,
    domain: "freshfarms.example",
    accountNumber: "LDK-20417",
    minimumOrder: "75.00",
  },
  {
    key: "harbor",
    name: "Harbor Fish Market",
    contactName: "Sam Okafor",
    phone: "(555) 201-8810",
    terms: 14,
    deliveryDays: [1, 3, 5],
    leadTimeDays: 1,
    domain: "harborfish.example",
    accountNumber: "MSB-0088",
    minimumOrder: "150.00",
  },
  {
    key: "metro",
    name: "Metro Foodservice",
    contactName: "Dana Whitfield",
    phone: "(555) 300-1200",
    terms: 30,
    deliveryDays: [1, 4],
    leadTimeDays: 2,
    domain: "metrofoodservice.example",
    accountNumber: "711-204-5590",
    minimumOrder: "250.00",
  },
  {
    key: "prime",
    name: "Prime Meat Purveyors",
    contactName: "Luis Romero",
    phone: "(555) 414-7070",
    terms: 14,
    deliveryDays: [0, 3],
    leadTimeDays: 2,
    domain: "primemeat.example",
    accountNumber: "BIS-3310",
    minimumOrder: "200.00",
  },
  {
    key: "valley",
    name: "Valley Dairy Co-op",
    contactName: "Hannah Berg",
    phone: "(555) 611-0440",
    terms: 30,
    deliveryDays: [2],
    leadTimeDays: 2,
    domain: "valleydairy.example",
    accountNumber: "VD-1196",
    minimumOrder: null,
    archived: true,
  },
];

export interface SampleLine {
  item: string;
  /** The item's base unit or one of its packs. */
  unit: string;
  quantity: string;
  price: string;
  taxRate?: string;
  /** Bought before at this price per base unit, 70 days ago (a delivery without an order). */
  earlierPrice?: string;
}

export interface SampleOrder {
  supplier: string;
  /** Days ago it was created; received the day after when received. */
  day: number;
  status: "draft" | "sent" | "received";
  lines: SampleLine[];
}

/**
 * Eighteen orders of the last 30 days: twelve received ($2,974.80 with tax), four on their way
 * (the To Receive of Tomatoes, Eggs and Milk among them) and two drafts.
 */
export const SAMPLE_ORDERS: SampleOrder[] = [
  {
    supplier: "prime",
    day: 28,
    status: "received",
    lines: [
      { item: "Ribeye Steak", unit: "lb", quantity: "20", price: "14.50", earlierPrice: "16.50" },
    ],
  },
  {
    supplier: "harbor",
    day: 26,
    status: "received",
    lines: [
      { item: "Shrimp 16/20", unit: "lb", quantity: "20", price: "9.60", earlierPrice: "11.40" },
      { item: "Sea Scallops", unit: "lb", quantity: "6", price: "22.00", earlierPrice: "26.00" },
    ],
  },
  {
    supplier: "metro",
    day: 25,
    status: "received",
    lines: [
      {
        item: "To-go Containers",
        unit: "case",
        quantity: "2",
        price: "44.00",
        taxRate: "8.875",
        earlierPrice: "0.26",
      },
    ],
  },
  {
    supplier: "fresh",
    day: 23,
    status: "received",
    lines: [
      { item: "Avocados", unit: "pcs", quantity: "48", price: "1.00", earlierPrice: "1.60" },
      { item: "Lemons", unit: "pcs", quantity: "90", price: "0.34", earlierPrice: "0.45" },
    ],
  },
  {
    supplier: "prime",
    day: 21,
    status: "received",
    lines: [
      { item: "Beef Short Ribs", unit: "lb", quantity: "30", price: "8.75", earlierPrice: "10.25" },
      { item: "Duck Breast", unit: "lb", quantity: "10", price: "12.80", earlierPrice: "14.60" },
    ],
  },
  {
    supplier: "harbor",
    day: 19,
    status: "received",
    lines: [
      { item: "Tuna Loin", unit: "lb", quantity: "10", price: "18.50", earlierPrice: "21.00" },
      { item: "Cod Fillet", unit: "lb", quantity: "20", price: "8.40", earlierPrice: "9.90" },
    ],
  },
  {
    supplier: "metro",
    day: 17,
    status: "received",
    lines: [
      { item: "Parmesan", unit: "lb", quantity: "12", price: "13.50", earlierPrice: "15.20" },
      {
        item: "Unsalted Butter",
        unit: "case",
        quantity: "1",
        price: "140.40",
        earlierPrice: "4.40",
      },
    ],
  },
  {
    supplier: "fresh",
    day: 15,
    status: "received",
    lines: [
      { item: "Asparagus", unit: "kg", quantity: "8", price: "8.20", earlierPrice: "10.20" },
      { item: "Baby Spinach", unit: "kg", quantity: "8", price: "7.40", earlierPrice: "8.90" },
    ],
  },
  {
    supplier: "prime",
    day: 12,
    status: "received",
    lines: [
      { item: "Lamb Rack", unit: "lb", quantity: "12", price: "17.90", earlierPrice: "19.90" },
      { item: "Bacon", unit: "lb", quantity: "25", price: "5.40", earlierPrice: "6.20" },
    ],
  },
  {
    supplier: "metro",
    day: 9,
    status: "received",
    lines: [
      { item: "Vanilla Extract", unit: "l", quantity: "1", price: "63.99", earlierPrice: "79.99" },
      { item: "Dark Chocolate", unit: "kg", quantity: "8", price: "12.40", earlierPrice: "14.00" },
      {
        item: "Nitrile Gloves",
        unit: "box",
        quantity: "6",
        price: "6.00",
        taxRate: "8.875",
        earlierPrice: "0.08",
      },
    ],
  },
  {
    supplier: "harbor",
    day: 6,
    status: "received",
    lines: [
      { item: "Mussels", unit: "lb", quantity: "30", price: "4.25", earlierPrice: "5.10" },
      { item: "Prosciutto", unit: "lb", quantity: "8", price: "16.00", earlierPrice: "18.75" },
    ],
  },
  {
    supplier: "prime",
    day: 4,
    status: "received",
    lines: [
      { item: "Pork Shoulder", unit: "lb", quantity: "40", price: "3.10", earlierPrice: "3.60" },
      { item: "Italian Sausage", unit: "lb", quantity: "20", price: "4.20", earlierPrice: "4.90" },
    ],
  },
  {
    supplier: "harbor",
    day: 3,
    status: "sent",
    lines: [{ item: "Salmon Fillet", unit: "lb", quantity: "20", price: "11.20" }],
  },
  {
    supplier: "fresh",
    day: 2,
    status: "sent",
    lines: [{ item: "Tomatoes", unit: "case", quantity: "1", price: "24.00" }],
  },
  {
    supplier: "metro",
    day: 1,
    status: "sent",
    lines: [
      { item: "Eggs", unit: "tray", quantity: "1", price: "8.40" },
      { item: "Milk", unit: "l", quantity: "5", price: "1.05" },
    ],
  },
  {
    supplier: "prime",
    day: 1,
    status: "sent",
    lines: [{ item: "Chicken Breast", unit: "case", quantity: "1", price: "154.00" }],
  },
  {
    supplier: "metro",
    day: 0,
    status: "draft",
    lines: [{ item: "Extra Virgin Olive Oil", unit: "tin", quantity: "2", price: "26.70" }],
  },
  {
    supplier: "fresh",
    day: 0,
    status: "draft",
    lines: [{ item: "Fresh Basil", unit: "oz", quantity: "24", price: "1.10" }],
  },
];

/** What else the suppliers sell the kitchen, beyond what the orders above name. */
export const EXTRA_SUPPLIER_ITEMS: {
  supplier: string;
  item: string;
  unit: string;
  price: string;
}[] = [
  { supplier: "prime", item: "Ground Beef", unit: "case", price: "46.00" },
  { supplier: "fresh", item: "Oregano", unit: "oz", price: "0.95" },
  { supplier: "fresh", item: "Bay Leaves", unit: "oz", price: "1.40" },
];

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

/** Days ago the earlier deliveries, without an order, came in. */
export const EARLIER_DELIVERY_DAY = 70;

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
          daysAgo: EARLIER_DELIVERY_DAY,
          unit: sample.unit,
          quantity: sample.quantity,
          unitPrice: toDecimal(exact(sample.earlierPrice).mul(perUnit), 4),
          basePerUnit: perUnit,
        });
    }
  }
  return deliveries;
}

/** Waste 45 days ago (the 30 days before the last 30), against the crème fraîche of this month. */
export const EARLIER_WASTE: { item: string; quantity: string; reason: string }[] = [
  { item: "Salmon Fillet", quantity: "25", reason: "spoiled" },
  { item: "Chicken Breast", quantity: "60", reason: "expired" },
  { item: "Ground Beef", quantity: "30", reason: "spoiled" },
  { item: "Tomatoes", quantity: "30", reason: "spoiled" },
  { item: "Eggs", quantity: "110", reason: "dropped" },
];

export interface SampleInvoice {
  supplier: string;
  /** Null: Larder numbers it INV-YYYY-NNN. */
  number: string | null;
  buyer: "manager" | "chef";
  day: number;
  dueInDays?: number;
  exclTax: string;
  inclTax: string;
  /** Index in SAMPLE_ORDERS of the order it bills, with a line per order line. */
  order?: number;
  paid?: "all" | string;
  /** Lines billed at another price than the order's, by item. */
  prices?: Record<string, string>;
}

/**
 * Invoices: the last week's (Fresh Farms Produce is 22% of its $2,977.80, in five invoices of
 * its own), and those of the orders received earlier, some still unpaid for the aging.
 */
export const SAMPLE_INVOICES: SampleInvoice[] = [
  {
    supplier: "fresh",
    number: null,
    buyer: "chef",
    day: 6,
    exclTax: "136.12",
    inclTax: "148.20",
    paid: "all",
  },
  {
    supplier: "fresh",
    number: null,
    buyer: "manager",
    day: 5,
    dueInDays: 3,
    exclTax: "88.86",
    inclTax: "96.75",
  },
  {
    supplier: "fresh",
    number: null,
    buyer: "chef",
    day: 4,
    dueInDays: 7,
    exclTax: "121.61",
    inclTax: "132.40",
    paid: "50.00",
  },
  {
    supplier: "fresh",
    number: null,
    buyer: "manager",
    day: 2,
    exclTax: "81.38",
    inclTax: "88.60",
    paid: "all",
  },
  {
    supplier: "fresh",
    number: null,
    buyer: "chef",
    day: 1,
    dueInDays: 7,
    exclTax: "173.64",
    inclTax: "189.05",
  },
  {
    supplier: "harbor",
    number: "HFM-20977",
    buyer: "chef",
    day: 5,
    exclTax: "512.40",
    inclTax: "512.40",
  },
  {
    supplier: "harbor",
    number: "HFM-20963",
    buyer: "chef",
    day: 5,
    exclTax: "255.50",
    inclTax: "255.50",
    order: 10,
  },
  {
    supplier: "prime",
    number: "PMP-7731",
    buyer: "manager",
    day: 3,
    exclTax: "466.25",
    inclTax: "466.25",
  },
  {
    supplier: "prime",
    number: "PMP-7728",
    buyer: "manager",
    day: 3,
    exclTax: "208.00",
    inclTax: "208.00",
    order: 11,
  },
  {
    supplier: "metro",
    number: "MF-55120",
    buyer: "manager",
    day: 2,
    exclTax: "643.53",
    inclTax: "700.65",
  },
  {
    supplier: "valley",
    number: "VDC-3312",
    buyer: "chef",
    day: 4,
    exclTax: "180.00",
    inclTax: "180.00",
    paid: "all",
  },
  {
    supplier: "prime",
    number: "PMP-7655",
    buyer: "manager",
    day: 27,
    exclTax: "290.00",
    inclTax: "290.00",
    order: 0,
  },
  {
    supplier: "harbor",
    number: "HFM-20811",
    buyer: "chef",
    day: 25,
    exclTax: "324.00",
    inclTax: "324.00",
    order: 1,
    paid: "all",
  },
  {
    supplier: "metro",
    number: "MF-54987",
    buyer: "manager",
    day: 24,
    exclTax: "88.00",
    inclTax: "95.81",
    order: 2,
    paid: "all",
  },
  {
    supplier: "prime",
    number: "PMP-7690",
    buyer: "manager",
    day: 20,
    exclTax: "390.50",
    inclTax: "390.50",
    order: 4,
    paid: "all",
  },
  // Tuna billed at $19.50 a lb, received at $18.50: the invoice is flagged.
  {
    supplier: "harbor",
    number: "HFM-20890",
    buyer: "chef",
    day: 18,
    exclTax: "363.00",
    inclTax: "363.00",
    order: 5,
    paid: "200.00",
    prices: { "Tuna Loin": "19.50" },
  },
  {
    supplier: "metro",
    number: "MF-55034",
    buyer: "manager",
    day: 16,
    exclTax: "302.40",
    inclTax: "302.40",
    order: 6,
  },
  {
    supplier: "valley",
    number: "VDC-3208",
    buyer: "chef",
    day: 70,
    exclTax: "215.60",
    inclTax: "215.60",
  },
  {
    supplier: "metro",
    number: "MF-54410",
    buyer: "manager",
    day: 95,
    exclTax: "412.30",
    inclTax: "448.89",
  },
];
