import { z } from "zod";
import {
  compareDecimals,
  multiLine,
  nonNegativeDecimalSchema,
  pageQuerySchema,
  positiveDecimalSchema,
  quantitySchema,
  searchText,
  singleLine,
  trimmed,
  unitSchema,
  updateSchema,
  uuid,
} from "./fields";
import { stockStatusSchema } from "./stock";

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
export const categoryUpdateSchema = updateSchema(
  {
    name: trimmed("the category's name", 60),
    position: z.number().int().min(0).max(10_000),
  },
  "Send a new name or position.",
);

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

export const itemUpdateSchema = updateSchema({
  ...itemFields,
  /** Replaces where it is kept at the locations named; other locations keep theirs. */
  storageAreaIds: itemFields.storageAreaIds,
  /** Replaces the par levels of the locations named; other locations keep theirs. */
  parLevels: itemFields.parLevels,
  archived: z.boolean(),
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
