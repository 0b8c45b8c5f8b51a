import { methodFields, PAYMENT_METHODS, WASTE_REASONS } from "@larder/contracts";
import { z } from "zod";
import commissary from "./sample-commissary.json";
import items from "./sample-items.json";
import menu from "./sample-menu.json";
import methods from "./sample-methods.json";
import purchasing from "./sample-purchasing.json";
import recipes from "./sample-recipes.json";

// The demo kitchen's data (docs/demo-data.md), kept as JSON files beside this one and read
// here, once, each checked against its shape as it is read: a file that drifts stops the
// server's tests, not a visitor's demo. sample-data.test.ts also holds every record to the
// contracts the API checks what people send against.

const quantity = z.string().regex(/^\d+(\.\d+)?$/, "a quantity such as 1.5");
const unitOf = z.string().min(1);

const itemSchema = z.strictObject({
  name: z.string().min(1),
  category: z.string().min(1),
  /** The base unit it is counted in. */
  unit: unitOf,
  onHand: quantity,
  minimum: quantity,
  maximum: quantity,
  /** Per base unit. */
  cost: quantity,
  packs: z.array(z.strictObject({ name: z.string(), quantity, unit: unitOf })).optional(),
  gramsPerPiece: quantity.optional(),
  gramsPerMl: quantity.optional(),
  allergens: z.array(z.string()).optional(),
  /** Also carried at the commissary, with this much on hand and par minimum. */
  commissary: z.strictObject({ onHand: quantity, minimum: quantity }).optional(),
});

const share = z.number().min(0).max(1);
const moverSchema = z.strictObject({
  name: z.string(),
  perWeek: z.number().positive(),
  /** Share of the week's use on Mon … Sun. */
  weekdays: z.tuple([share, share, share, share, share, share, share]),
  /** Decimal places a day's use is written with. */
  places: z.number().int().min(0).max(3),
  /**
   * How use changes week on week (0.01 = 1% more each week), reaching `perWeek` over the last
   * four weeks: so the lists' changes against the window before say something.
   */
  growth: z.number().optional(),
});

const recipeLineSchema = z.strictObject({
  /** Exactly one of item (an item's name) and recipe (an earlier recipe's name). */
  item: z.string().optional(),
  recipe: z.string().optional(),
  quantity,
  unit: unitOf,
  /** What is lost preparing it (peel, bones, stalks), in percent. */
  trim: quantity.optional(),
  note: z.string().optional(),
});

const recipeSchema = z.strictObject({
  name: z.string().min(1),
  category: z.string().min(1),
  /** One batch before cooking loss: "8" "l", or "6" "portion". */
  yield: z.tuple([quantity, unitOf]),
  cookingLoss: quantity.optional(),
  portion: z.tuple([quantity, unitOf]).optional(),
  notes: z.string().optional(),
  lines: z.array(recipeLineSchema).min(1),
});

const menuLineSchema = recipeLineSchema.omit({ note: true });
const menuSchema = z.strictObject({
  /** US sales tax, added at the till: the food cost % is of the price as printed. */
  taxRate: quantity,
  /** The menu's sections in order. */
  sections: z.array(
    z.strictObject({ name: z.string(), targetFoodCostPercent: quantity.nullable() }),
  ),
  /** What is sold: a portion of a recipe, or items straight from the shelf; before tax. */
  menu: z.array(
    z.strictObject({
      name: z.string().min(1),
      section: z.string(),
      price: quantity,
      lines: z.array(menuLineSchema).min(1),
      modifiers: z
        .array(
          z.strictObject({
            name: z.string(),
            price: quantity,
            lines: z.array(
              menuLineSchema.omit({ trim: true }).extend({ action: z.enum(["add", "remove"]) }),
            ),
          }),
        )
        .optional(),
    }),
  ),
});

const commissarySchema = z.strictObject({
  /** The days its prep cook makes stocks, sauces and doughs (0 = Monday). */
  productionWeekdays: z.array(z.number().int().min(0).max(6)),
  items: z.record(
    z.string(),
    z.strictObject({
      /** What one production day uses, in the item's base unit (±15% from day to day). */
      perBatch: quantity.optional(),
      /** Decimal places it is weighed and counted to. */
      places: z.number().int().min(0).max(3),
      /** Sent to the bistro each week, as much as its sales will take. */
      toTheBistro: z.boolean().optional(),
      /** Share of a fortnight's outflow the count finds missing, in thousandths. */
      countShrink: z.number().int().min(-100).max(100).optional(),
    }),
  ),
  waste: z.array(
    z.strictObject({
      item: z.string(),
      quantity,
      reason: z.enum(WASTE_REASONS),
      daysAgo: z.number().int().min(1),
    }),
  ),
  counts: z.strictObject({
    everyDays: z.number().int().min(1),
    lastDaysAgo: z.number().int().min(1),
    hour: z.number().int().min(0).max(23),
  }),
});

