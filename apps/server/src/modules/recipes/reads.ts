import {
  ALLERGENS,
  type Allergen,
  type Method,
  type Recipe as RecipeView,
  type RecipeSummary,
  type ScaledRecipe,
  type recipeListQuerySchema,
} from "@larder/contracts";
import {
  exact,
  finishedYield,
  NotFoundError,
  costRecipe,
  recipeAllergens,
  RecipeUnitError,
  scaleRecipe,
  UnitConversionError,
  unitLabel,
  toDecimal,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { itemsUnder, type RecipeBook, remembered, unitsOf } from "./book";
import { readPricedBook } from "./book-cache";
import { loadCatalog } from "./catalog";
import { recipeMethod } from "./method";
import { summaryOf, tryCost } from "./summaries";

/** The recipes a search or a category picks, sorted as the list shows them. */
async function matchingRecipes(
  tx: Executor,
  workspaceId: string,
  query: z.output<typeof recipeListQuerySchema>,
): Promise<string[]> {
  const filters = ["r.workspace_id = $1"];
  const params: unknown[] = [workspaceId];
  if (query.archived === "exclude") filters.push("r.archived_at is null");
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    filters.push(`r.name ilike $${params.length}`);
  }
  if (query.category) {
    params.push(query.category);
    filters.push(`lower(r.category) = lower($${params.length})`);
  }
  const { rows } = await tx.query<{ id: string }>(
    `select r.id from recipes r where ${filters.join(" and ")} order by lower(r.name)`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * A recipe's method, read once per book: its steps change only with the recipe, and every
 * change to them gives the book a new version (migration 0012).
 */
async function methodOf(tx: Executor, book: RecipeBook, recipeId: string) {
  const methods = remembered(book, "methods", () => new Map<string, Method>());
  let method = methods.get(recipeId);
  if (!method) {
    method = await recipeMethod(tx, book.workspaceId, recipeId);
    methods.set(recipeId, method);
  }
  return method;
}

/** The items whose prices a read of `recipeIds` needs: all of them for most of the book. */
function itemsToPrice(book: RecipeBook, recipeIds: string[]): Set<string> | null {
  return recipeIds.length * 4 < book.recipes.size ? itemsUnder(book, recipeIds) : null;
}

/**
 * The recipe book, with each recipe's live cost: the book's structure as kept for its version,
 * the prices read now (decision 0024).
 */
export async function listRecipes(
  tx: Executor,
  workspaceId: string,
  query: z.output<typeof recipeListQuerySchema>,
  showCosts: boolean,
): Promise<RecipeSummary[]> {
  const matching =
    query.search || query.category ? await matchingRecipes(tx, workspaceId, query) : null;
  const shown = (book: RecipeBook) =>
    matching
      ? matching.filter((id) => book.recipes.has(id))
      : book.byName.filter((id) => query.archived === "include" || !book.recipes.get(id)!.archived);
  const { book, prices } = await readPricedBook(tx, workspaceId, (kept) =>
    itemsToPrice(kept, shown(kept)),
  );
  const ids = shown(book);
  const priced = book.plan.price(prices.unitCostOf);
  return ids.map((id) => summaryOf(book, id, tryCost(priced, id), showCosts));
}

/** One recipe with its lines costed, allergens and where it is used. */
export async function findRecipe(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
  showCosts: boolean,
): Promise<RecipeView> {
  const { book, head, prices } = await readPricedBook(
    tx,
    workspaceId,
    (kept) => remembered(kept, `items under ${recipeId}`, () => itemsUnder(kept, [recipeId])),
    [recipeId],
  );
  const recipe = book.recipes.get(recipeId);
  if (!recipe)
    throw new NotFoundError("recipe_not_found", "This recipe does not exist in this workspace.");
  const cost = tryCost(book.plan.price(prices.unitCostOf), recipeId);
  const costed = typeof cost === "string" ? null : cost;
  const sources = remembered(
    book,
    `allergen sources of ${recipeId}`,
    () => recipeAllergens(book, recipeId, ALLERGENS) as { allergen: Allergen; from: string[] }[],
  );
  const usedIn = [...(book.usedBy.get(recipeId) ?? [])]
    .map((id) => book.recipes.get(id)!)
    .filter((user) => !user.archived)
    .sort((a, b) => a.nameRank - b.nameRank);
  return {
    ...summaryOf(book, recipeId, cost, showCosts),
    allergens: sources.map((source) => source.allergen),
    notes: recipe.notes,
    ...(await methodOf(tx, book, recipeId)),
    units: unitsOf(book, recipeId)!,
    lines: recipe.lines.map((line, index) => {
      const item = line.itemId ? book.items.get(line.itemId)! : null;
      const sub = line.recipeId ? book.recipes.get(line.recipeId)! : null;
      const lineCost = costed?.lines[index];
      return {
        itemId: line.itemId ?? null,
        recipeId: line.recipeId ?? null,
        name: item?.name ?? sub!.name,
        quantity: toDecimal(line.quantity),
        unit: line.unit,
        units: unitsOf(book, (item ?? sub)!.id)!,
        trimPercent: toDecimal(line.trimPercent ?? "0", 2),
        note: recipe.lineNotes[index] ?? "",
        grossQuantity: lineCost?.grossQuantity ?? toDecimal(line.quantity),
        grossUnit: lineCost?.grossUnit ?? line.unit,
        unitCost: showCosts ? (lineCost?.unitCost ?? null) : null,
        cost: showCosts ? (lineCost?.cost ?? null) : null,
        costBasis: showCosts && item ? prices.basisOf(item.id) : null,
      };
    }),
    allergenSources: sources,
    freeFrom: ALLERGENS.filter((allergen) => !sources.some((s) => s.allergen === allergen)),
    usedIn: usedIn.map(({ id, name }) => ({ id, name })),
    costBasis: head.basis,
  };
}

/** A recipe scaled to make `quantity` `unit` after cooking loss, with its lines costed. */
export async function scaledRecipe(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
  wanted: { quantity: string; unit: string },
  showCosts: boolean,
): Promise<ScaledRecipe> {
  const catalog = await loadCatalog(tx, workspaceId, { roots: [recipeId] });
  const recipe = catalog.recipes.get(recipeId);
  if (!recipe)
    throw new NotFoundError("recipe_not_found", "This recipe does not exist in this workspace.");
  let scaled;
  try {
    scaled = scaleRecipe(recipe, wanted.quantity, wanted.unit);
  } catch (error) {
    if (!(error instanceof UnitConversionError)) throw error;
    throw new RecipeUnitError(
      `${recipe.name} is made in ${unitLabel(recipe.yieldUnit)}; Larder cannot scale it to ${unitLabel(wanted.unit)}.`,
    );
  }
  const scaledRecipe = {
    ...recipe,
    id: `${recipeId}:scaled`,
    yieldQuantity: scaled.yieldQuantity,
    lines: recipe.lines.map((line, index) => ({
      ...line,
      quantity: scaled.lines[index]!.quantity,
    })),
  };
  catalog.recipes.set(scaledRecipe.id, scaledRecipe);
  const cost = costRecipe(catalog, scaledRecipe.id);
  return {
    factor: scaled.factor,
    yieldQuantity: scaled.yieldQuantity,
    yieldUnit: recipe.yieldUnit,
    finishedYield: toDecimal(exact(finishedYield(scaledRecipe))),
    lines: recipe.lines.map((line, index) => ({
      name: line.itemId
        ? catalog.items.get(line.itemId)!.name
        : catalog.recipes.get(line.recipeId!)!.name,
      quantity: scaled.lines[index]!.quantity,
      unit: line.unit,
      cost: showCosts ? cost.lines[index]!.cost : null,
    })),
    batchCost: showCosts ? cost.batchCost : null,
  };
}
