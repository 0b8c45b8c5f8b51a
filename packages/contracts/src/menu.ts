import { z } from "zod";
import {
  isoDate,
  MONEY_BOUNDS,
  nonNegativeDecimalSchema,
  percentSchema,
  quantitySchema,
  trimmed,
  unitSchema,
  updateSchema,
  uuid,
} from "./fields";
import { ALLERGENS } from "./items";
import { lossPercentSchema } from "./recipes";

export const MENU_QUADRANTS = ["star", "plowhorse", "puzzle", "dog"] as const;
export const MENU_QUADRANT_LABELS: Record<(typeof MENU_QUADRANTS)[number], string> = {
  star: "Star",
  plowhorse: "Plowhorse",
  puzzle: "Puzzle",
  dog: "Dog",
};

const ingredient = {
  itemId: uuid("item").nullable().default(null),
  recipeId: uuid("recipe").nullable().default(null),
  quantity: quantitySchema,
  unit: unitSchema,
};
const oneIngredient = {
  error: "Each line needs an item or a recipe, not both.",
};

export const menuLineInputSchema = z
  .object({ ...ingredient, trimPercent: lossPercentSchema("the trim").default("0") })
  .refine((line) => (line.itemId === null) !== (line.recipeId === null), oneIngredient);

export const modifierInputSchema = z.object({
  name: trimmed("the modifier's name", 80),
  price: nonNegativeDecimalSchema("the modifier's price", MONEY_BOUNDS).default("0"),
  lines: z
    .array(
      z
        .object({
          ...ingredient,
          action: z.enum(["add", "remove"], { error: "Choose add or remove." }),
        })
        .refine((line) => (line.itemId === null) !== (line.recipeId === null), oneIngredient),
    )
    .max(20, { error: "A modifier can have at most 20 lines." }),
});

const menuItemFields = {
  name: trimmed("the menu item's name", 120),
  sectionId: uuid("menu section").nullable(),
  price: nonNegativeDecimalSchema("the price", MONEY_BOUNDS),
  taxRate: percentSchema("the tax rate"),
  taxIncluded: z.boolean(),
  lines: z.array(menuLineInputSchema).max(50, { error: "A menu item can have at most 50 lines." }),
  modifiers: z
    .array(modifierInputSchema)
    .max(30, { error: "A menu item can have at most 30 modifiers." }),
};

export const menuItemInputSchema = z.object({
  ...menuItemFields,
  sectionId: menuItemFields.sectionId.default(null),
  taxRate: menuItemFields.taxRate.default("0"),
  taxIncluded: menuItemFields.taxIncluded.default(false),
  modifiers: menuItemFields.modifiers.default([]),
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export const menuItemUpdateSchema = updateSchema({ ...menuItemFields, archived: z.boolean() });

export const menuLineSchema = z.object({
  itemId: z.uuid().nullable(),
  recipeId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  units: z.array(z.string()),
  trimPercent: z.string(),
  cost: z.string().nullable(),
});

export const menuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sectionId: z.uuid().nullable(),
  sectionName: z.string().nullable(),
  price: z.string(),
  taxRate: z.string(),
  taxIncluded: z.boolean(),
  archived: z.boolean(),
  lines: z.array(menuLineSchema),
  modifiers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      price: z.string(),
      lines: z.array(menuLineSchema.extend({ action: z.enum(["add", "remove"]) })),
      /** What the modifier adds to (or, negative, takes off) the plate's cost. */
      costChange: z.string().nullable(),
    }),
  ),
  allergens: z.array(z.enum(ALLERGENS)),
  /** Costs and margins: null for members who may not see costs. */
  cost: z.string().nullable(),
  netPrice: z.string().nullable(),
  grossMargin: z.string().nullable(),
  foodCostPercent: z.string().nullable(),
  /** The section's target, or the workspace's. */
  targetFoodCostPercent: z.string().nullable(),
  overTarget: z.boolean(),
  unpriced: z.array(z.string()),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionInputSchema = z.object({
  name: trimmed("the section's name", 60),
  targetFoodCostPercent: lossPercentSchema("the target food cost").nullable().default(null),
});
export const menuSectionUpdateSchema = updateSchema({
  name: trimmed("the section's name", 60),
  targetFoodCostPercent: lossPercentSchema("the target food cost").nullable(),
  position: z.number().int().min(0).max(1000),
});
export const menuSectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  targetFoodCostPercent: z.string().nullable(),
  itemCount: z.number().int(),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const menuOverviewSchema = z.object({
  sections: z.array(menuSectionSchema),
  items: z.array(menuItemSchema),
  targetFoodCostPercent: z.string(),
  /** Cost ÷ net price of the whole menu, one plate of each (null without costs). */
  averageFoodCostPercent: z.string().nullable(),
  overTarget: z.number().int(),
});
export type MenuOverview = z.infer<typeof menuOverviewSchema>;

export const menuEngineeringQuerySchema = z
  .object({
    locationId: uuid("location").optional(),
    /** Compare the plates of one menu section among themselves (drinks with drinks). */
    sectionId: uuid("menu section").optional(),
    from: isoDate("the first day"),
    to: isoDate("the last day"),
  })
  .refine((query) => query.from <= query.to, {
    error: "The first day must be on or before the last day.",
  });

/**
 * Menu engineering over a period: each menu item's popularity (portions sold, share of the
 * mix) and contribution margin, and the quadrant they put it in.
 */
export const menuEngineeringSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The section whose plates are compared among themselves; null for the whole menu. */
  sectionId: z.uuid().nullable(),
  /** The menu's sections, in order, to choose among. */
  sections: z.array(z.object({ id: z.uuid(), name: z.string() })),
  totalSold: z.string(),
  /** An item is popular when it sells at least this many (70% of an equal share). */
  popularityThreshold: z.string(),
  /** The average margin of a portion sold; an item at or above it is profitable. */
  averageMargin: z.string().nullable(),
  items: z.array(
    z.object({
      menuItemId: z.uuid(),
      name: z.string(),
      sectionName: z.string().nullable(),
      sold: z.string(),
      mixPercent: z.string(),
      netSales: z.string(),
      /** Net price − cost at today's cost, per portion and for all sold; null without costs. */
      margin: z.string().nullable(),
      totalMargin: z.string().nullable(),
      foodCostPercent: z.string().nullable(),
      quadrant: z.enum(MENU_QUADRANTS).nullable(),
    }),
  ),
});
export type MenuEngineering = z.infer<typeof menuEngineeringSchema>;
