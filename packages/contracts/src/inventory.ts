import { z } from "zod";
import {
  compareDecimals,
  isoDate,
  multiLine,
  nonNegativeDecimalSchema,
  note,
  pageQuerySchema,
  positiveDecimalSchema,
  quantitySchema,
  searchText,
  singleLine,
  trimmed,
  unitSchema,
  uuid,
} from "./fields";

// Vocabulary

/** The fourteen allergens food businesses must declare (EU 1169/2011; the US nine are among them). */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soy",
  "milk",
  "tree_nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: "Gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  peanuts: "Peanuts",
  soy: "Soy",
  milk: "Milk",
  tree_nuts: "Tree nuts",
  celery: "Celery",
  mustard: "Mustard",
  sesame: "Sesame",
  sulphites: "Sulphites",
  lupin: "Lupin",
  molluscs: "Molluscs",
};

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

export const barcodeSchema = z
  .string({ error: "Enter the barcode." })
  .trim()
  .regex(/^[0-9A-Za-z.-]{3,64}$/, {
    error: "A barcode has 3 to 64 letters, digits, dots or dashes.",
  });

// Categories

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  itemCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({ name: trimmed("the category's name", 60) });
export const categoryUpdateSchema = z
  .object({
    name: trimmed("the category's name", 60).optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((value) => value.name !== undefined || value.position !== undefined, {
    error: "Send a new name or position.",
  });

// Items

export const packSchema = z.object({
  name: trimmed("the pack's name", 40),
  quantity: positiveDecimalSchema("how much the pack holds"),
  unit: unitSchema,
});
export type Pack = z.infer<typeof packSchema>;

export const parLevelInputSchema = z
  .object({
    locationId: uuid("location"),
    minimum: nonNegativeDecimalSchema("the minimum").nullable(),
    maximum: nonNegativeDecimalSchema("the maximum").nullable(),
  })
  .refine(
    (par) =>
      par.minimum === null ||
      par.maximum === null ||
      compareDecimals(par.maximum, par.minimum) >= 0,
    { error: "The maximum cannot be below the minimum.", path: ["maximum"] },
  );
export type ParLevelInput = z.infer<typeof parLevelInputSchema>;

const itemFields = {
  name: trimmed("the item's name", 120),
  categoryId: uuid("category").nullable(),
  baseUnit: unitSchema,
  packs: z.array(packSchema).max(10, { error: "An item can have at most 10 packs." }),
  gramsPerPiece: positiveDecimalSchema("the weight of one piece").nullable(),
  gramsPerMl: positiveDecimalSchema("the density").nullable(),
  allergens: z.array(z.enum(ALLERGENS, { error: "That is not an allergen Larder knows." })).max(14),
  barcodes: z
    .array(z.object({ code: barcodeSchema, unit: unitSchema }))
    .max(20, { error: "An item can have at most 20 barcodes." }),
  /** Where it is kept at each location: at most one storage area per location. */
  storageAreaIds: z.array(uuid("storage area")).max(200),
  /** The locations that carry it, with their par levels. */
  parLevels: z.array(parLevelInputSchema).max(200),
  notes: multiLine("the notes", 2000),
};

export const itemInputSchema = z.object({
  ...itemFields,
  categoryId: itemFields.categoryId.default(null),
  packs: itemFields.packs.default([]),
  gramsPerPiece: itemFields.gramsPerPiece.default(null),
  gramsPerMl: itemFields.gramsPerMl.default(null),
  allergens: itemFields.allergens.default([]),
  barcodes: itemFields.barcodes.default([]),
  storageAreaIds: itemFields.storageAreaIds.default([]),
  parLevels: itemFields.parLevels.default([]),
  notes: itemFields.notes.default(""),
  /** Stock already on the shelf, recorded as an opening-stock adjustment. */
  openingStock: z
    .array(
      z.object({
        locationId: uuid("location"),
        quantity: quantitySchema,
        unit: unitSchema,
        /** Per `unit`, when known. */
        unitCost: nonNegativeDecimalSchema("the cost").nullable().default(null),
      }),
    )
    .max(200)
    .default([]),
});
export type ItemInput = z.input<typeof itemInputSchema>;

export const itemUpdateSchema = z
  .object({
    name: itemFields.name.optional(),
    categoryId: itemFields.categoryId.optional(),
    baseUnit: itemFields.baseUnit.optional(),
    packs: itemFields.packs.optional(),
    gramsPerPiece: itemFields.gramsPerPiece.optional(),
    gramsPerMl: itemFields.gramsPerMl.optional(),
    allergens: itemFields.allergens.optional(),
    barcodes: itemFields.barcodes.optional(),
    /** Replaces where it is kept at the locations named; other locations keep theirs. */
    storageAreaIds: itemFields.storageAreaIds.optional(),
    /** Replaces the par levels of the locations named; other locations keep theirs. */
    parLevels: itemFields.parLevels.optional(),
    notes: itemFields.notes.optional(),
    archived: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Send at least one change.",
  });
export type ItemUpdate = z.input<typeof itemUpdateSchema>;

export const itemStockSchema = z.object({
  locationId: z.uuid(),
  onHand: z.string(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  status: stockStatusSchema,
  storageAreaId: z.uuid().nullable(),
  /** Per base unit; null for members who may not see costs, or before any priced receipt. */
  averageUnitCost: z.string().nullable(),
  value: z.string().nullable(),
});

export const itemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid().nullable(),
  category: z.string().nullable(),
  baseUnit: z.string(),
  packs: z.array(packSchema),
  gramsPerPiece: z.string().nullable(),
  gramsPerMl: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  barcodes: z.array(z.object({ code: z.string(), unit: z.string() })),
  notes: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The units it can be recorded in: base unit, packs, then convertible standard units. */
  units: z.array(z.string()),
  /** One entry per location that carries it (and the member may see). */
  stock: z.array(itemStockSchema),
});
export type Item = z.infer<typeof itemSchema>;

export const itemListQuerySchema = pageQuerySchema.extend({
  search: searchText(),
  categoryId: uuid("category").optional(),
  barcode: singleLine("the barcode", 64).optional(),
  archived: z.enum(["include", "exclude", "only"]).default("exclude"),
});

export const itemSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid().nullable(),
  category: z.string().nullable(),
  baseUnit: z.string(),
  units: z.array(z.string()),
  archived: z.boolean(),
  /** The unit a scan stands for, when the list was looked up by barcode. */
  scannedUnit: z.string().nullable(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;
export const itemListSchema = z.object({ items: z.array(itemSummarySchema), total: z.number() });

// Stock on hand

export const STOCK_SORTS = [
  "name",
  "category",
  "onHand",
  "minimum",
  "toReceive",
  "status",
] as const;

export const stockListQuerySchema = pageQuerySchema.extend({
  /** One location; without it, every location the member sees, added together. */
  locationId: uuid("location").optional(),
  categoryId: uuid("category").optional(),
  search: searchText(),
  status: stockStatusSchema.optional(),
  sort: z.enum(STOCK_SORTS).default("name"),
  direction: z.enum(["asc", "desc"]).default("asc"),
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

// Counts

export const COUNT_STATUSES = ["open", "posted", "cancelled"] as const;

export const countInputSchema = z.object({
  locationId: uuid("location"),
  /** Count one storage area; without it, the whole location. */
  storageAreaId: uuid("storage area").nullable().default(null),
});

export const countSummarySchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  locationName: z.string(),
  storageAreaId: z.uuid().nullable(),
  storageAreaName: z.string().nullable(),
  status: z.enum(COUNT_STATUSES),
  startedAt: z.string(),
  startedBy: z.string().nullable(),
  finishedAt: z.string().nullable(),
  finishedBy: z.string().nullable(),
  lines: z.number().int(),
  counted: z.number().int(),
});
export type CountSummary = z.infer<typeof countSummarySchema>;

export const countLineSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  storageAreaId: z.uuid().nullable(),
  storageAreaName: z.string().nullable(),
  unit: z.string(),
  units: z.array(z.string()),
  barcodes: z.array(z.object({ code: z.string(), unit: z.string() })),
  /** In the base unit; null until someone counts the line. */
  counted: z.string().nullable(),
  enteredQuantity: z.string().nullable(),
  enteredUnit: z.string().nullable(),
  countedBy: z.string().nullable(),
  countedAt: z.string().nullable(),
  /** On hand when counted (or now, before counting). */
  expected: z.string(),
  /** counted − expected, once counted. */
  variance: z.string().nullable(),
  /** The variance at the average cost; null for members who may not see costs. */
  varianceValue: z.string().nullable(),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countSchema = countSummarySchema.extend({
  lines: z.array(countLineSchema),
  counted: z.number().int(),
  /** Total value of the differences; null for members who may not see costs. */
  varianceValue: z.string().nullable(),
});
export type Count = z.infer<typeof countSchema>;

export const countLineInputSchema = z.object({
  /** Null clears the line (not counted). Zero is a count: there is none. */
  quantity: z.union([z.literal("0"), quantitySchema]).nullable(),
  unit: unitSchema,
});

export const countListQuerySchema = z.object({
  status: z.enum(COUNT_STATUSES).optional(),
  locationId: uuid("location").optional(),
});

// Notifications

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(["low-stock", "price-rise"]),
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
  itemId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  /** Where in the app it leads, when it leads somewhere. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What the live event stream (`/events`) sends; the app refreshes what each one names. */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("stock"),
    locationIds: z.array(z.uuid()),
    itemIds: z.array(z.uuid()),
  }),
  z.object({ type: z.literal("notifications") }),
  z.object({ type: z.literal("count"), countId: z.uuid() }),
  z.object({ type: z.literal("items") }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

// Import and export

export const IMPORT_COLUMNS = [
  "name",
  "category",
  "unit",
  "location",
  "on_hand",
  "unit_cost",
  "minimum",
  "maximum",
  "storage_area",
  "barcode",
  "allergens",
] as const;

export const importProblemSchema = z.object({
  /** The row in the file, counting the header as row 1, as a spreadsheet shows it. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string(),
  location: z.string().nullable(),
  onHand: z.string().nullable(),
  unitCost: z.string().nullable(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  storageArea: z.string().nullable(),
  barcode: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  /** Whether an item of this name exists already (its stock and pars are updated). */
  existing: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(["parsing", "ready", "importing", "done", "failed", "cancelled"]),
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  progress: z.number().int(),
  createdAt: z.string(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  /** The first rows, to show before confirming. */
  preview: z.array(importRowSchema),
  problems: z.array(importProblemSchema),
  /** Columns of the file that Larder does not read. */
  ignoredColumns: z.array(z.string()),
  result: z
    .object({ created: z.number().int(), updated: z.number().int(), movements: z.number().int() })
    .nullable(),
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importConfirmSchema = z.object({
  /** Import the valid rows and leave out the rows with problems. Without it, any problem stops the import. */
  skipInvalid: z.boolean().default(false),
});

export const exportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
  locationId: uuid("location").optional(),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
});
