import {
  ALLERGENS,
  type Allergen,
  type Recipe as RecipeView,
  type RecipeSummary,
  type ScaledRecipe,
  type recipeListQuerySchema,
} from "@larder/contracts";
import {
  DomainError,
  exact,
  finishedYield,
  NotFoundError,
  portionsPerBatch,
  type RecipeCost,
  RecipeCosting,
  recipeAllergens,
  recipeUnits,
  RecipeUnitError,
  scaleRecipe,
  UnitConversionError,
  unitLabel,
  toDecimal,
  usableUnits,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { iso } from "../../http/schemas";
import { type CostedCatalog, loadCatalog } from "./catalog";
import { recipeMethod } from "./method";
import { recipeUsers } from "./service";

interface RecipeRow {
  id: string;
  notes: string;
  version: number;
  archived: boolean;
  updated_at: Date;
  line_count: number;
  used_by: number;
}

const RECIPE_SQL = `
  select r.id, r.notes, r.version, r.archived_at is not null as archived, r.updated_at,
         (select count(*)::int from recipe_lines l
           where l.workspace_id = r.workspace_id and l.recipe_id = r.id) as line_count,
         (select count(distinct l.recipe_id)::int from recipe_lines l
           where l.workspace_id = r.workspace_id and l.sub_recipe_id = r.id) as used_by
    from recipes r`;

/** Costs a recipe, or says in words why it cannot be costed now. */
function tryCost(costing: RecipeCosting, id: string): RecipeCost | string {
  try {
    return costing.cost(id);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** Allergens of every recipe in the catalogue, each worked out once. */
function allergenIndex(catalog: CostedCatalog) {
  const known = new Map<string, Set<string>>();
  const of = (id: string, path: string[] = []): Set<string> => {
    const done = known.get(id);
    if (done) return done;
    const found = new Set<string>();
    if (path.includes(id)) return found;
    for (const line of catalog.recipes.get(id)?.lines ?? []) {
      const from = line.itemId
        ? (catalog.items.get(line.itemId)?.allergens ?? [])
        : of(line.recipeId!, [...path, id]);
      for (const allergen of from) found.add(allergen);
    }
    known.set(id, found);
    return found;
  };
  return (id: string) => ALLERGENS.filter((allergen) => of(id).has(allergen));
}

function summary(
  catalog: CostedCatalog,
  row: RecipeRow,
  cost: RecipeCost | string,
  allergens: Allergen[],
  showCosts: boolean,
): RecipeSummary {
  const recipe = catalog.recipes.get(row.id)!;
  const costed = typeof cost === "string" ? null : cost;
  let portions = costed?.portions ?? null;
  let made = costed?.finishedYield ?? recipe.yieldQuantity;
  if (!costed) {
    try {
      made = toDecimal(finishedYield(recipe));
      const count = portionsPerBatch(recipe);
      portions = count ? toDecimal(count) : null;
    } catch {
      // A portion its yield cannot be converted to: `problem` says so.
    }
  }
  return {
    id: row.id,
    name: recipe.name,
    category: recipe.category,
    yieldQuantity: toDecimal(recipe.yieldQuantity),
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: toDecimal(recipe.cookingLossPercent ?? "0", 2),
    finishedYield: made,
    portionQuantity: recipe.portionQuantity ? toDecimal(recipe.portionQuantity) : null,
    portionUnit: recipe.portionUnit ?? null,
    portions,
    lineCount: row.line_count,
    usedBy: row.used_by,
    version: row.version,
    archived: row.archived,
    updatedAt: iso(row.updated_at),
    batchCost: showCosts && costed ? costed.batchCost : null,
    portionCost: showCosts && costed ? costed.portionCost : null,
    unpriced: costed?.unpriced ?? [],
    problem: typeof cost === "string" ? cost : null,
    allergens,
  };
}

/** The recipe book, with each recipe's live cost. */
export async function listRecipes(
  tx: Executor,
  workspaceId: string,
  query: z.output<typeof recipeListQuerySchema>,
  showCosts: boolean,
): Promise<RecipeSummary[]> {
  const catalog = await loadCatalog(tx, workspaceId);
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
  const { rows } = await tx.query<RecipeRow>(
    `${RECIPE_SQL} where ${filters.join(" and ")} order by lower(r.name)`,
    params,
  );
  const costing = new RecipeCosting(catalog);
  const allergens = allergenIndex(catalog);
  return rows.map((row) =>
    summary(catalog, row, tryCost(costing, row.id), allergens(row.id) as Allergen[], showCosts),
  );
}

/** One recipe with its lines costed, allergens and where it is used. */
export async function findRecipe(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
  showCosts: boolean,
): Promise<RecipeView> {
  const { rows } = await tx.query<RecipeRow>(
    `${RECIPE_SQL} where r.workspace_id = $1 and r.id = $2`,
    [workspaceId, recipeId],
  );
  const row = rows[0];
  if (!row)
    throw new NotFoundError("recipe_not_found", "This recipe does not exist in this workspace.");
  const catalog = await loadCatalog(tx, workspaceId, { roots: [recipeId] });
  const recipe = catalog.recipes.get(recipeId)!;
  const cost = tryCost(new RecipeCosting(catalog), recipeId);
  const costed = typeof cost === "string" ? null : cost;
  const { rows: notes } = await tx.query<{ note: string }>(
    "select note from recipe_lines where workspace_id = $1 and recipe_id = $2 order by position",
    [workspaceId, recipeId],
  );
  const sources = recipeAllergens(catalog, recipeId, ALLERGENS) as {
    allergen: Allergen;
    from: string[];
  }[];
  const users = await recipeUsers(tx, workspaceId, recipeId);
  return {
    ...summary(
      catalog,
      row,
      cost,
      sources.map((source) => source.allergen),
      showCosts,
    ),
    notes: row.notes,
    ...(await recipeMethod(tx, workspaceId, recipeId)),
    units: usableUnits(recipeUnits(recipe)),
    lines: recipe.lines.map((line, index) => {
      const item = line.itemId ? catalog.items.get(line.itemId)! : null;
      const sub = line.recipeId ? catalog.recipes.get(line.recipeId)! : null;
      const lineCost = costed?.lines[index];
      return {
        itemId: line.itemId ?? null,
        recipeId: line.recipeId ?? null,
        name: item?.name ?? sub!.name,
        quantity: toDecimal(line.quantity),
        unit: line.unit,
        units: item ? usableUnits(item) : usableUnits(recipeUnits(sub!)),
        trimPercent: toDecimal(line.trimPercent ?? "0", 2),
        note: notes[index]?.note ?? "",
        grossQuantity: lineCost?.grossQuantity ?? toDecimal(line.quantity),
        grossUnit: lineCost?.grossUnit ?? line.unit,
        unitCost: showCosts ? (lineCost?.unitCost ?? null) : null,
        cost: showCosts ? (lineCost?.cost ?? null) : null,
        costBasis: showCosts && item ? (catalog.basisOf.get(item.id) ?? null) : null,
      };
    }),
    allergenSources: sources,
    freeFrom: ALLERGENS.filter((allergen) => !sources.some((s) => s.allergen === allergen)),
    usedIn: users.filter((user) => user.kind === "recipe").map(({ id, name }) => ({ id, name })),
    costBasis: catalog.basis,
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
  const cost = new RecipeCosting(catalog).cost(scaledRecipe.id);
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
