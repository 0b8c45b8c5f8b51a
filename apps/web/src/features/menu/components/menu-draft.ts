import type { MenuItem } from "@larder/contracts";
import type { PlateTax } from "@larder/domain";
import type { IngredientLine, PickedIngredient } from "@/components/ui/ingredient-lines";

/** A plate's line as it is typed. */
export interface PlateLineDraft extends IngredientLine {
  itemId: string | null;
  recipeId: string | null;
  trimPercent: string;
}

/** A modifier's line: what it adds to the plate or takes off it. */
export interface ModifierLineDraft extends IngredientLine {
  itemId: string | null;
  recipeId: string | null;
  action: "add" | "remove";
}

export interface ModifierDraft {
  key: string;
  name: string;
  price: string;
  lines: ModifierLineDraft[];
}

/** A menu item as it is typed. */
export interface MenuItemDraft {
  name: string;
  sectionId: string;
  price: string;
  taxRate: string;
  taxIncluded: boolean;
  lines: PlateLineDraft[];
  modifiers: ModifierDraft[];
}

const keyOf = () => crypto.randomUUID();

/**
 * A saved menu item to edit again, or an empty one in `sectionId` (null item) with the `tax` the
 * other plates have (usualTax), not 0%.
 */
export function draftOfMenuItem(
  item: MenuItem | null,
  sectionId = "",
  tax: PlateTax = { taxRate: "0", taxIncluded: false },
): MenuItemDraft {
  if (!item)
    return {
      name: "",
      sectionId,
      price: "",
      taxRate: tax.taxRate,
      taxIncluded: tax.taxIncluded,
      lines: [],
      modifiers: [],
    };
  const common = (line: MenuItem["lines"][number]) => ({
    key: keyOf(),
    itemId: line.itemId,
    recipeId: line.recipeId,
    name: line.name,
    units: line.units,
    unit: line.unit,
    quantity: line.quantity,
  });
  return {
    name: item.name,
    sectionId: item.sectionId ?? "",
    price: item.price,
    taxRate: item.taxRate,
    taxIncluded: item.taxIncluded,
    lines: item.lines.map((line) => ({ ...common(line), trimPercent: line.trimPercent })),
    modifiers: item.modifiers.map((modifier) => ({
      key: modifier.id,
      name: modifier.name,
      price: modifier.price,
      lines: modifier.lines.map((line) => ({ ...common(line), action: line.action })),
    })),
  };
}

/** A plate's new line: the picked ingredient, in the unit it starts with. */
export function plateLineOf(ingredient: PickedIngredient): PlateLineDraft {
  return { ...ingredient, key: keyOf(), quantity: "", trimPercent: "0" };
}

/** A modifier's new line: adding the ingredient (choose "remove" for "no egg"). */
export function modifierLineOf(ingredient: PickedIngredient): ModifierLineDraft {
  return { ...ingredient, key: keyOf(), quantity: "", action: "add" };
}

export function emptyModifier(): ModifierDraft {
  return { key: keyOf(), name: "", price: "0", lines: [] };
}

const ingredientOf = (
  line: IngredientLine & { itemId: string | null; recipeId: string | null },
) => ({
  itemId: line.itemId,
  recipeId: line.recipeId,
  quantity: line.quantity.trim(),
  unit: line.unit,
});

/** What the form sends, before the contract's schema checks it. */
export function inputOfMenuDraft(draft: MenuItemDraft) {
  return {
    name: draft.name,
    sectionId: draft.sectionId || null,
    price: draft.price.trim().replace(/^\$/, ""),
    taxRate: draft.taxRate.trim() || "0",
    taxIncluded: draft.taxIncluded,
    lines: draft.lines.map((line) => ({
      ...ingredientOf(line),
      trimPercent: line.trimPercent.trim() || "0",
    })),
    modifiers: draft.modifiers.map((modifier) => ({
      name: modifier.name,
      price: modifier.price.trim().replace(/^\$/, "") || "0",
      lines: modifier.lines.map((line) => ({ ...ingredientOf(line), action: line.action })),
    })),
  };
}
