import type { recipeInputSchema } from "@larder/contracts";
import {
  assertNoCycle,
  InvalidError,
  PORTION_UNIT,
  type Recipe,
  priceCatalog,
  recipeUnits,
  conversionFactor,
  RecipeUnitError,
  standardUnit,
  UnitConversionError,
  unitLabel,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { loadCatalog, loadCostingItems } from "./catalog";

type RecipeInput = z.output<typeof recipeInputSchema>;

export function checkYield(
  input: Pick<RecipeInput, "yieldUnit" | "portionQuantity" | "portionUnit">,
) {
  if (input.yieldUnit !== PORTION_UNIT && !standardUnit(input.yieldUnit))
    throw new InvalidError(
      "recipe_yield_unit",
      `A recipe yields in a unit such as kg, L or pcs, or in portions; "${input.yieldUnit}" is not one.`,
    );
  if (input.portionUnit && !standardUnit(input.portionUnit))
    throw new InvalidError(
      "recipe_portion_unit",
      `A portion is measured in a unit such as g or ml; "${input.portionUnit}" is not one.`,
    );
  if (input.yieldUnit === PORTION_UNIT && input.portionQuantity)
    throw new InvalidError(
      "recipe_portion",
      "A recipe that yields portions needs no portion size: leave it empty.",
    );
}

/** The lines' items and sub-recipes exist in the workspace and are not archived. */
export async function checkIngredients(
  tx: Executor,
  workspaceId: string,
  recipeId: string | null,
  lines: RecipeInput["lines"],
): Promise<void> {
  const itemIds = lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const recipeIds = lines.flatMap((line) => (line.recipeId ? [line.recipeId] : []));
  if (recipeId && recipeIds.includes(recipeId))
    throw new InvalidError("recipe_cycle", "A recipe cannot use itself.");
  const { rows: items } = await tx.query<{ id: string; name: string; archived: boolean }>(
    `select id, name, archived_at is not null as archived from items
      where workspace_id = $1 and id = any($2::uuid[])`,
    [workspaceId, itemIds],
  );
  const { rows: recipes } = await tx.query<{ id: string; name: string; archived: boolean }>(
    `select id, name, archived_at is not null as archived from recipes
      where workspace_id = $1 and id = any($2::uuid[])`,
    [workspaceId, recipeIds],
  );
  if (items.length < new Set(itemIds).size)
    throw new InvalidError(
      "recipe_item_missing",
      "A line names an item this workspace does not have.",
    );
  if (recipes.length < new Set(recipeIds).size)
    throw new InvalidError(
      "recipe_sub_recipe_missing",
      "A line names a recipe this workspace does not have.",
    );
  const archived = [...items, ...recipes].find((row) => row.archived);
  if (archived)
    throw new InvalidError(
      "recipe_ingredient_archived",
      `${archived.name} is archived. Restore it, or choose another ingredient.`,
    );
}

/**
 * Checks a recipe as it would be saved against the whole book: no circle, every line's unit
 * convertible, and every recipe and menu item that uses it still measurable in its units.
 */
export async function checkAgainstBook(
  tx: Executor,
  workspaceId: string,
  recipe: Recipe,
): Promise<void> {
  const book = await loadCatalog(tx, workspaceId);
  book.recipes.set(recipe.id, { ...recipe, category: "" });
  const lineItems = recipe.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  if (lineItems.some((id) => !book.items.has(id))) {
    const extra = await loadCostingItems(tx, workspaceId, lineItems, book.basis);
    for (const [id, item] of extra.items) book.items.set(id, item);
  }
  assertNoCycle(book.recipes, recipe.id);
  const costing = priceCatalog(book);
  costing.cost(recipe.id);
  for (const other of book.recipes.values())
    if (other.lines.some((line) => line.recipeId === recipe.id)) costing.cost(other.id);
  const { rows: menuLines } = await tx.query<{ name: string; unit: string }>(
    `select m.name, l.unit from menu_item_lines l
       join menu_items m on m.workspace_id = l.workspace_id and m.id = l.menu_item_id
      where l.workspace_id = $1 and l.recipe_id = $2`,
    [workspaceId, recipe.id],
  );
  for (const line of menuLines) {
    try {
      conversionFactor(recipeUnits(recipe), line.unit, recipe.yieldUnit);
    } catch (error) {
      if (!(error instanceof UnitConversionError)) throw error;
      throw new RecipeUnitError(
        `${line.name} on the menu uses ${recipe.name} in ${unitLabel(line.unit)}, which Larder could no longer convert to ${unitLabel(recipe.yieldUnit)}. Change the menu item first.`,
      );
    }
  }
}
