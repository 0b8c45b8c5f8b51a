// The recipe book's rows as the database gives them, made into the book's recipes and items.
import type { PackUnit } from "@larder/domain";
import { iso } from "../../core/dates";
import type { BookItem, BookRecipe } from "./book";

export interface RecipeRow {
  id: string;
  name: string;
  category: string;
  yield_quantity: string;
  yield_unit: string;
  cooking_loss_percent: string;
  portion_quantity: string | null;
  portion_unit: string | null;
  notes: string;
  version: number;
  archived: boolean;
  updated_at: Date;
  name_rank: number;
}

export interface LineRow {
  recipe_id: string;
  item_id: string | null;
  sub_recipe_id: string | null;
  quantity: string;
  unit: string;
  trim_percent: string;
  note: string;
}

export interface ItemRow {
  id: string;
  name: string;
  base_unit: string;
  grams_per_piece: string | null;
  grams_per_ml: string | null;
  allergens: string[];
}

/** The book's items by id, each with its packs (in their order). */
export function bookItems(
  itemRows: ItemRow[],
  packRows: (PackUnit & { item_id: string })[],
): Map<string, BookItem> {
  const packs = new Map<string, PackUnit[]>();
  for (const { item_id, ...pack } of packRows) {
    if (!packs.has(item_id)) packs.set(item_id, []);
    packs.get(item_id)!.push(pack);
  }
  return new Map<string, BookItem>(
    itemRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        baseUnit: row.base_unit,
        packs: packs.get(row.id) ?? [],
        gramsPerPiece: row.grams_per_piece,
        gramsPerMl: row.grams_per_ml,
        allergens: row.allergens,
      },
    ]),
  );
}

/**
 * The book's recipes by id, each with its lines (in their order) and their notes, and for each
 * recipe the recipes whose lines use it.
 */
export function bookRecipes(
  recipeRows: RecipeRow[],
  lineRows: LineRow[],
): { recipes: Map<string, BookRecipe>; usedBy: Map<string, Set<string>> } {
  const lines = new Map<string, LineRow[]>();
  const usedBy = new Map<string, Set<string>>();
  for (const line of lineRows) {
    if (!lines.has(line.recipe_id)) lines.set(line.recipe_id, []);
    lines.get(line.recipe_id)!.push(line);
    if (line.sub_recipe_id) {
      if (!usedBy.has(line.sub_recipe_id)) usedBy.set(line.sub_recipe_id, new Set());
      usedBy.get(line.sub_recipe_id)!.add(line.recipe_id);
    }
  }
  const recipes = new Map<string, BookRecipe>(
    recipeRows.map((row) => {
      const own = lines.get(row.id) ?? [];
      return [
        row.id,
        {
          id: row.id,
          name: row.name,
          category: row.category,
          yieldQuantity: row.yield_quantity,
          yieldUnit: row.yield_unit,
          cookingLossPercent: row.cooking_loss_percent,
          portionQuantity: row.portion_quantity,
          portionUnit: row.portion_unit,
          notes: row.notes,
          savedVersion: row.version,
          archived: row.archived,
          updatedAt: iso(row.updated_at),
          nameRank: row.name_rank,
          lineNotes: own.map((line) => line.note),
          lines: own.map((line) => ({
            itemId: line.item_id,
            recipeId: line.sub_recipe_id,
            quantity: line.quantity,
            unit: line.unit,
            trimPercent: line.trim_percent,
          })),
        },
      ];
    }),
  );
  return { recipes, usedBy };
}
