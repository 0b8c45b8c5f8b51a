import { type MenuItem, type MenuOverview, type MenuSection } from "@larder/contracts";
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
import { type MenuItemRow, plateId, readPricedBook, type RecipeBook, remembered } from "../recipes";
import { itemsOfMenu, shapeOf } from "./shapes";

export { type MenuLineRow, plate } from "../recipes";

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
  // A menu item priced at the very same plate and modifier costs is shown as before.
  const shown = remembered(
    book,
    showCosts ? "menu items with costs" : "menu items",
    () => new Map<string, { inputs: unknown[]; item: MenuItem }>(),
  );
  return items.map((item) => {
    const shape = shapeOf(book, item);
    const costed = cost(plateId.menuItem(item.id));
    const sides = shape.modifiers.map((modifier) => ({
      added: cost(plateId.added(modifier.id)),
      removed: cost(plateId.removed(modifier.id)),
    }));
    const inputs = [
      workspaceTarget,
      costed,
      ...sides.flatMap((side) => [side.added, side.removed]),
    ];
    const known = shown.get(item.id);
    if (known && inputs.every((input, index) => input === known.inputs[index])) return known.item;
    const price = { price: item.price, taxRate: item.tax_rate, taxIncluded: item.tax_included };
    const economics = costed ? menuEconomics(price, costed.batchCost) : null;
    const target = item.section_target ?? workspaceTarget;
    const lineCost = (value: string | null | undefined) => (showCosts ? (value ?? null) : null);
    const presented: MenuItem = {
      id: item.id,
      name: item.name,
      sectionId: item.section_id,
      sectionName: item.section_name,
      price: toDecimal(item.price, 2),
      taxRate: toDecimal(item.tax_rate, 6),
      taxIncluded: item.tax_included,
      archived: item.archived,
      lines: shape.lines.map((line, index) => ({
        ...line,
        cost: lineCost(costed?.lines[index]?.cost),
      })),
      modifiers: shape.modifiers.map((modifier, index) => {
        const { added, removed } = sides[index]!;
        return {
          id: modifier.id,
          name: modifier.name,
          price: modifier.price,
          lines: modifier.lines.map(({ index: line, ...rest }) => ({
            ...rest,
            cost: lineCost((rest.action === "remove" ? removed : added)?.lines[line]?.cost),
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
    shown.set(item.id, { inputs, item: presented });
    return presented;
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
