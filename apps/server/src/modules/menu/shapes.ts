import { ALLERGENS, type Allergen, type MenuItem } from "@larder/contracts";
import { toDecimal } from "@larder/domain";
import {
  itemsUnder,
  type MenuItemRow,
  type MenuLineRow,
  type RecipeBook,
  remembered,
  unitsOf,
} from "../recipes";

// What a menu item shows whatever the prices, worked out once per recipe book (decision 0024).

/** A line as the menu shows it, but for its cost. */
export type LineShape = Omit<MenuItem["lines"][number], "cost">;

/** What a menu item shows whatever the prices: its lines, its modifiers' lines, allergens. */
export interface MenuItemShape {
  lines: LineShape[];
  modifiers: {
    id: string;
    name: string;
    price: string;
    lines: (LineShape & { action: "add" | "remove"; index: number })[];
  }[];
  allergens: Allergen[];
}

function lineShape(book: RecipeBook, line: MenuLineRow): LineShape {
  const item = line.item_id ? book.items.get(line.item_id) : undefined;
  const recipe = line.recipe_id ? book.recipes.get(line.recipe_id) : undefined;
  return {
    itemId: line.item_id,
    recipeId: line.recipe_id,
    name: (item ?? recipe)?.name ?? "Unknown",
    quantity: toDecimal(line.quantity),
    unit: line.unit,
    units: unitsOf(book, (item ?? recipe)?.id ?? "") ?? [line.unit],
    trimPercent: toDecimal(line.trim_percent, 2),
  };
}

function allergensOfPlate(book: RecipeBook, lines: MenuLineRow[]): Allergen[] {
  const items = itemsUnder(
    book,
    lines.flatMap((line) => line.recipe_id ?? []),
  );
  for (const line of lines) if (line.item_id) items.add(line.item_id);
  const found = new Set([...items].flatMap((itemId) => book.items.get(itemId)?.allergens ?? []));
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

/** A menu item's shape, worked out once per book. */
export function shapeOf(book: RecipeBook, item: MenuItemRow): MenuItemShape {
  const shapes = remembered(book, "menu shapes", () => new Map<string, MenuItemShape>());
  let shape = shapes.get(item.id);
  if (shape) return shape;
  const lines = book.menu.lines.get(item.id) ?? [];
  shape = {
    lines: lines.map((line) => lineShape(book, line)),
    modifiers: (book.menu.modifiers.get(item.id) ?? []).map((modifier) => {
      const counters = { add: 0, remove: 0 };
      return {
        id: modifier.id,
        name: modifier.name,
        price: toDecimal(modifier.price, 2),
        lines: (book.menu.modifierLines.get(modifier.id) ?? []).map((line) => {
          const action = line.action ?? "add";
          return { ...lineShape(book, line), action, index: counters[action]++ };
        }),
      };
    }),
    allergens: allergensOfPlate(book, lines),
  };
  shapes.set(item.id, shape);
  return shape;
}

/** The items a menu item's plate and modifiers use, through their recipes. */
export function itemsOfMenu(book: RecipeBook, items: MenuItemRow[]): Set<string> {
  const lines = items.flatMap((item) => [
    ...(book.menu.lines.get(item.id) ?? []),
    ...(book.menu.modifiers.get(item.id) ?? []).flatMap(
      (modifier) => book.menu.modifierLines.get(modifier.id) ?? [],
    ),
  ]);
  const found = itemsUnder(
    book,
    lines.flatMap((line) => line.recipe_id ?? []),
  );
  for (const line of lines) if (line.item_id) found.add(line.item_id);
  return found;
}
