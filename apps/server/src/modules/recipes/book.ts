import {
  CostingPlan,
  type PackUnit,
  type PlanItem,
  type Recipe,
  recipeUnits,
  usableUnits,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { loadMenuBook, type MenuBook, menuPlates, noMenu } from "./book-menu";
import { bookItems, bookRecipes, type ItemRow, type LineRow, type RecipeRow } from "./book-rows";

/**
 * The recipe book's structure (decision 0024): recipes with their lines, the items they use
 * with their units and packs, and the menu, without a single price. It changes rarely, so
 * `readRecipeBook` keeps it between requests under the version the database gives it; prices
 * are kept apart, under the database's snapshot (price-cache.ts), and multiplied in through
 * `plan`.
 */
export interface BookRecipe extends Recipe {
  category: string;
  notes: string;
  /** The recipe's own version (a new one at each saved change). */
  savedVersion: number;
  archived: boolean;
  updatedAt: string;
  lineNotes: string[];
  /** Its place when the book is sorted by name as the database sorts it. */
  nameRank: number;
}

export interface BookItem extends PlanItem {
  allergens: string[];
}

export interface RecipeBook {
  workspaceId: string;
  /** The database's version of the book this was read at (recipe_book_versions). */
  version: string | null;
  recipes: Map<string, BookRecipe>;
  /** Recipe ids sorted by lower-case name, as the list shows them. */
  byName: string[];
  items: Map<string, BookItem>;
  /** For each recipe, the recipes whose lines use it. */
  usedBy: Map<string, Set<string>>;
  menu: MenuBook;
  /** Costing compiled for the recipes and the menu's plates; priced on each request. */
  plan: CostingPlan;
  /** Worked out from the structure once, when first asked (summaries, allergens, units). */
  memo: Map<string, unknown>;
}

/** The items any recipe or menu line uses. */
const USED_ITEMS = `
  select i.id from items i
   where i.workspace_id = $1
     and (exists (select 1 from recipe_lines l where l.workspace_id = $1 and l.item_id = i.id)
       or exists (select 1 from menu_item_lines l where l.workspace_id = $1 and l.item_id = i.id)
       or exists (select 1 from menu_modifier_lines l
                   where l.workspace_id = $1 and l.item_id = i.id))`;

/** The recipes `$2` and every sub-recipe under them, and the recipes that use `$2`. */
const PART = `
  with recursive tree(id) as (
    select unnest($2::uuid[])
    union
    select l.sub_recipe_id from recipe_lines l join tree on l.recipe_id = tree.id
     where l.workspace_id = $1 and l.sub_recipe_id is not null)
  select id from tree
  union
  select recipe_id from recipe_lines where workspace_id = $1 and sub_recipe_id = any($2::uuid[])`;

/**
 * Reads the book's structure in the transaction `tx` (its tenant's rows only): the whole book,
 * or with `roots` only what reading those recipes needs (their recipes all the way down and
 * the recipes that use them, no menu), for a transaction that has written and may not keep it.
 */
export async function loadRecipeBook(
  tx: Executor,
  workspaceId: string,
  version: string | null,
  roots?: string[],
): Promise<RecipeBook> {
  const params = roots ? [workspaceId, roots] : [workspaceId];
  const part = roots ? `and r.id in (${PART})` : "";
  const { rows: recipeRows } = await tx.query<RecipeRow>(
    `select r.id, r.name, r.category, r.yield_quantity::text, r.yield_unit,
            r.cooking_loss_percent::text, r.portion_quantity::text, r.portion_unit, r.notes,
            r.version, r.archived_at is not null as archived, r.updated_at,
            (row_number() over (order by r.name))::int as name_rank
       from recipes r where r.workspace_id = $1 ${part} order by lower(r.name)`,
    params,
  );
  const { rows: lineRows } = await tx.query<LineRow>(
    `select recipe_id, item_id, sub_recipe_id, quantity::text, unit, trim_percent::text, note
       from recipe_lines where workspace_id = $1 ${roots ? `and recipe_id in (${PART})` : ""}
      order by recipe_id, position`,
    params,
  );
  const used = roots
    ? `select item_id from recipe_lines where workspace_id = $1 and recipe_id in (${PART})`
    : USED_ITEMS;
  const { rows: itemRows } = await tx.query<ItemRow>(
    `select i.id, i.name, i.base_unit, i.grams_per_piece::text, i.grams_per_ml::text, i.allergens
       from items i where i.workspace_id = $1 and i.id in (${used})`,
    params,
  );
  const { rows: packRows } = await tx.query<PackUnit & { item_id: string }>(
    `select item_id, name, quantity::text, unit from item_packs
      where workspace_id = $1 and item_id in (${used}) order by item_id, position`,
    params,
  );
  const menu = roots ? noMenu() : await loadMenuBook(tx, workspaceId);

  const items = bookItems(itemRows, packRows);
  const { recipes, usedBy } = bookRecipes(recipeRows, lineRows);
  const costed = new Map<string, Recipe>(recipes);
  for (const plate of menuPlates(menu)) costed.set(plate.id, plate);
  return {
    workspaceId,
    version,
    recipes,
    byName: recipeRows.map((row) => row.id),
    items,
    usedBy,
    menu,
    plan: new CostingPlan({ items, recipes: costed }),
    memo: new Map(),
  };
}

/** What the book weighs in memory, roughly: its recipes, lines, items and menu lines. */
export function bookWeight(book: RecipeBook): number {
  let lines = 0;
  for (const recipe of book.recipes.values()) lines += recipe.lines.length;
  for (const menuLines of book.menu.lines.values()) lines += menuLines.length;
  return book.recipes.size + lines + book.items.size + book.menu.items.length;
}

/** Worked out once per book: `work` runs the first time `key` is asked for. */
export function remembered<T>(book: RecipeBook, key: string, work: () => T): T {
  if (!book.memo.has(key)) book.memo.set(key, work());
  return book.memo.get(key) as T;
}

/** The items a recipe uses, through all its sub-recipes (whether or not it can be costed). */
export function itemsUnder(book: RecipeBook, recipeIds: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const line of book.recipes.get(id)?.lines ?? []) {
      if (line.itemId) found.add(line.itemId);
      else if (line.recipeId) walk(line.recipeId);
    }
  };
  for (const id of recipeIds) walk(id);
  return found;
}

/** The units an item, or a recipe's output, can be used in (each worked out once per book). */
export function unitsOf(book: RecipeBook, id: string): string[] | null {
  const known = remembered(book, "units", () => new Map<string, string[] | null>());
  let units = known.get(id);
  if (units === undefined) {
    const item = book.items.get(id);
    const recipe = item ? undefined : book.recipes.get(id);
    units = item ? usableUnits(item) : recipe ? usableUnits(recipeUnits(recipe)) : null;
    known.set(id, units);
  }
  return units;
}
