import type { Recipe } from "@larder/contracts";
import type { IngredientLine, PickedIngredient } from "@/components/ui/ingredient-lines";
import { draftOfMethod, methodOfDraft, type MethodDraft } from "./method-draft";

/** A recipe's line as it is typed. */
export interface RecipeLineDraft extends IngredientLine {
  itemId: string | null;
  recipeId: string | null;
  trimPercent: string;
  note: string;
}

/** A recipe as it is typed: every figure as text, the lines with the units each can take. */
export interface RecipeDraft extends MethodDraft {
  name: string;
  category: string;
  yieldQuantity: string;
  yieldUnit: string;
  cookingLossPercent: string;
  portionQuantity: string;
  portionUnit: string;
  notes: string;
  lines: RecipeLineDraft[];
}

/** The unit a recipe made by the plate yields in. */
export const PORTION = "portion";

/**
 * A saved recipe to edit again, or an empty one (`null`) to write; `photoUrl` says where a
 * saved step photo is shown.
 */
export function draftOfRecipe(
  recipe: Recipe | null,
  photoUrl: (photoId: string) => string = () => "",
): RecipeDraft {
  if (!recipe)
    return {
      name: "",
      category: "",
      yieldQuantity: "",
      yieldUnit: PORTION,
      cookingLossPercent: "0",
      portionQuantity: "",
      portionUnit: "g",
      notes: "",
      lines: [],
      ...draftOfMethod(null, photoUrl),
    };
  return {
    name: recipe.name,
    category: recipe.category,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: recipe.cookingLossPercent,
    portionQuantity: recipe.portionQuantity ?? "",
    portionUnit: recipe.portionUnit ?? "g",
    notes: recipe.notes,
    lines: recipe.lines.map((line, index) => ({
      key: `${index}-${line.itemId ?? line.recipeId}`,
      itemId: line.itemId,
      recipeId: line.recipeId,
      name: line.name,
      units: line.units,
      quantity: line.quantity,
      unit: line.unit,
      trimPercent: line.trimPercent,
      note: line.note,
    })),
    ...draftOfMethod(recipe, photoUrl),
  };
}

/** A new line for an ingredient just picked: one of it, in the unit it starts with. */
export function lineOfIngredient(ingredient: PickedIngredient): RecipeLineDraft {
  return {
    key: crypto.randomUUID(),
    itemId: ingredient.itemId,
    recipeId: ingredient.recipeId,
    name: ingredient.name,
    units: ingredient.units,
    unit: ingredient.unit,
    quantity: "",
    trimPercent: "0",
    note: "",
  };
}

/**
 * What the form sends, before the contract's schema checks it: text trimmed, an empty loss or
 * trim as 0, and a portion only when one is typed and the recipe is not made by the portion.
 */
export function inputOfDraft(draft: RecipeDraft) {
  const byPortion = draft.yieldUnit === PORTION;
  const portion = !byPortion && draft.portionQuantity.trim() !== "";
  return {
    name: draft.name,
    category: draft.category.trim(),
    yieldQuantity: draft.yieldQuantity.trim(),
    yieldUnit: draft.yieldUnit,
    cookingLossPercent: draft.cookingLossPercent.trim() || "0",
    portionQuantity: portion ? draft.portionQuantity.trim() : null,
    portionUnit: portion ? draft.portionUnit : null,
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      itemId: line.itemId,
      recipeId: line.recipeId,
      quantity: line.quantity.trim(),
      unit: line.unit,
      trimPercent: line.trimPercent.trim() || "0",
      note: line.note.trim(),
    })),
    ...methodOfDraft(draft),
  };
}
