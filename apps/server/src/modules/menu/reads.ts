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
  PORTION_UNIT,
  type Recipe,
  RecipeCosting,
  recipeUnits,
  sum,
  toDecimal,
  usableUnits,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { type CostedCatalog, loadCatalog } from "../recipes";

export interface MenuLineRow {
  owner_id: string;
  item_id: string | null;
  recipe_id: string | null;
  quantity: string;
  unit: string;
  trim_percent: string;
  action?: "add" | "remove";
}

interface MenuItemRow {
  id: string;
  name: string;
  section_id: string | null;
  section_name: string | null;
  section_target: string | null;
  price: string;
  tax_rate: string;
  tax_included: boolean;
  archived: boolean;
}

/** A plate, or one side of a modifier, as a one-portion recipe the costing engine reads. */
export function plate(id: string, name: string, lines: MenuLineRow[]): Recipe {
  return {
    id,
    name,
    yieldQuantity: "1",
    yieldUnit: PORTION_UNIT,
    lines: lines.map((line) => ({
      itemId: line.item_id,
      recipeId: line.recipe_id,
      quantity: line.quantity,
      unit: line.unit,
      trimPercent: line.trim_percent,
    })),
  };
}

/** Menu items' and modifiers' lines, and the catalogue of what they use, costed now. */
export async function loadMenu(tx: Executor, workspaceId: string, menuItemIds?: string[]) {
  const only = menuItemIds ? "and m.id = any($2::uuid[])" : "";
  const params = menuItemIds ? [workspaceId, menuItemIds] : [workspaceId];
  const { rows: items } = await tx.query<MenuItemRow>(
    `select m.id, m.name, m.section_id, s.name as section_name,
            s.target_food_cost_percent::text as section_target, m.price::text, m.tax_rate::text,
            m.tax_included, m.archived_at is not null as archived
       from menu_items m
       left join menu_sections s on s.workspace_id = m.workspace_id and s.id = m.section_id
      where m.workspace_id = $1 ${only}
      order by s.position nulls last, lower(s.name), lower(m.name)`,
    params,
  );
  const ids = items.map((item) => item.id);
  const { rows: lines } = await tx.query<MenuLineRow>(
    `select menu_item_id as owner_id, item_id, recipe_id, quantity::text, unit, trim_percent::text
       from menu_item_lines where workspace_id = $1 and menu_item_id = any($2::uuid[])
      order by menu_item_id, position`,
    [workspaceId, ids],
  );
  const { rows: modifiers } = await tx.query<{
    id: string;
    menu_item_id: string;
    name: string;
    price: string;
  }>(
    `select id, menu_item_id, name, price::text from menu_modifiers
      where workspace_id = $1 and menu_item_id = any($2::uuid[]) order by menu_item_id, position`,
    [workspaceId, ids],
  );
  const { rows: modifierLines } = await tx.query<MenuLineRow>(
    `select modifier_id as owner_id, item_id, recipe_id, quantity::text, unit,
            '0' as trim_percent, action
       from menu_modifier_lines where workspace_id = $1 and modifier_id = any($2::uuid[])
      order by modifier_id, position`,
    [workspaceId, modifiers.map((modifier) => modifier.id)],
  );
  const all = [...lines, ...modifierLines];
  const catalog = await loadCatalog(tx, workspaceId, {
    roots: [...new Set(all.flatMap((line) => line.recipe_id ?? []))],
    extraItemIds: [...new Set(all.flatMap((line) => line.item_id ?? []))],
  });
  return { items, lines, modifiers, modifierLines, catalog };
}

const byOwner = (rows: MenuLineRow[]) => {
  const map = new Map<string, MenuLineRow[]>();
  for (const row of rows) {
    if (!map.has(row.owner_id)) map.set(row.owner_id, []);
    map.get(row.owner_id)!.push(row);
  }
  return map;
};

function unitsOf(catalog: CostedCatalog, line: MenuLineRow): string[] {
  if (line.item_id) {
    const item = catalog.items.get(line.item_id);
    return item ? usableUnits(item) : [line.unit];
  }
  const recipe = catalog.recipes.get(line.recipe_id!);
  return recipe ? usableUnits(recipeUnits(recipe)) : [line.unit];
}

const nameOf = (catalog: CostedCatalog, line: MenuLineRow) =>
  (line.item_id
    ? catalog.items.get(line.item_id)?.name
    : catalog.recipes.get(line.recipe_id!)?.name) ?? "Unknown";

