import type {
  menuItemInputSchema,
  menuItemUpdateSchema,
  menuSectionInputSchema,
  menuSectionUpdateSchema,
} from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  parseQuantity,
  costRecipe,
  toDecimal,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { recordChange } from "../audit";
import { menuSnapshot, recordMenuChange } from "./audit";
import type { Member } from "../../core/member";
import { loadCatalog } from "../recipes";
import { type MenuLineRow, plate } from "./reads";

type MenuItemInput = z.output<typeof menuItemInputSchema>;
type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;
type Line = MenuItemInput["lines"][number];

const decimal = (typed: string) => toDecimal(parseQuantity(typed)!);

type AnyLine = Omit<Line, "trimPercent"> & { trimPercent?: string; action?: "add" | "remove" };
const asRows = (lines: AnyLine[]): MenuLineRow[] =>
  lines.map((line) => ({
    owner_id: "",
    item_id: line.itemId,
    recipe_id: line.recipeId,
    quantity: decimal(line.quantity),
    unit: line.unit,
    trim_percent: line.trimPercent ?? "0",
    action: line.action,
  }));

/**
 * The lines name live items and recipes of the workspace, in units they can be measured in
 * (costing the plate and each modifier checks the units and names what is wrong).
 */
async function checkLines(tx: Executor, workspaceId: string, input: MenuItemInput): Promise<void> {
  const all = [...input.lines, ...input.modifiers.flatMap((modifier) => modifier.lines)];
  const itemIds = [...new Set(all.flatMap((line) => line.itemId ?? []))];
  const recipeIds = [...new Set(all.flatMap((line) => line.recipeId ?? []))];
  const { rows } = await tx.query<{ kind: string; name: string; archived: boolean }>(
    `select 'item' as kind, name, archived_at is not null as archived from items
      where workspace_id = $1 and id = any($2::uuid[])
     union all
     select 'recipe', name, archived_at is not null from recipes
      where workspace_id = $1 and id = any($3::uuid[])`,
    [workspaceId, itemIds, recipeIds],
  );
  if (rows.filter((row) => row.kind === "item").length < itemIds.length)
    throw new InvalidError(
      "menu_item_missing",
      "A line names an item this workspace does not have.",
    );
  if (rows.filter((row) => row.kind === "recipe").length < recipeIds.length)
    throw new InvalidError(
      "menu_recipe_missing",
      "A line names a recipe this workspace does not have.",
    );
  const archived = rows.find((row) => row.archived);
  if (archived)
    throw new InvalidError(
      "menu_ingredient_archived",
      `${archived.name} is archived. Restore it, or choose another ingredient.`,
    );
  if (input.sectionId) {
    const { rows: sections } = await tx.query(
      "select 1 from menu_sections where workspace_id = $1 and id = $2",
      [workspaceId, input.sectionId],
    );
    if (sections.length === 0)
      throw new InvalidError("menu_section_missing", "That menu section does not exist.");
  }
  const catalog = await loadCatalog(tx, workspaceId, { roots: recipeIds, extraItemIds: itemIds });
  const check = (id: string, lines: MenuLineRow[]) => {
    catalog.recipes.set(id, { ...plate(id, input.name, lines), category: "" });
    costRecipe(catalog, id);
  };
  check("plate", asRows(input.lines));
  input.modifiers.forEach((modifier, index) => check(`modifier:${index}`, asRows(modifier.lines)));
}

