import type { Cookbook, CookbookRecipe, cookbookQuerySchema, Recipe } from "@larder/contracts";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { findRecipe, listRecipes } from "../recipes";
import { myReadings, readingRequirements } from "./training";

/** How many steps each recipe has, and its first step photo. */
async function methodSummaries(tx: Executor, workspaceId: string) {
  const { rows } = await tx.query<{ recipe_id: string; steps: number; photo_id: string | null }>(
    `select recipe_id, count(*)::int as steps,
            (array_agg(photo_id order by position) filter (where photo_id is not null))[1] as photo_id
       from recipe_steps where workspace_id = $1 group by recipe_id`,
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.recipe_id, row]));
}

/** Every category of the live book, each once whatever its case, in alphabetical order. */
async function categories(tx: Executor, workspaceId: string): Promise<string[]> {
  const { rows } = await tx.query<{ category: string }>(
    `select min(category) as category from recipes
      where workspace_id = $1 and archived_at is null and category <> ''
      group by lower(category) order by lower(category)`,
    [workspaceId],
  );
  return rows.map((row) => row.category);
}

/**
 * The cookbook: the live recipes (searched, filtered by category) with what a cook needs to
 * pick one, and the required recipes `member` has still to read (whatever the filter). It never
 * carries a cost, whoever asks.
 */
export async function listCookbook(
  tx: Executor,
  member: Member,
  query: z.output<typeof cookbookQuerySchema>,
): Promise<Cookbook> {
  const { workspaceId } = member;
  const recipes = await listRecipes(tx, workspaceId, { ...query, archived: "exclude" }, false);
  const methods = await methodSummaries(tx, workspaceId);
  const { rows: book } = await tx.query<{ id: string; name: string; version: number }>(
    `select id, name, version from recipes
      where workspace_id = $1 and archived_at is null order by lower(name)`,
    [workspaceId],
  );
  const readings = await myReadings(tx, member, book);
  const required = await readingRequirements(tx, workspaceId);
  return {
    recipes: recipes.map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      category: recipe.category,
      version: recipe.version,
      finishedYield: recipe.finishedYield,
      yieldUnit: recipe.yieldUnit,
      portions: recipe.portions,
      allergens: recipe.allergens,
      stepCount: methods.get(recipe.id)?.steps ?? 0,
      photoId: methods.get(recipe.id)?.photo_id ?? null,
      requiredReading: required.has(recipe.id),
      reading: readings.get(recipe.id)!,
    })),
    categories: await categories(tx, workspaceId),
    toRead: book.flatMap((recipe) => {
      const reading = readings.get(recipe.id)!;
      return reading.required && reading.status !== "read_current"
        ? [{ id: recipe.id, name: recipe.name, status: reading.status }]
        : [];
    }),
  };
}

/**
 * One recipe as the kitchen reads it. For members who may not see costs (`showCosts` false) the
 * answer has no cost field at all: they are left out here, not only hidden on the screen.
 */
export function cookbookView(
  recipe: Recipe,
  reading: CookbookRecipe["reading"],
  showCosts: boolean,
): CookbookRecipe {
  return {
    id: recipe.id,
    name: recipe.name,
    category: recipe.category,
    version: recipe.version,
    updatedAt: recipe.updatedAt,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: recipe.cookingLossPercent,
    finishedYield: recipe.finishedYield,
    portionQuantity: recipe.portionQuantity,
    portionUnit: recipe.portionUnit,
    portions: recipe.portions,
    ingredients: recipe.lines.map((line) => ({
      name: line.name,
      recipeId: line.recipeId,
      quantity: line.quantity,
      unit: line.unit,
      note: line.note,
      ...(showCosts ? { cost: line.cost } : {}),
    })),
    notes: recipe.notes,
    steps: recipe.steps,
    equipment: recipe.equipment,
    platingNotes: recipe.platingNotes,
    allergens: recipe.allergens,
    allergenSources: recipe.allergenSources,
    ...(showCosts
      ? {
          costs: {
            batchCost: recipe.batchCost,
            portionCost: recipe.portionCost,
            unpriced: recipe.unpriced,
          },
        }
      : {}),
    reading,
  };
}

/** One recipe for the cookbook, with `member`'s reading of it. */
export async function findCookbookRecipe(
  tx: Executor,
  member: Member,
  recipeId: string,
  showCosts: boolean,
): Promise<CookbookRecipe> {
  const recipe = await findRecipe(tx, member.workspaceId, recipeId, showCosts);
  const readings = await myReadings(tx, member, [recipe]);
  return cookbookView(recipe, readings.get(recipe.id)!, showCosts);
}