/** Menu items with cost, margin, food cost % and allergens, from `loadMenu`'s records. */
export function presentMenu(
  loaded: Awaited<ReturnType<typeof loadMenu>>,
  workspaceTarget: string,
  showCosts: boolean,
): MenuItem[] {
  const { catalog } = loaded;
  const lines = byOwner(loaded.lines);
  const modifierLines = byOwner(loaded.modifierLines);
  for (const item of loaded.items)
    catalog.recipes.set(`menu:${item.id}`, {
      ...plate(`menu:${item.id}`, item.name, lines.get(item.id) ?? []),
      category: "",
    });
  for (const modifier of loaded.modifiers)
    for (const action of ["add", "remove"] as const)
      catalog.recipes.set(`${action}:${modifier.id}`, {
        ...plate(
          `${action}:${modifier.id}`,
          modifier.name,
          (modifierLines.get(modifier.id) ?? []).filter((line) => line.action === action),
        ),
        category: "",
      });
  const costing = new RecipeCosting(catalog);
  const cost = (id: string) => {
    try {
      return costing.cost(id);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
  const allergensOf = (id: string): Allergen[] => {
    const found = new Set<string>();
    const walk = (recipeId: string, seen: Set<string>) => {
      if (seen.has(recipeId)) return;
      seen.add(recipeId);
      for (const line of catalog.recipes.get(recipeId)?.lines ?? []) {
        if (line.recipeId) walk(line.recipeId, seen);
        for (const allergen of (line.itemId && catalog.items.get(line.itemId)?.allergens) || [])
          found.add(allergen);
      }
    };
    walk(id, new Set());
    return ALLERGENS.filter((allergen) => found.has(allergen));
  };
  return loaded.items.map((item) => {
    const costed = cost(`menu:${item.id}`);
    const price = { price: item.price, taxRate: item.tax_rate, taxIncluded: item.tax_included };
    const economics = costed ? menuEconomics(price, costed.batchCost) : null;
    const target = item.section_target ?? workspaceTarget;
    const present = (line: MenuLineRow, lineCost: string | null | undefined) => ({
      itemId: line.item_id,
      recipeId: line.recipe_id,
      name: nameOf(catalog, line),
      quantity: toDecimal(line.quantity),
      unit: line.unit,
      units: unitsOf(catalog, line),
      trimPercent: toDecimal(line.trim_percent, 2),
      cost: showCosts ? (lineCost ?? null) : null,
    });
    return {
      id: item.id,
      name: item.name,
      sectionId: item.section_id,
      sectionName: item.section_name,
      price: toDecimal(item.price, 2),
      taxRate: toDecimal(item.tax_rate, 2),
      taxIncluded: item.tax_included,
      archived: item.archived,
      lines: (lines.get(item.id) ?? []).map((line, index) =>
        present(line, costed?.lines[index]?.cost),
      ),
      modifiers: loaded.modifiers
        .filter((modifier) => modifier.menu_item_id === item.id)
        .map((modifier) => {
          const added = cost(`add:${modifier.id}`);
          const removed = cost(`remove:${modifier.id}`);
          const counters = { add: 0, remove: 0 };
          return {
            id: modifier.id,
            name: modifier.name,
            price: toDecimal(modifier.price, 2),
            lines: (modifierLines.get(modifier.id) ?? []).map((line) => {
              const side = line.action === "remove" ? removed : added;
              const index = counters[line.action ?? "add"]++;
              return { ...present(line, side?.lines[index]?.cost), action: line.action ?? "add" };
            }),
            costChange:
              showCosts && added && removed
                ? toDecimal(exact(added.batchCost).sub(exact(removed.batchCost)), 4)
                : null,
          };
        }),
      allergens: allergensOf(`menu:${item.id}`),
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

export async function workspaceTarget(tx: Executor, workspaceId: string): Promise<string> {
  const { rows } = await tx.query<{ target: string }>(
    "select target_food_cost_percent::text as target from workspaces where id = $1",
    [workspaceId],
  );
  return rows[0]!.target;
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

/** The whole menu: sections, items with their economics, and the menu's food cost %. */
export async function menuOverview(
  tx: Executor,
  workspaceId: string,
  archived: "include" | "exclude",
  showCosts: boolean,
): Promise<MenuOverview> {
  const target = await workspaceTarget(tx, workspaceId);
  const loaded = await loadMenu(tx, workspaceId);
  const items = presentMenu(loaded, target, showCosts).filter(
    (item) => archived === "include" || !item.archived,
  );
  const costed = items.filter((item) => item.cost !== null && !item.archived);
  const net = sum(
    costed.map((item) =>
      netPrice({ price: item.price, taxRate: item.taxRate, taxIncluded: item.taxIncluded }),
    ),
  );
  return {
    sections: await listSections(tx, workspaceId),
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
  const target = await workspaceTarget(tx, workspaceId);
  const [item] = presentMenu(await loadMenu(tx, workspaceId, [menuItemId]), target, showCosts);
  return item!;
}