async function writeLines(tx: Executor, member: Member, menuItemId: string, input: MenuItemInput) {
  const ws = member.workspaceId;
  await tx.query("delete from menu_item_lines where workspace_id = $1 and menu_item_id = $2", [
    ws,
    menuItemId,
  ]);
  await tx.query("delete from menu_modifiers where workspace_id = $1 and menu_item_id = $2", [
    ws,
    menuItemId,
  ]);
  const rows = asRows(input.lines);
  if (rows.length > 0)
    await tx.query(
      `insert into menu_item_lines (workspace_id, menu_item_id, position, item_id, recipe_id,
                                    quantity, unit, trim_percent)
       select $1, $2, l.position, l.item_id, l.recipe_id, l.quantity, l.unit, l.trim_percent
         from unnest($3::int[], $4::uuid[], $5::uuid[], $6::numeric[], $7::text[], $8::numeric[])
           as l(position, item_id, recipe_id, quantity, unit, trim_percent)`,
      [
        ws,
        menuItemId,
        rows.map((_, index) => index),
        rows.map((row) => row.item_id),
        rows.map((row) => row.recipe_id),
        rows.map((row) => row.quantity),
        rows.map((row) => row.unit),
        rows.map((row) => row.trim_percent),
      ],
    );
  for (const [position, modifier] of input.modifiers.entries()) {
    const { rows: created } = await tx.query<{ id: string }>(
      `insert into menu_modifiers (workspace_id, menu_item_id, name, price, position)
       values ($1, $2, $3, $4, $5) returning id`,
      [ws, menuItemId, modifier.name, modifier.price, position],
    );
    const lines = asRows(modifier.lines);
    if (lines.length > 0)
      await tx.query(
        `insert into menu_modifier_lines (workspace_id, modifier_id, position, action, item_id,
                                          recipe_id, quantity, unit)
         select $1, $2, l.position, l.action, l.item_id, l.recipe_id, l.quantity, l.unit
           from unnest($3::int[], $4::text[], $5::uuid[], $6::uuid[], $7::numeric[], $8::text[])
             as l(position, action, item_id, recipe_id, quantity, unit)`,
        [
          ws,
          created[0]!.id,
          lines.map((_, index) => index),
          lines.map((line) => line.action ?? "add"),
          lines.map((line) => line.item_id),
          lines.map((line) => line.recipe_id),
          lines.map((line) => line.quantity),
          lines.map((line) => line.unit),
        ],
      );
  }
}

function nameTaken(error: unknown, name: string, what: string): never {
  if (isUniqueViolation(error))
    throw new ConflictError(
      `${what.replace(" ", "_")}_name_taken`,
      `There is already a ${what} called ${name}.`,
    );
  throw error;
}

