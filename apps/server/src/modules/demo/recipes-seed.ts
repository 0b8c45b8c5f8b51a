import { randomUUID } from "node:crypto";
import { parseQuantity, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import {
  MENU_TAX_RATE,
  SAMPLE_MENU,
  SAMPLE_MENU_SECTIONS,
  SAMPLE_RECIPES,
  type SampleMenuLine,
} from "./sample-data";

export interface DemoRecipesContext {
  workspaceId: string;
  itemIds: Map<string, string>;
  /** Who wrote the recipe book (its version 1): the chef. */
  chefId: string;
}

/**
 * Days ago the recipe book and the menu were written: before the deliveries of 70 days ago, so
 * that a recipe's cost history shows what those deliveries, and the cheaper ones since, did.
 */
export const RECIPES_WRITTEN_DAYS_AGO = 90;

/** A quantity as the recipe and menu services keep it ("0.50" is "0.5"). */
const decimal = (typed: string) => toDecimal(parseQuantity(typed)!);

/**
 * Writes the demo kitchen's recipe book (each recipe at version 1, as createRecipe would save
 * it) and its menu: sections, items with their lines, modifiers. One statement per table, each
 * a bulk insert, in the demo's transaction. Costs are not stored: they are read live. Returns
 * each recipe's id by name.
 */
export async function seedDemoRecipes(
  tx: Executor,
  context: DemoRecipesContext,
): Promise<Map<string, string>> {
  const { workspaceId, chefId } = context;
  const recipeIds = new Map(SAMPLE_RECIPES.map((recipe) => [recipe.name, randomUUID()]));
  const idOf = (ids: Map<string, string>, what: string) => (name: string | undefined) => {
    if (name === undefined) return null;
    const id = ids.get(name);
    if (!id) throw new Error(`The demo has no ${what} ${name}`);
    return id;
  };
  const itemId = idOf(context.itemIds, "item");
  const recipeId = idOf(recipeIds, "recipe");

  const recipes = SAMPLE_RECIPES.map((recipe) => ({
    id: recipeIds.get(recipe.name)!,
    content: {
      name: recipe.name,
      category: recipe.category,
      yieldQuantity: decimal(recipe.yield[0]),
      yieldUnit: recipe.yield[1],
      cookingLossPercent: recipe.cookingLoss ?? "0",
      portionQuantity: recipe.portion ? decimal(recipe.portion[0]) : null,
      portionUnit: recipe.portion?.[1] ?? null,
      notes: recipe.notes ?? "",
      lines: recipe.lines.map((line) => ({
        itemId: itemId(line.item),
        recipeId: recipeId(line.recipe),
        quantity: decimal(line.quantity),
        unit: line.unit,
        trimPercent: line.trim ?? "0",
        note: line.note ?? "",
      })),
    },
  }));
  const column = <T>(pick: (recipe: (typeof recipes)[number]["content"]) => T) =>
    recipes.map((recipe) => pick(recipe.content));
  await tx.query(
    `insert into recipes (workspace_id, id, name, category, yield_quantity, yield_unit,
                          cooking_loss_percent, portion_quantity, portion_unit, notes,
                          created_at, updated_at)
     select $1, r.id, r.name, r.category, r.yield_quantity, r.yield_unit, r.cooking_loss,
            r.portion_quantity, r.portion_unit, r.notes,
            now() - make_interval(days => $11), now() - make_interval(days => $11)
       from unnest($2::uuid[], $3::text[], $4::text[], $5::numeric[], $6::text[], $7::numeric[],
                   $8::numeric[], $9::text[], $10::text[])
         as r(id, name, category, yield_quantity, yield_unit, cooking_loss, portion_quantity,
              portion_unit, notes)`,
    [
      workspaceId,
      recipes.map((recipe) => recipe.id),
      column((recipe) => recipe.name),
      column((recipe) => recipe.category),
      column((recipe) => recipe.yieldQuantity),
      column((recipe) => recipe.yieldUnit),
      column((recipe) => recipe.cookingLossPercent),
      column((recipe) => recipe.portionQuantity),
      column((recipe) => recipe.portionUnit),
      column((recipe) => recipe.notes),
      RECIPES_WRITTEN_DAYS_AGO,
    ],
  );
  const lines = recipes.flatMap((recipe) =>
    recipe.content.lines.map((line, position) => ({ owner: recipe.id, position, ...line })),
  );
  await tx.query(
    `insert into recipe_lines (workspace_id, recipe_id, position, item_id, sub_recipe_id,
                               quantity, unit, trim_percent, note)
     select $1, l.recipe_id, l.position, l.item_id, l.sub_recipe_id, l.quantity, l.unit,
            l.trim_percent, l.note
       from unnest($2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::numeric[], $7::text[],
                   $8::numeric[], $9::text[])
         as l(recipe_id, position, item_id, sub_recipe_id, quantity, unit, trim_percent, note)`,
    [
      workspaceId,
      lines.map((line) => line.owner),
      lines.map((line) => line.position),
      lines.map((line) => line.itemId),
      lines.map((line) => line.recipeId),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unit),
      lines.map((line) => line.trimPercent),
      lines.map((line) => line.note),
    ],
  );
  await tx.query(
    `insert into recipe_versions (workspace_id, recipe_id, version, content, saved_at, user_id)
     select $1, v.recipe_id, 1, v.content::jsonb, now() - make_interval(days => $4), $5
       from unnest($2::uuid[], $3::text[]) as v(recipe_id, content)`,
    [
      workspaceId,
      recipes.map((recipe) => recipe.id),
      recipes.map((recipe) => JSON.stringify(recipe.content)),
      RECIPES_WRITTEN_DAYS_AGO,
      chefId,
    ],
  );
  await seedDemoMenu(tx, workspaceId, itemId, recipeId);
  return recipeIds;
}