const methodsSchema = z.record(z.string(), z.strictObject(methodFields));

const daysAgo = z.number().int().min(0);
const hour = z.number().int().min(0).max(23);
const member = z.enum(["manager", "chef"]);
/** A key of the file's suppliers ("fresh"). */
const supplierKey = z.string().min(1);

const supplierSchema = z.strictObject({
  /** How orders, supplier items and invoices name it. */
  key: supplierKey,
  name: z.string().min(1),
  contactName: z.string(),
  phone: z.string(),
  /** Payment terms, in days. */
  terms: z.number().int().min(0),
  /** 0 = Monday. */
  deliveryDays: z.array(z.number().int().min(0).max(6)),
  leadTimeDays: z.number().int().min(0),
  minimumOrder: quantity.nullable(),
  /** Its mail domain (reserved .example names: nothing is ever delivered there). */
  domain: z.string().min(1),
  accountNumber: z.string(),
  /** No longer ordered from since then; its invoices stay. */
  archivedDaysAgo: daysAgo.optional(),
});

const orderLineSchema = z.strictObject({
  item: z.string().min(1),
  /** The item's base unit or one of its packs. */
  unit: unitOf,
  quantity,
  /** Per `unit`. */
  price: quantity,
  taxRate: quantity.optional(),
  /**
   * Bought before at this price per base unit, `earlierDeliveryDaysAgo` (a delivery without an
   * order): what the dashboard's savings compare with.
   */
  earlierPrice: quantity.optional(),
});

const orderSchema = z.strictObject({
  supplier: supplierKey,
  /** Days ago it was created; received the day after when received. */
  day: daysAgo,
  status: z.enum(["draft", "sent", "received"]),
  lines: z.array(orderLineSchema).min(1),
});

const invoiceSchema = z.strictObject({
  supplier: supplierKey,
  /** Null: Larder numbers it INV-YYYY-NNN. */
  number: z.string().min(1).nullable(),
  buyer: member,
  day: daysAgo,
  /** Due this many days after its date; without it, the supplier's terms. */
  dueInDays: z.number().int().min(0).optional(),
  exclTax: quantity,
  inclTax: quantity,
  /** Index in the file's orders of the order it bills, with a line per order line. */
  order: z.number().int().min(0).optional(),
  /** Paid in full ("all"), or this much of it. */
  paid: z.union([z.literal("all"), quantity]).optional(),
  /** Lines billed at another price than the order's, by item: the invoice is flagged. */
  prices: z.record(z.string(), quantity).optional(),
});

const purchasingSchema = z.strictObject({
  /** When things happen, counted back from today, and who does them. */
  routine: z.strictObject({
    suppliersAddedDaysAgo: daysAgo,
    /** The deliveries without an order, at the earlier prices the savings compare with. */
    earlierDeliveryDaysAgo: daysAgo,
    /** When the extra supplier items were priced. */
    extraItemsPricedDaysAgo: daysAgo,
    /** The bistro's local hour of each kind of record. */
    hours: z.strictObject({
      supplierAdded: hour,
      supplierArchived: hour,
      /** An order's prices, entered the day it was placed. */
      priced: hour,
      ordered: hour,
      sent: hour,
      delivered: hour,
      /** A price an invoice charged. */
      charged: hour,
      invoiced: hour,
      paid: hour,
    }),
    /** Who places the orders, keeps the prices, receives the deliveries and pays. */
    people: z.strictObject({
      orders: member,
      prices: member,
      receipts: member,
      payments: member,
    }),
    payments: z.strictObject({
      method: z.enum(PAYMENT_METHODS),
      /** The reference is this, a space and the invoice's number. */
      reference: z.string().min(1),
      /** Paid this many days after the invoice's date (not later than today). */
      daysAfterInvoice: z.number().int().min(0),
    }),
  }),
  suppliers: z.array(supplierSchema),
  /** The orders of the last 30 days; invoices name them by index. */
  orders: z.array(orderSchema),
  /** What else the suppliers sell the kitchen, beyond what the orders name. */
  extraSupplierItems: z.array(
    z.strictObject({
      supplier: supplierKey,
      item: z.string().min(1),
      unit: unitOf,
      price: quantity,
    }),
  ),
  invoices: z.array(invoiceSchema),
  /** Waste of the month before last, against the crème fraîche of this month. */
  earlierWaste: z.strictObject({
    daysAgo: daysAgo,
    items: z.array(
      z.strictObject({ item: z.string().min(1), quantity, reason: z.enum(WASTE_REASONS) }),
    ),
  }),
});

