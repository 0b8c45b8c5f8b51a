import { z } from "zod";
import {
  compareDecimals,
  multiLine,
  nonNegativeDecimalSchema,
  quantitySchema,
  singleLine,
  trimmed,
  unitSchema,
  updateSchema,
  uuid,
} from "./fields";
import { ALLERGENS } from "./items";
import { methodFields, methodSchema } from "./method";

/** How recipe lines are priced (decision 0024); the workspace picks one. */
export const COST_BASES = ["last_receipt", "average", "preferred_supplier"] as const;
export type CostBasis = (typeof COST_BASES)[number];
export const COST_BASIS_LABELS: Record<CostBasis, string> = {
  last_receipt: "Last received price",
  average: "Average cost of stock on hand",
  preferred_supplier: "Preferred supplier's price",
};

/** A loss in percent: 0 or more, below 100 (all of it lost would leave nothing to cost). */
export const lossPercentSchema = (label: string) =>
  nonNegativeDecimalSchema(label).refine((value) => compareDecimals(value, "100") < 0, {
    error: `${label[0]!.toUpperCase()}${label.slice(1)} must be below 100%.`,
  });

export const recipeLineInputSchema = z
  .object({
    itemId: uuid("item").nullable().default(null),
    recipeId: uuid("sub-recipe").nullable().default(null),
    quantity: quantitySchema,
    unit: unitSchema,
    trimPercent: lossPercentSchema("the trim").default("0"),
    note: singleLine("the line's note", 200).default(""),
  })
  .refine((line) => (line.itemId === null) !== (line.recipeId === null), {
    error: "Each line needs an item or a sub-recipe, not both.",
  });
export type RecipeLineInput = z.input<typeof recipeLineInputSchema>;

const recipeFields = {
  name: trimmed("the recipe's name", 120),
  category: singleLine("the category", 60),
  yieldQuantity: quantitySchema,
  /** A unit code, or "portion". */
  yieldUnit: unitSchema,
  cookingLossPercent: lossPercentSchema("the cooking loss"),
  portionQuantity: quantitySchema.nullable(),
  portionUnit: unitSchema.nullable(),
  notes: multiLine("the notes", 2000),
  lines: z.array(recipeLineInputSchema).max(100, { error: "A recipe can have at most 100 lines." }),
  ...methodFields,
};

const portionRule = <T extends { portionQuantity?: string | null; portionUnit?: string | null }>(
  value: T,
) =>
  (value.portionQuantity === undefined) === (value.portionUnit === undefined) &&
  (value.portionQuantity === null) === (value.portionUnit === null);
const portionError = { error: "Give a portion both a quantity and a unit, or neither." };

export const recipeInputSchema = z
  .object({
    ...recipeFields,
    category: recipeFields.category.default(""),
    cookingLossPercent: recipeFields.cookingLossPercent.default("0"),
    portionQuantity: recipeFields.portionQuantity.default(null),
    portionUnit: recipeFields.portionUnit.default(null),
    notes: recipeFields.notes.default(""),
    steps: recipeFields.steps.default([]),
    equipment: recipeFields.equipment.default([]),
    platingNotes: recipeFields.platingNotes.default(""),
  })
  .refine(portionRule, portionError);
export type RecipeInput = z.input<typeof recipeInputSchema>;

export const recipeUpdateSchema = updateSchema({ ...recipeFields, archived: z.boolean() }).refine(
  portionRule,
  portionError,
);
export type RecipeUpdate = z.input<typeof recipeUpdateSchema>;

export const recipeLineSchema = z.object({
  itemId: z.uuid().nullable(),
  recipeId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** The units this ingredient can be measured in. */
  units: z.array(z.string()),
  trimPercent: z.string(),
  note: z.string(),
  /** What is used after trim, in what is bought: the item's base unit or the sub-recipe's yield. */
  grossQuantity: z.string(),
  grossUnit: z.string(),
  /** Costs: null for members who may not see costs, or when the ingredient has no price. */
  unitCost: z.string().nullable(),
  cost: z.string().nullable(),
  /** Which price the line's item was costed at (the workspace's basis, or a fallback). */
  costBasis: z.enum(COST_BASES).nullable(),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const recipeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  yieldQuantity: z.string(),
  yieldUnit: z.string(),
  cookingLossPercent: z.string(),
  /** What one batch makes after cooking loss. */
  finishedYield: z.string(),
  portionQuantity: z.string().nullable(),
  portionUnit: z.string().nullable(),
  portions: z.string().nullable(),
  lineCount: z.number().int(),
  /** Whether it is used as a sub-recipe by another recipe. */
  usedBy: z.number().int(),
  version: z.number().int(),
  archived: z.boolean(),
  updatedAt: z.string(),
  /** Null for members who may not see costs. */
  batchCost: z.string().nullable(),
  portionCost: z.string().nullable(),
  /** Items without any price, anywhere in the recipe: its cost leaves them out. */
  unpriced: z.array(z.string()),
  /** Why it cannot be costed now (an item lost the unit a line uses), or null. */
  problem: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  notes: z.string(),
  /** The method: steps, equipment, plating (part of every saved version). */
  ...methodSchema.shape,
  lines: z.array(recipeLineSchema),
  /** The units its output can be used in by another recipe or a menu item. */
  units: z.array(z.string()),
  allergenSources: z.array(z.object({ allergen: z.enum(ALLERGENS), from: z.array(z.string()) })),
  /** Allergens none of its ingredients declare. */
  freeFrom: z.array(z.enum(ALLERGENS)),
  /** The recipes that use this one. */
  usedIn: z.array(z.object({ id: z.uuid(), name: z.string() })),
  costBasis: z.enum(COST_BASES),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeListQuerySchema = z.object({
  search: singleLine("the search", 120).optional(),
  category: singleLine("the category", 60).optional(),
  archived: z.enum(["include", "exclude"]).default("exclude"),
});

export const scaleQuerySchema = z.object({
  quantity: quantitySchema,
  unit: unitSchema,
});
export const scaledRecipeSchema = z.object({
  factor: z.string(),
  yieldQuantity: z.string(),
  yieldUnit: z.string(),
  finishedYield: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      unit: z.string(),
      cost: z.string().nullable(),
    }),
  ),
  batchCost: z.string().nullable(),
});
export type ScaledRecipe = z.infer<typeof scaledRecipeSchema>;

export const costHistorySchema = z.array(
  z.object({
    at: z.string(),
    batchCost: z.string(),
    portionCost: z.string().nullable(),
    /** Why it moved: "Roma Tomatoes received at $2.60 a kg", "Version 3 saved by Ana". */
    reason: z.string(),
  }),
);
export type CostHistory = z.infer<typeof costHistorySchema>;

export const recipeVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});

export const costingSettingsSchema = z.object({
  costBasis: z.enum(COST_BASES),
  targetFoodCostPercent: z.string(),
});
export const costingSettingsUpdateSchema = updateSchema({
  costBasis: z.enum(COST_BASES, { error: "Choose how recipes are costed." }),
  targetFoodCostPercent: lossPercentSchema("the target food cost"),
});
