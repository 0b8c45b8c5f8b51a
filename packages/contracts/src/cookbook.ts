import { z } from "zod";
import { roleSchema } from "./accounts";
import { singleLine, uuid } from "./fields";
import { ALLERGENS } from "./items";
import { methodSchema } from "./method";

/**
 * Where someone stands with a recipe they must read (decision 0025): they acknowledged the
 * version the kitchen cooks now, an older one, or none.
 */
export const READING_STATUSES = ["read_current", "read_older", "not_read"] as const;
export const readingStatusSchema = z.enum(READING_STATUSES);
export type ReadingStatus = z.infer<typeof readingStatusSchema>;
export const READING_STATUS_LABELS: Record<ReadingStatus, string> = {
  read_current: "Read",
  read_older: "Read an older version",
  not_read: "Not read",
};

/** The signed-in member's reading of one recipe. */
export const myReadingSchema = z.object({
  /** Whether it is required reading for them (their role and locations). */
  required: z.boolean(),
  status: readingStatusSchema,
  /** The last version they acknowledged, and when. */
  readVersion: z.number().int().nullable(),
  readAt: z.string().nullable(),
});
export type MyReading = z.infer<typeof myReadingSchema>;

export const cookbookQuerySchema = z.object({
  search: singleLine("the search", 120).optional(),
  category: singleLine("the category", 60).optional(),
});

/** A recipe in the cookbook's list: what a cook needs to find it. Never a cost. */
export const cookbookEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
  finishedYield: z.string(),
  yieldUnit: z.string(),
  portions: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  stepCount: z.number().int(),
  /** The first step photo, shown beside the name. */
  photoId: z.uuid().nullable(),
  /** Whether someone (not necessarily you) must read it. */
  requiredReading: z.boolean(),
  reading: myReadingSchema,
});
export type CookbookEntry = z.infer<typeof cookbookEntrySchema>;

export const cookbookSchema = z.object({
  recipes: z.array(cookbookEntrySchema),
  /** Every category in the book, to filter by. */
  categories: z.array(z.string()),
  /** Recipes the member must read and has not read in their current version. */
  toRead: z.array(z.object({ id: z.uuid(), name: z.string(), status: readingStatusSchema })),
});
export type Cookbook = z.infer<typeof cookbookSchema>;

export const cookbookIngredientSchema = z.object({
  name: z.string(),
  /** The sub-recipe this line is, to open it in the cookbook. */
  recipeId: z.uuid().nullable(),
  quantity: z.string(),
  unit: z.string(),
  note: z.string(),
  /** Present only for members who may see costs (`costs.view`). */
  cost: z.string().nullable().optional(),
});

/**
 * One recipe as the kitchen reads it. Costs are present only for members who may see them: for
 * the others the server leaves them out of the answer altogether, not only of the screen.
 */
export const cookbookRecipeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  yieldQuantity: z.string(),
  yieldUnit: z.string(),
  cookingLossPercent: z.string(),
  finishedYield: z.string(),
  portionQuantity: z.string().nullable(),
  portionUnit: z.string().nullable(),
  portions: z.string().nullable(),
  ingredients: z.array(cookbookIngredientSchema),
  notes: z.string(),
  ...methodSchema.shape,
  allergens: z.array(z.enum(ALLERGENS)),
  allergenSources: z.array(z.object({ allergen: z.enum(ALLERGENS), from: z.array(z.string()) })),
  costs: z
    .object({
      batchCost: z.string().nullable(),
      portionCost: z.string().nullable(),
      unpriced: z.array(z.string()),
    })
    .optional(),
  reading: myReadingSchema,
});
export type CookbookRecipe = z.infer<typeof cookbookRecipeSchema>;

/** "I have read it": the version the member read, so a newer one saved meanwhile is not ticked. */
export const acknowledgeReadingSchema = z.object({
  version: z.number({ error: "Say which version you read." }).int().min(1),
});

/** Who must read a recipe: roles and locations; an empty list is no limit on that side. */
export const readingRequirementInputSchema = z.object({
  roles: z.array(roleSchema).max(5).default([]),
  locationIds: z.array(uuid("location")).max(200).default([]),
});
export type ReadingRequirementInput = z.input<typeof readingRequirementInputSchema>;

export const readingRequirementSchema = z.object({
  recipeId: z.uuid(),
  roles: z.array(roleSchema),
  locationIds: z.array(z.uuid()),
});
export type ReadingRequirement = z.infer<typeof readingRequirementSchema>;

/**
 * Who has read what: every required recipe, every member who must read at least one, and a cell
 * for each pair where the member must read the recipe.
 */
export const trainingMatrixSchema = z.object({
  recipes: z.array(
    readingRequirementSchema.extend({
      name: z.string(),
      category: z.string(),
      version: z.number().int(),
      /** Members who must read it, and how many of them read the current version. */
      readers: z.number().int(),
      readCurrent: z.number().int(),
    }),
  ),
  people: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: roleSchema,
      required: z.number().int(),
      readCurrent: z.number().int(),
    }),
  ),
  cells: z.array(
    z.object({
      userId: z.uuid(),
      recipeId: z.uuid(),
      status: readingStatusSchema,
      readVersion: z.number().int().nullable(),
      readAt: z.string().nullable(),
    }),
  ),
});
export type TrainingMatrix = z.infer<typeof trainingMatrixSchema>;

export const RECIPE_CARD_COSTS = ["with", "without"] as const;
export const recipeCardQuerySchema = z.object({
  /** With or without costs; members who may not see costs always get it without. */
  costs: z
    .enum(RECIPE_CARD_COSTS, { error: "Choose costs=with or costs=without." })
    .default("without"),
});
