import { PORTION_UNIT, type Recipe } from "@larder/domain";
import type { Executor } from "../../db/database";

/**
 * The menu's part of the recipe book (decision 0024): menu items, their lines and modifiers,
 * and the sections. Like the rest of the book it is kept between requests under the book's
 * version, which every change to these tables bumps (migration 0012).
 */

export interface MenuLineRow {
  owner_id: string;
  item_id: string | null;
  recipe_id: string | null;
  quantity: string;
  unit: string;
  trim_percent: string;
  action?: "add" | "remove";
}

export interface MenuItemRow {
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

export interface ModifierRow {
  id: string;
  menu_item_id: string;
  name: string;
  price: string;
}

export interface SectionRow {
  id: string;
  name: string;
  position: number;
  target: string | null;
  item_count: number;
}

export interface MenuBook {
  /** In the menu's order: by section, then name. */
  items: MenuItemRow[];
  lines: Map<string, MenuLineRow[]>;
  modifiers: Map<string, ModifierRow[]>;
  modifierLines: Map<string, MenuLineRow[]>;
  sections: SectionRow[];
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

/** The ids the plates of the menu are costed under, next to the recipes'. */
export const plateId = {
  menuItem: (id: string) => `menu:${id}`,
  added: (modifierId: string) => `add:${modifierId}`,
  removed: (modifierId: string) => `remove:${modifierId}`,
};

function grouped<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const owner = key(row);
    let list = map.get(owner);
    if (!list) map.set(owner, (list = []));
    list.push(row);
  }
  return map;
}

export async function loadMenuBook(tx: Executor, workspaceId: string): Promise<MenuBook> {
  const { rows: items } = await tx.query<MenuItemRow>(
    `select m.id, m.name, m.section_id, s.name as section_name,
            s.target_food_cost_percent::text as section_target, m.price::text, m.tax_rate::text,
            m.tax_included, m.archived_at is not null as archived
       from menu_items m
       left join menu_sections s on s.workspace_id = m.workspace_id and s.id = m.section_id
      where m.workspace_id = $1
      order by s.position nulls last, lower(s.name), lower(m.name)`,
    [workspaceId],
  );
  const { rows: lines } = await tx.query<MenuLineRow>(
    `select menu_item_id as owner_id, item_id, recipe_id, quantity::text, unit, trim_percent::text
       from menu_item_lines where workspace_id = $1 order by menu_item_id, position`,
    [workspaceId],
  );
  const { rows: modifiers } = await tx.query<ModifierRow>(
    `select id, menu_item_id, name, price::text from menu_modifiers
      where workspace_id = $1 order by menu_item_id, position`,
    [workspaceId],
  );
  const { rows: modifierLines } = await tx.query<MenuLineRow>(
    `select modifier_id as owner_id, item_id, recipe_id, quantity::text, unit,
            '0' as trim_percent, action
       from menu_modifier_lines where workspace_id = $1 order by modifier_id, position`,
    [workspaceId],
  );
  const { rows: sections } = await tx.query<SectionRow>(
    `select s.id, s.name, s.position, s.target_food_cost_percent::text as target,
            (select count(*)::int from menu_items m where m.workspace_id = s.workspace_id
               and m.section_id = s.id and m.archived_at is null) as item_count
       from menu_sections s where s.workspace_id = $1 order by s.position, lower(s.name)`,
    [workspaceId],
  );
  return {
    items,
    lines: grouped(lines, (line) => line.owner_id),
    modifiers: grouped(modifiers, (modifier) => modifier.menu_item_id),
    modifierLines: grouped(modifierLines, (line) => line.owner_id),
    sections,
  };
}

/** The menu of a book read in part (for one recipe): none. */
export const noMenu = (): MenuBook => ({
  items: [],
  lines: new Map(),
  modifiers: new Map(),
  modifierLines: new Map(),
  sections: [],
});

/** Every plate of the menu, and each side of each modifier, as recipes to cost. */
export function menuPlates(menu: MenuBook): Recipe[] {
  const plates: Recipe[] = [];
  for (const item of menu.items) {
    plates.push(plate(plateId.menuItem(item.id), item.name, menu.lines.get(item.id) ?? []));
    for (const modifier of menu.modifiers.get(item.id) ?? []) {
      const lines = menu.modifierLines.get(modifier.id) ?? [];
      plates.push(
        plate(
          plateId.added(modifier.id),
          modifier.name,
          lines.filter((line) => line.action === "add"),
        ),
        plate(
          plateId.removed(modifier.id),
          modifier.name,
          lines.filter((line) => line.action === "remove"),
        ),
      );
    }
  }
  return plates;
}