export type SampleItem = z.infer<typeof itemSchema>;
export type Mover = z.infer<typeof moverSchema>;
export type SampleRecipeLine = z.infer<typeof recipeLineSchema>;
export type SampleRecipe = z.infer<typeof recipeSchema>;
type Menu = z.infer<typeof menuSchema>;
export type SampleMenuItem = Menu["menu"][number];
export type SampleMenuLine = SampleMenuItem["lines"][number];
export type SampleModifier = NonNullable<SampleMenuItem["modifiers"]>[number];
export type SampleMethod = z.infer<typeof methodsSchema>[string];
export type SampleSupplier = z.infer<typeof supplierSchema>;
export type SampleLine = z.infer<typeof orderLineSchema>;
export type SampleOrder = z.infer<typeof orderSchema>;
export type SampleInvoice = z.infer<typeof invoiceSchema>;
type Purchasing = z.infer<typeof purchasingSchema>;

const itemsFile = z
  .strictObject({
    items: z.array(itemSchema),
    movers: z.array(moverSchema),
    areaOfCategory: z.record(z.string(), z.string()),
  })
  .parse(items);
const menuFile = menuSchema.parse(menu);
const purchasingFile = purchasingSchema.parse(purchasing);

/** The bistro's items: 120 and more, each with its packs, par levels and cost. */
export const SAMPLE_ITEMS: SampleItem[] = itemsFile.items;
/** The items that move every day, with their use per week and how it spreads over the week. */
export const MOVERS: Mover[] = itemsFile.movers;
/** Where each category is kept at the bistro. */
export const AREA_OF_CATEGORY: Record<string, string> = itemsFile.areaOfCategory;
/**
 * The recipe book: stocks, sauces, doughs and prep first, then the plates. Every line names an
 * item (or an earlier recipe) in a unit it can be measured in; quantities are after trim.
 */
export const SAMPLE_RECIPES: SampleRecipe[] = z
  .strictObject({ recipes: z.array(recipeSchema) })
  .parse(recipes).recipes;
export const MENU_TAX_RATE: string = menuFile.taxRate;
export const SAMPLE_MENU_SECTIONS: Menu["sections"] = menuFile.sections;
export const SAMPLE_MENU: SampleMenuItem[] = menuFile.menu;
/** Harbor Commissary's routine. */
export const COMMISSARY_PLAN = commissarySchema.parse(commissary);
/** How the kitchen cooks its recipes (by name): steps, equipment and plating. */
export const SAMPLE_METHODS: Record<string, SampleMethod> = methodsSchema.parse(methods);
/**
 * The suppliers, orders and invoices (docs/demo-data.md): Fresh Farms Produce first, Valley
 * Dairy Co-op archived.
 */
export const SAMPLE_SUPPLIERS: SampleSupplier[] = purchasingFile.suppliers;
/**
 * Eighteen orders of the last 30 days: twelve received ($2,974.80 with tax), four on their way
 * (the To Receive of Tomatoes, Eggs and Milk among them) and two drafts.
 */
export const SAMPLE_ORDERS: SampleOrder[] = purchasingFile.orders;
export const EXTRA_SUPPLIER_ITEMS: Purchasing["extraSupplierItems"] =
  purchasingFile.extraSupplierItems;
/**
 * Invoices: the last week's (Fresh Farms Produce is 22% of its $2,977.80, in five invoices of
 * its own), and those of the orders received earlier, some still unpaid for the aging.
 */
export const SAMPLE_INVOICES: SampleInvoice[] = purchasingFile.invoices;
/** When the purchasing records happen, and who makes them. */
export const PURCHASING_ROUTINE: Purchasing["routine"] = purchasingFile.routine;
/** Waste 45 days ago (the 30 days before the last 30), against the crème fraîche of this month. */
export const EARLIER_WASTE: Purchasing["earlierWaste"] = purchasingFile.earlierWaste;