type IdOf = (name: string | undefined) => string | null;

async function seedDemoMenu(tx: Executor, workspaceId: string, itemId: IdOf, recipeId: IdOf) {
  const sectionIds = new Map(SAMPLE_MENU_SECTIONS.map((section) => [section.name, randomUUID()]));
  await tx.query(
    `insert into menu_sections (workspace_id, id, name, position, target_food_cost_percent)
     select $1, s.id, s.name, s.position, s.target
       from unnest($2::uuid[], $3::text[], $4::int[], $5::numeric[]) as s(id, name, position, target)`,
    [
      workspaceId,
      SAMPLE_MENU_SECTIONS.map((section) => sectionIds.get(section.name)!),
      SAMPLE_MENU_SECTIONS.map((section) => section.name),
      SAMPLE_MENU_SECTIONS.map((_, position) => position),
      SAMPLE_MENU_SECTIONS.map((section) => section.targetFoodCostPercent),
    ],
  );
  const menu = SAMPLE_MENU.map((menuItem) => ({ ...menuItem, id: randomUUID() }));
  await tx.query(
    `insert into menu_items (workspace_id, id, name, section_id, price, tax_rate, tax_included,
                             created_at, updated_at)
     select $1, m.id, m.name, m.section_id, m.price, $6, false,
            now() - make_interval(days => $7), now() - make_interval(days => $7)
       from unnest($2::uuid[], $3::text[], $4::uuid[], $5::numeric[])
         as m(id, name, section_id, price)`,
    [
      workspaceId,
      menu.map((menuItem) => menuItem.id),
      menu.map((menuItem) => menuItem.name),
      menu.map((menuItem) => sectionIds.get(menuItem.section)!),
      menu.map((menuItem) => menuItem.price),
      MENU_TAX_RATE,
      RECIPES_WRITTEN_DAYS_AGO,
    ],
  );
  const ingredient = (line: SampleMenuLine) => ({
    item_id: itemId(line.item),
    recipe_id: recipeId(line.recipe),
    quantity: decimal(line.quantity),
    unit: line.unit,
  });
  const plateLines = menu.flatMap((menuItem) =>
    menuItem.lines.map((line, position) => ({
      owner: menuItem.id,
      position,
      ...ingredient(line),
      trim: line.trim ?? "0",
    })),
  );
  await tx.query(
    `insert into menu_item_lines (workspace_id, menu_item_id, position, item_id, recipe_id,
                                  quantity, unit, trim_percent)
     select $1, l.owner, l.position, l.item_id, l.recipe_id, l.quantity, l.unit, l.trim
       from unnest($2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::numeric[], $7::text[],
                   $8::numeric[])
         as l(owner, position, item_id, recipe_id, quantity, unit, trim)`,
    [
      workspaceId,
      plateLines.map((line) => line.owner),
      plateLines.map((line) => line.position),
      plateLines.map((line) => line.item_id),
      plateLines.map((line) => line.recipe_id),
      plateLines.map((line) => line.quantity),
      plateLines.map((line) => line.unit),
      plateLines.map((line) => line.trim),
    ],
  );
  const modifiers = menu.flatMap((menuItem) =>
    (menuItem.modifiers ?? []).map((modifier, position) => ({
      ...modifier,
      id: randomUUID(),
      owner: menuItem.id,
      position,
    })),
  );
  await tx.query(
    `insert into menu_modifiers (workspace_id, id, menu_item_id, name, price, position)
     select $1, m.id, m.owner, m.name, m.price, m.position
       from unnest($2::uuid[], $3::uuid[], $4::text[], $5::numeric[], $6::int[])
         as m(id, owner, name, price, position)`,
    [
      workspaceId,
      modifiers.map((modifier) => modifier.id),
      modifiers.map((modifier) => modifier.owner),
      modifiers.map((modifier) => modifier.name),
      modifiers.map((modifier) => modifier.price),
      modifiers.map((modifier) => modifier.position),
    ],
  );
  const modifierLines = modifiers.flatMap((modifier) =>
    modifier.lines.map((line, position) => ({
      owner: modifier.id,
      position,
      action: line.action,
      ...ingredient(line),
    })),
  );
  await tx.query(
    `insert into menu_modifier_lines (workspace_id, modifier_id, position, action, item_id,
                                      recipe_id, quantity, unit)
     select $1, l.owner, l.position, l.action, l.item_id, l.recipe_id, l.quantity, l.unit
       from unnest($2::uuid[], $3::int[], $4::text[], $5::uuid[], $6::uuid[], $7::numeric[],
                   $8::text[])
         as l(owner, position, action, item_id, recipe_id, quantity, unit)`,
    [
      workspaceId,
      modifierLines.map((line) => line.owner),
      modifierLines.map((line) => line.position),
      modifierLines.map((line) => line.action),
      modifierLines.map((line) => line.item_id),
      modifierLines.map((line) => line.recipe_id),
      modifierLines.map((line) => line.quantity),
      modifierLines.map((line) => line.unit),
    ],
  );
}
