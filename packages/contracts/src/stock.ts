import { z } from "zod";
import {
  isoDate,
  nonNegativeDecimalSchema,
  note,
  pageQuerySchema,
  quantitySchema,
  searchText,
  singleLine,
  unitSchema,
  uuid,
} from "./fields";

export const WASTE_REASONS = [
  "spoiled",
  "over_produced",
  "dropped",
  "expired",
  "burnt",
  "returned",
  "other",
] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];
export const WASTE_REASON_LABELS: Record<WasteReason, string> = {
  spoiled: "Spoiled",
  over_produced: "Over-produced",
  dropped: "Dropped",
  expired: "Expired",
  burnt: "Burnt",
  returned: "Sent back by a guest",
  other: "Other",
};

export const ADJUSTMENT_REASONS = [
  "opening_stock",
  "correction",
  "found",
  "damaged",
  "staff_meal",
  "theft",
  "other",
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  opening_stock: "Opening stock",
  correction: "Correcting a mistake",
  found: "Found stock",
  damaged: "Damaged",
  staff_meal: "Staff meal",
  theft: "Missing or stolen",
  other: "Other",
};

export const MOVEMENT_KINDS = [
  "receipt",
  "usage",
  "waste",
  "transfer_out",
  "transfer_in",
  "count_adjustment",
  "adjustment",
  "sale",
  "production",
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  receipt: "Received",
  usage: "Used",
  waste: "Wasted",
  transfer_out: "Transferred out",
  transfer_in: "Transferred in",
  count_adjustment: "Count adjustment",
  adjustment: "Adjusted",
  sale: "Sold",
  production: "Produced",
};

export const stockStatusSchema = z.enum(["out", "low", "adequate"]);
export type StockStatusValue = z.infer<typeof stockStatusSchema>;

// Stock on hand

/** The columns the stock list sorts by. `value` needs permission to see costs. */
export const STOCK_SORTS = [
  "name",
  "category",
  "onHand",
  "minimum",
  "toReceive",
  "unit",
  "usage",
  "value",
  "status",
] as const;
export type StockSortValue = (typeof STOCK_SORTS)[number];

/**
 * The stock list's status filter: one status, or `short` for low and out together (the
 * dashboard's Low Stock card counts both).
 */
export const STOCK_STATUS_FILTERS = ["short", "out", "low", "adequate"] as const;
export const stockStatusFilterSchema = z.enum(STOCK_STATUS_FILTERS, {
  error: `Choose a status: ${STOCK_STATUS_FILTERS.join(", ")}.`,
});
export type StockStatusFilter = z.infer<typeof stockStatusFilterSchema>;

export const stockListQuerySchema = pageQuerySchema.extend({
  /** One location; without it, every location the member sees, added together. */
  locationId: uuid("location").optional(),
  categoryId: uuid("category").optional(),
  search: searchText(),
  status: stockStatusFilterSchema.optional(),
  sort: z
    .enum(STOCK_SORTS, { error: `Sort by one of: ${STOCK_SORTS.join(", ")}.` })
    .default("name"),
  direction: z.enum(["asc", "desc"], { error: "Choose asc or desc." }).default("asc"),
});
export type StockListQuery = z.input<typeof stockListQuerySchema>;

export const stockRowSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  categoryId: z.uuid().nullable(),
  category: z.string().nullable(),
  unit: z.string(),
  /** The units it can be recorded in: base unit, packs, then convertible standard units. */
  units: z.array(z.string()),
  onHand: z.string(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  /** On open purchase orders, not yet received. */
  toReceive: z.string(),
  status: stockStatusSchema,
  /** Average use (usage, waste and sales) per day and per week over the last 28 days. */
  usagePerDay: z.string(),
  usagePerWeek: z.string(),
  /** Null for members who may not see costs. */
  value: z.string().nullable(),
  lastMovementAt: z.string().nullable(),
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockListSchema = z.object({ rows: z.array(stockRowSchema), total: z.number() });
export type StockList = z.infer<typeof stockListSchema>;

export const stockOverviewSchema = z.object({
  items: z.number().int(),
  out: z.number().int(),
  low: z.number().int(),
  adequate: z.number().int(),
  /** Rounded share of adequate and low items, and of out items, in percent. */
  availablePercent: z.number().int(),
  unavailablePercent: z.number().int(),
  categories: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Null for members who may not see costs. */
  value: z.string().nullable(),
});
export type StockOverview = z.infer<typeof stockOverviewSchema>;

export const locationScopeQuerySchema = z.object({ locationId: uuid("location").optional() });

// Recording movements

/** Sent with each action so that a retried request records it once. */
const requestKey = uuid("request key").optional();

const movementBase = {
  itemId: uuid("item"),
  locationId: uuid("location"),
  quantity: quantitySchema,
  unit: unitSchema,
  note: note(500),
  requestKey,
};

export const usageInputSchema = z.object(movementBase);
export type UsageInput = z.input<typeof usageInputSchema>;

export const wasteInputSchema = z.object({
  ...movementBase,
  reason: z.enum(WASTE_REASONS, { error: "Choose why it was wasted." }),
});
export type WasteInput = z.input<typeof wasteInputSchema>;

export const receiptInputSchema = z.object({
  ...movementBase,
  /** What was paid per `unit`, when known. */
  unitCost: nonNegativeDecimalSchema("the cost").nullable().default(null),
  /** Who delivered it: the delivery is kept with that supplier, priced at their price if none. */
  supplierId: uuid("supplier").nullable().default(null),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const transferInputSchema = z
  .object({
    itemId: uuid("item"),
    fromLocationId: uuid("location"),
    toLocationId: uuid("location"),
    quantity: quantitySchema,
    unit: unitSchema,
    note: note(500),
    requestKey,
  })
  .refine((value) => value.fromLocationId !== value.toLocationId, {
    error: "Choose two different locations.",
    path: ["toLocationId"],
  });
export type TransferInput = z.input<typeof transferInputSchema>;

export const adjustmentInputSchema = z.object({
  ...movementBase,
  direction: z.enum(["add", "remove"], { error: "Say whether to add or remove stock." }),
  reason: z.enum(ADJUSTMENT_REASONS, { error: "Choose a reason for the adjustment." }),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

export const movementSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemName: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed, in the item's base unit. */
  quantity: z.string(),
  unit: z.string(),
  enteredQuantity: z.string().nullable(),
  enteredUnit: z.string().nullable(),
  /** Per base unit; null for members who may not see costs. */
  unitCost: z.string().nullable(),
  value: z.string().nullable(),
  reason: z.string().nullable(),
  note: z.string(),
  occurredAt: z.string(),
  userName: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceId: z.uuid().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;

export const balanceSchema = z.object({
  itemId: z.uuid(),
  locationId: z.uuid(),
  onHand: z.string(),
  unit: z.string(),
  status: stockStatusSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

export const recordedSchema = z.object({
  movements: z.array(movementSchema),
  balances: z.array(balanceSchema),
});
export type Recorded = z.infer<typeof recordedSchema>;

export const movementListQuerySchema = z.object({
  itemId: uuid("item").optional(),
  locationId: uuid("location").optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
  /** The `nextBefore` of the previous page. */
  before: singleLine("the position in the list", 100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const movementPageSchema = z.object({
  movements: z.array(movementSchema),
  nextBefore: z.string().nullable(),
});
