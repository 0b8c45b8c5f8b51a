import { z } from "zod";
import { optionalEmailSchema } from "./email";
import {
  MONEY_BOUNDS,
  PRICE_BOUNDS,
  multiLine,
  nonNegativeDecimalSchema,
  percentSchema,
  singleLine,
  trimmed,
  unitSchema,
  updateSchema,
  uuid,
} from "./fields";

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const supplierFields = {
  name: trimmed("the supplier's name", 120),
  contactName: singleLine("the contact's name", 120),
  phone: singleLine("the phone number", 40),
  email: optionalEmailSchema,
  orderingEmail: optionalEmailSchema,
  accountNumber: singleLine("the account number", 60),
  taxNumber: singleLine("the tax number", 40),
  bankAccount: singleLine("the bank account", 60),
  deliveryDays: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  leadTimeDays: z.number({ error: "Enter the lead time in days." }).int().min(0).max(60),
  minimumOrder: nonNegativeDecimalSchema("the minimum order", MONEY_BOUNDS).nullable(),
  paymentTermsDays: z.number({ error: "Enter the payment terms in days." }).int().min(0).max(365),
  notes: multiLine("the notes", 2000),
};

export const supplierInputSchema = z.object({
  ...supplierFields,
  contactName: supplierFields.contactName.default(""),
  phone: supplierFields.phone.default(""),
  accountNumber: supplierFields.accountNumber.default(""),
  taxNumber: supplierFields.taxNumber.default(""),
  bankAccount: supplierFields.bankAccount.default(""),
  deliveryDays: supplierFields.deliveryDays.default([]),
  leadTimeDays: supplierFields.leadTimeDays.default(1),
  minimumOrder: supplierFields.minimumOrder.default(null),
  paymentTermsDays: supplierFields.paymentTermsDays.default(30),
  notes: supplierFields.notes.default(""),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierUpdateSchema = updateSchema({ ...supplierFields, archived: z.boolean() });
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  orderingEmail: z.string(),
  accountNumber: z.string(),
  taxNumber: z.string(),
  bankAccount: z.string(),
  deliveryDays: z.array(z.number().int()),
  leadTimeDays: z.number().int(),
  minimumOrder: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  notes: z.string(),
  archived: z.boolean(),
  itemCount: z.number().int(),
  openOrders: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierItemInputSchema = z.object({
  itemId: uuid("item"),
  unit: unitSchema,
  sku: singleLine("the supplier's code", 60).default(""),
  price: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
  preferred: z.boolean().default(false),
});
export type SupplierItemInput = z.input<typeof supplierItemInputSchema>;

export const supplierItemUpdateSchema = updateSchema({
  unit: unitSchema,
  sku: singleLine("the supplier's code", 60),
  price: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
  preferred: z.boolean(),
});

export const supplierItemSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  itemId: z.uuid(),
  itemName: z.string(),
  baseUnit: z.string(),
  /** The units the item can be ordered in. */
  units: z.array(z.string()),
  unit: z.string(),
  /** How much of the base unit one `unit` holds: "15" for a case of 6 × 2.5 kg. */
  baseQuantity: z.string(),
  sku: z.string(),
  price: z.string(),
  /** The price per base unit, for comparing suppliers. */
  pricePerBaseUnit: z.string(),
  preferred: z.boolean(),
  previousPrice: z.string().nullable(),
  priceChangedAt: z.string().nullable(),
  /** The supplier is archived: no longer ordered from. */
  supplierArchived: z.boolean(),
  /**
   * Of the item's offers from suppliers still ordered from, the lowest price per base unit (ties
   * all are); false while only one supplier sells it. Set when listing an item's suppliers.
   */
  cheapest: z.boolean(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const priceHistorySchema = z.array(
  z.object({
    price: z.string(),
    source: z.enum(["manual", "receipt", "invoice"]),
    recordedAt: z.string(),
    userName: z.string().nullable(),
  }),
);

// Settings

export const purchasingSettingsSchema = z.object({
  priceRiseAlertPercent: z.string(),
  approvalLimit: z.string().nullable(),
  /** How far an invoiced price may sit from the agreed one before the match flags it. */
  priceTolerancePercent: z.string(),
  /** How much more than was received may be invoiced before the match flags it. */
  quantityTolerancePercent: z.string(),
  /** Suggested orders take each item from its cheapest supplier, not its preferred one. */
  preferCheapestSupplier: z.boolean(),
});
export const purchasingSettingsUpdateSchema = updateSchema({
  priceRiseAlertPercent: percentSchema("the price rise that raises an alert"),
  approvalLimit: nonNegativeDecimalSchema("the approval limit", MONEY_BOUNDS).nullable(),
  priceTolerancePercent: percentSchema("the price tolerance"),
  quantityTolerancePercent: percentSchema("the quantity tolerance"),
  preferCheapestSupplier: z.boolean({ error: "Say whether to prefer the cheapest supplier." }),
});
