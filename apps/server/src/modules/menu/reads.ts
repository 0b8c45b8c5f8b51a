import {
  ALLERGENS,
  type Allergen,
  type MenuItem,
  type MenuOverview,
  type MenuSection,
} from "@larder/contracts";
import {
  DomainError,
  exact,
  isOverTarget,
  menuEconomics,
  netPrice,
  type PricedBook,
  sum,
  toDecimal,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import {
  itemsUnder,
  type MenuItemRow,
  type MenuLineRow,
  plateId,
  readPricedBook,
  type RecipeBook,
  remembered,
  unitsOf,
} from "../recipes";

export { type MenuLineRow, plate } from "../recipes";

/** A line as the menu shows it, but for its cost. */
type LineShape = Omit<MenuItem["lines"][number], "cost">;

/** What a menu item shows whatever the prices: its lines, its modifiers' lines, allergens. */
interface MenuItemShape {
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
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (recipeId: string) => {
    if (seen.has(recipeId)) return;
    seen.add(recipeId);
    for (const line of book.recipes.get(recipeId)?.lines ?? []) {
      if (line.recipeId) walk(line.recipeId);
      for (const allergen of (line.itemId && book.items.get(line.itemId)?.allergens) || [])
        found.add(allergen);
    }
  };
  for (const line of lines) {
    if (line.recipe_id) walk(line.recipe_id);
    for (const allergen of (line.item_id && book.items.get(line.item_id)?.allergens) || [])
      found.add(allergen);
  }
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

/** A menu item's shape, worked out once per book. */
function shapeOf(book: RecipeBook, item: MenuItemRow): MenuItemShape {
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
function itemsOfMenu(book: RecipeBook, items: MenuItemRow[]): Set<string> {
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

/** Menu items with cost, margin, food cost % and allergens, at this request's prices. */
function presentMenu(
  book: RecipeBook,
  items: MenuItemRow[],
  priced: PricedBook,
  workspaceTarget: string,
  showCosts: boolean,
): MenuItem[] {
  const cost = (id: string) => {
    try {
      return priced.cost(id);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
  return items.map((item) => {
    const shape = shapeOf(book, item);
    const costed = cost(plateId.menuItem(item.id));
    const price = { price: item.price, taxRate: item.tax_rate, taxIncluded: item.tax_included };
    const economics = costed ? menuEconomics(price, costed.batchCost) : null;
    const target = item.section_target ?? workspaceTarget;
    const lineCost = (value: string | null | undefined) => (showCosts ? (value ?? null) : null);
    return {
      id: item.id,
      name: item.name,
      sectionId: item.section_id,
      sectionName: item.section_name,
      price: toDecimal(item.price, 2),
      taxRate: toDecimal(item.tax_rate, 2),
      taxIncluded: item.tax_included,
      archived: item.archived,
      lines: shape.lines.map((line, index) => ({
        ...line,
        cost: lineCost(costed?.lines[index]?.cost),
      })),
      modifiers: shape.modifiers.map((modifier) => {
        const added = cost(plateId.added(modifier.id));
        const removed = cost(plateId.removed(modifier.id));
        return {
          id: modifier.id,
          name: modifier.name,
          price: modifier.price,
          lines: modifier.lines.map(({ index, ...line }) => ({
            ...line,
            cost: lineCost((line.action === "remove" ? removed : added)?.lines[index]?.cost),
          })),
          costChange:
            showCosts && added && removed
              ? toDecimal(exact(added.batchCost).sub(exact(removed.batchCost)), 4)
              : null,
        };
      }),
      allergens: shape.allergens,
      cost: showCosts && costed ? costed.batchCost : null,
      netPrice: showCosts && economics ? economics.netPrice : null,
      grossMargin: showCosts && economics ? economics.grossMargin : null,
      foodCostPercent: showCosts && economics ? economics.foodCostPercent : null,
      targetFoodCostPercent: toDecimal(target, 2),
      overTarget: showCosts && economics ? isOverTarget(economics.foodCostPercent, target) : false,
      unpriced: costed?.unpriced ?? [],
    };
  });
}

export async function listSections(tx: Executor, workspaceId: string): Promise<MenuSection[]> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    position: number;
    target: string | null;
    item_count: number;
  }>(
    `select s.id, s.name, s.position, s.target_food_cost_percent::text as target,
            (select count(*)::int from menu_items m where m.workspace_id = s.workspace_id
               and m.section_id = s.id and m.archived_at is null) as item_count
       from menu_sections s where s.workspace_id = $1 order by s.position, lower(s.name)`,
    [workspaceId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    targetFoodCostPercent: row.target === null ? null : toDecimal(row.target, 2),
    itemCount: row.item_count,
  }));
}

/**
 * The whole menu: sections, items with their economics, and the menu's food cost %. The menu's
 * structure comes from the recipe book as kept for its version; prices are read now.
 */
export async function menuOverview(
  tx: Executor,
  workspaceId: string,
  archived: "include" | "exclude",
  showCosts: boolean,
): Promise<MenuOverview> {
  const { book, head, prices } = await readPricedBook(tx, workspaceId, () => null);
  const shown = book.menu.items.filter((item) => archived === "include" || !item.archived);
  const target = head.targetFoodCostPercent;
  const items = presentMenu(book, shown, book.plan.price(prices.unitCostOf), target, showCosts);
  const costed = items.filter((item) => item.cost !== null && !item.archived);
  const net = sum(
    costed.map((item) =>
      netPrice({ price: item.price, taxRate: item.taxRate, taxIncluded: item.taxIncluded }),
    ),
  );
  return {
    sections: book.menu.sections.map((row): MenuSection => ({
      id: row.id,
      name: row.name,
      position: row.position,
      targetFoodCostPercent: row.target === null ? null : toDecimal(row.target, 2),
      itemCount: row.item_count,
    })),
    items,
    targetFoodCostPercent: toDecimal(target, 2),
    averageFoodCostPercent:
      showCosts && net.compare(0) > 0
        ? toDecimal(
            sum(costed.map((item) => item.cost!))
              .div(net)
              .mul(100),
            1,
          )
        : null,
    overTarget: items.filter((item) => item.overTarget && !item.archived).length,
  };
}

/** One menu item. */
export async function findMenuItem(
  tx: Executor,
  workspaceId: string,
  menuItemId: string,
  showCosts: boolean,
): Promise<MenuItem> {
  const only = (book: RecipeBook) => book.menu.items.filter((item) => item.id === menuItemId);
  const { book, head, prices } = await readPricedBook(tx, workspaceId, (kept) =>
    itemsOfMenu(kept, only(kept)),
  );
  const items = only(book);
  const priced = book.plan.price(prices.unitCostOf);
  const [item] = presentMenu(book, items, priced, head.targetFoodCostPercent, showCosts);
  return item!;
}