/** Adds a menu item with its lines and modifiers. Returns its id. */
export async function createMenuItem(
  tx: Executor,
  member: Member,
  input: MenuItemInput,
): Promise<string> {
  const names = input.modifiers.map((modifier) => modifier.name.toLowerCase());
  if (new Set(names).size < names.length)
    throw new InvalidError("menu_modifier_twice", "Two modifiers have the same name.");
  await checkLines(tx, member.workspaceId, input);
  let id: string;
  try {
    const { rows } = await tx.query<{ id: string }>(
      `insert into menu_items (workspace_id, name, section_id, price, tax_rate, tax_included)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        member.workspaceId,
        input.name,
        input.sectionId,
        input.price,
        input.taxRate,
        input.taxIncluded,
      ],
    );
    id = rows[0]!.id;
  } catch (error) {
    nameTaken(error, input.name, "menu item");
  }
  await writeLines(tx, member, id, input);
  await recordMenuChange(tx, member, "menu_items", id, null);
  return id;
}

/** Changes a menu item; lines and modifiers, when sent, replace the old ones. */
export async function updateMenuItem(
  tx: Executor,
  member: Member,
  menuItemId: string,
  change: MenuItemUpdate,
): Promise<void> {
  const { rows } = await tx.query<{
    name: string;
    section_id: string | null;
    price: string;
    tax_rate: string;
    tax_included: boolean;
  }>(
    `select name, section_id, price::text, tax_rate::text, tax_included from menu_items
      where workspace_id = $1 and id = $2 for update`,
    [member.workspaceId, menuItemId],
  );
  const row = rows[0];
  if (!row) throw new NotFoundError("menu_item_not_found", "This menu item does not exist.");
  const before = await menuSnapshot(tx, member, "menu_items", menuItemId);
  const input: MenuItemInput = {
    name: change.name ?? row.name,
    sectionId: change.sectionId === undefined ? row.section_id : change.sectionId,
    price: change.price ?? row.price,
    taxRate: change.taxRate ?? row.tax_rate,
    taxIncluded: change.taxIncluded ?? row.tax_included,
    lines: change.lines ?? [],
    modifiers: change.modifiers ?? [],
  };
  if (change.modifiers) {
    const names = change.modifiers.map((modifier) => modifier.name.toLowerCase());
    if (new Set(names).size < names.length)
      throw new InvalidError("menu_modifier_twice", "Two modifiers have the same name.");
  }
  await checkLines(tx, member.workspaceId, input);
  try {
    await tx.query(
      `update menu_items set name = $3, section_id = $4, price = $5, tax_rate = $6,
              tax_included = $7, updated_at = now(),
              archived_at = case when $8::boolean is null then archived_at
                                 when $8 then coalesce(archived_at, now()) else null end
        where workspace_id = $1 and id = $2`,
      [
        member.workspaceId,
        menuItemId,
        input.name,
        input.sectionId,
        input.price,
        input.taxRate,
        input.taxIncluded,
        change.archived ?? null,
      ],
    );
  } catch (error) {
    nameTaken(error, input.name, "menu item");
  }
  if (change.lines || change.modifiers) {
    // Keep what was not sent: read the current lines back as input.
    const keep = await currentLines(tx, member.workspaceId, menuItemId);
    await writeLines(tx, member, menuItemId, {
      ...input,
      lines: change.lines ?? keep.lines,
      modifiers: change.modifiers ?? keep.modifiers,
    });
  }
  await recordMenuChange(tx, member, "menu_items", menuItemId, before, {
    linesChanged: Boolean(change.lines || change.modifiers),
  });
}

async function currentLines(tx: Executor, workspaceId: string, menuItemId: string) {
  const { rows: lines } = await tx.query<{
    item_id: string | null;
    recipe_id: string | null;
    quantity: string;
    unit: string;
    trim_percent: string;
  }>(
    `select item_id, recipe_id, quantity::text, unit, trim_percent::text from menu_item_lines
      where workspace_id = $1 and menu_item_id = $2 order by position`,
    [workspaceId, menuItemId],
  );
  const { rows: modifiers } = await tx.query<{
    id: string;
    name: string;
    price: string;
    lines: {
      action: "add" | "remove";
      item_id: string | null;
      recipe_id: string | null;
      quantity: string;
      unit: string;
    }[];
  }>(
    `select m.id, m.name, m.price::text,
            coalesce((select json_agg(json_build_object('action', l.action, 'item_id', l.item_id,
                        'recipe_id', l.recipe_id, 'quantity', l.quantity::text, 'unit', l.unit)
                        order by l.position)
                        from menu_modifier_lines l
                       where l.workspace_id = m.workspace_id and l.modifier_id = m.id), '[]') as lines
       from menu_modifiers m where m.workspace_id = $1 and m.menu_item_id = $2 order by m.position`,
    [workspaceId, menuItemId],
  );
  return {
    lines: lines.map((line) => ({
      itemId: line.item_id,
      recipeId: line.recipe_id,
      quantity: toDecimal(line.quantity),
      unit: line.unit,
      trimPercent: toDecimal(line.trim_percent, 2),
    })),
    modifiers: modifiers.map((modifier) => ({
      name: modifier.name,
      price: modifier.price,
      lines: modifier.lines.map((line) => ({
        action: line.action,
        itemId: line.item_id,
        recipeId: line.recipe_id,
        quantity: toDecimal(line.quantity),
        unit: line.unit,
      })),
    })),
  };
}

export async function createSection(
  tx: Executor,
  member: Member,
  input: z.output<typeof menuSectionInputSchema>,
): Promise<string> {
  try {
    const { rows } = await tx.query<{ id: string }>(
      `insert into menu_sections (workspace_id, name, target_food_cost_percent, position)
       values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from menu_sections where workspace_id = $1))
       returning id`,
      [member.workspaceId, input.name, input.targetFoodCostPercent],
    );
    await recordMenuChange(tx, member, "menu_sections", rows[0]!.id, null);
    return rows[0]!.id;
  } catch (error) {
    nameTaken(error, input.name, "menu section");
  }
}

export async function updateSection(
  tx: Executor,
  member: Member,
  sectionId: string,
  change: z.output<typeof menuSectionUpdateSchema>,
): Promise<void> {
  const before = await menuSnapshot(tx, member, "menu_sections", sectionId);
  try {
    await tx.query(
      `update menu_sections set name = coalesce($3, name), position = coalesce($4, position),
              target_food_cost_percent = case when $5 then $6::numeric else target_food_cost_percent end
        where workspace_id = $1 and id = $2`,
      [
        member.workspaceId,
        sectionId,
        change.name ?? null,
        change.position ?? null,
        change.targetFoodCostPercent !== undefined,
        change.targetFoodCostPercent ?? null,
      ],
    );
  } catch (error) {
    nameTaken(error, change.name ?? "", "menu section");
  }
  await recordMenuChange(tx, member, "menu_sections", sectionId, before);
}

/** Removes a section; its items stay on the menu without a section. */
export async function deleteSection(
  tx: Executor,
  member: Member,
  sectionId: string,
): Promise<void> {
  const before = await menuSnapshot(tx, member, "menu_sections", sectionId);
  await tx.query("delete from menu_sections where workspace_id = $1 and id = $2", [
    member.workspaceId,
    sectionId,
  ]);
  await recordChange(tx, member, {
    action: "menu_section_deleted",
    summary: `deleted the menu section ${String(before.name)}`,
    details: { menuSectionId: sectionId, before },
  });
}
