import type {
  costingSettingsUpdateSchema,
  recipeInputSchema,
  recipeUpdateSchema,
} from "@larder/contracts";
import {
  ConflictError,
  NotFoundError,
  parseQuantity,
  type Recipe,
  toDecimal,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { changedFields, listed, recordChange } from "../audit";
import type { Member } from "../../core/member";
import { checkAgainstBook, checkIngredients, checkYield } from "./checks";
import { checkStepPhotos, methodContent, storedMethod, writeMethod } from "./method";

type RecipeInput = z.output<typeof recipeInputSchema>;
type RecipeUpdate = z.output<typeof recipeUpdateSchema>;

/** A quantity as typed ("1 1/2") as the decimal the database keeps. */
const decimal = (typed: string) => toDecimal(parseQuantity(typed)!);

function asRecipe(id: string, input: RecipeInput): Recipe {
  return {
    id,
    name: input.name,
    yieldQuantity: decimal(input.yieldQuantity),
    yieldUnit: input.yieldUnit,
    cookingLossPercent: input.cookingLossPercent,
    portionQuantity: input.portionQuantity ? decimal(input.portionQuantity) : null,
    portionUnit: input.portionUnit,
    lines: input.lines.map((line) => ({
      itemId: line.itemId,
      recipeId: line.recipeId,
      quantity: decimal(line.quantity),
      unit: line.unit,
      trimPercent: line.trimPercent,
    })),
  };
}

async function writeLinesAndVersion(
  tx: Executor,
  member: Member,
  recipe: Recipe,
  input: RecipeInput,
  version: number,
): Promise<void> {
  await tx.query("delete from recipe_lines where workspace_id = $1 and recipe_id = $2", [
    member.workspaceId,
    recipe.id,
  ]);
  if (recipe.lines.length > 0)
    await tx.query(
      `insert into recipe_lines (workspace_id, recipe_id, position, item_id, sub_recipe_id,
                                 quantity, unit, trim_percent, note)
       select $1, $2, position, item_id, sub_recipe_id, quantity, unit, trim_percent, note
         from unnest($3::int[], $4::uuid[], $5::uuid[], $6::numeric[], $7::text[],
                     $8::numeric[], $9::text[])
           as l(position, item_id, sub_recipe_id, quantity, unit, trim_percent, note)`,
      [
        member.workspaceId,
        recipe.id,
        recipe.lines.map((_, index) => index),
        recipe.lines.map((line) => line.itemId ?? null),
        recipe.lines.map((line) => line.recipeId ?? null),
        recipe.lines.map((line) => line.quantity),
        recipe.lines.map((line) => line.unit),
        recipe.lines.map((line) => line.trimPercent ?? "0"),
        input.lines.map((line) => line.note),
      ],
    );
  const content = {
    name: input.name,
    category: input.category,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: recipe.cookingLossPercent,
    portionQuantity: recipe.portionQuantity,
    portionUnit: recipe.portionUnit,
    notes: input.notes,
    lines: recipe.lines.map((line, index) => ({ ...line, note: input.lines[index]!.note })),
    ...methodContent(input),
  };
  await writeMethod(tx, member.workspaceId, recipe.id, input);
  await tx.query(
    `insert into recipe_versions (workspace_id, recipe_id, version, content, user_id)
     values ($1, $2, $3, $4, $5)`,
    [member.workspaceId, recipe.id, version, JSON.stringify(content), member.userId],
  );
}

function nameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error))
    throw new ConflictError("recipe_name_taken", `There is already a recipe called ${name}.`);
  throw error;
}

/** Adds a recipe (version 1) after checking its lines against the book. Returns its id. */
export async function createRecipe(
  tx: Executor,
  member: Member,
  input: RecipeInput,
): Promise<string> {
  checkYield(input);
  await checkIngredients(tx, member.workspaceId, null, input.lines);
  await checkStepPhotos(tx, member.workspaceId, input.steps);
  const { rows } = await tx.query<{ id: string }>("select gen_random_uuid() as id");
  const recipe = asRecipe(rows[0]!.id, input);
  await checkAgainstBook(tx, member.workspaceId, recipe);
  try {
    await tx.query(
      `insert into recipes (workspace_id, id, name, category, yield_quantity, yield_unit,
                            cooking_loss_percent, portion_quantity, portion_unit, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        member.workspaceId,
        recipe.id,
        input.name,
        input.category,
        recipe.yieldQuantity,
        recipe.yieldUnit,
        recipe.cookingLossPercent,
        recipe.portionQuantity,
        recipe.portionUnit,
        input.notes,
      ],
    );
  } catch (error) {
    nameTaken(error, input.name);
  }
  await writeLinesAndVersion(tx, member, recipe, input, 1);
  await recordChange(tx, member, {
    action: "recipe_created",
    summary: `created the recipe ${input.name} (${input.lines.length} line${input.lines.length === 1 ? "" : "s"})`,
    details: { recipeId: recipe.id, version: 1, after: { ...input } },
  });
  return recipe.id;
}

interface StoredRecipe {
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
}

/** The recipe as saved, as an input (for a change that sends only some fields). */
async function storedInput(tx: Executor, workspaceId: string, recipeId: string) {
  const { rows } = await tx.query<StoredRecipe>(
    `select name, category, yield_quantity::text, yield_unit, cooking_loss_percent::text,
            portion_quantity::text, portion_unit, notes, version, archived_at is not null as archived
       from recipes where workspace_id = $1 and id = $2 for update`,
    [workspaceId, recipeId],
  );
  const row = rows[0];
  if (!row)
    throw new NotFoundError("recipe_not_found", "This recipe does not exist in this workspace.");
  const { rows: lines } = await tx.query<{
    item_id: string | null;
    sub_recipe_id: string | null;
    quantity: string;
    unit: string;
    trim_percent: string;
    note: string;
  }>(
    `select item_id, sub_recipe_id, quantity::text, unit, trim_percent::text, note
       from recipe_lines where workspace_id = $1 and recipe_id = $2 order by position`,
    [workspaceId, recipeId],
  );
  const input: RecipeInput = {
    name: row.name,
    category: row.category,
    yieldQuantity: toDecimal(row.yield_quantity),
    yieldUnit: row.yield_unit,
    cookingLossPercent: toDecimal(row.cooking_loss_percent, 2),
    portionQuantity: row.portion_quantity === null ? null : toDecimal(row.portion_quantity),
    portionUnit: row.portion_unit,
    notes: row.notes,
    lines: lines.map((line) => ({
      itemId: line.item_id,
      recipeId: line.sub_recipe_id,
      quantity: toDecimal(line.quantity),
      unit: line.unit,
      trimPercent: toDecimal(line.trim_percent, 2),
      note: line.note,
    })),
    ...(await storedMethod(tx, workspaceId, recipeId)),
  };
  return { input, version: row.version, archived: row.archived };
}

/** Who uses a recipe: other live recipes and menu items, by name. */
export async function recipeUsers(tx: Executor, workspaceId: string, recipeId: string) {
  const { rows } = await tx.query<{ kind: "recipe" | "menu"; id: string; name: string }>(
    `select distinct 'recipe' as kind, r.id, r.name from recipe_lines l
       join recipes r on r.workspace_id = l.workspace_id and r.id = l.recipe_id
      where l.workspace_id = $1 and l.sub_recipe_id = $2 and r.archived_at is null
     union
     select distinct 'menu', m.id, m.name from menu_item_lines l
       join menu_items m on m.workspace_id = l.workspace_id and m.id = l.menu_item_id
      where l.workspace_id = $1 and l.recipe_id = $2 and m.archived_at is null
     order by 1, 3`,
    [workspaceId, recipeId],
  );
  return rows;
}

/**
 * Changes a recipe: a change to what it is (name, yield, lines, notes) saves a new version;
 * archiving or restoring does not. A recipe still used elsewhere cannot be archived.
 */
export async function updateRecipe(
  tx: Executor,
  member: Member,
  recipeId: string,
  change: RecipeUpdate,
): Promise<void> {
  const stored = await storedInput(tx, member.workspaceId, recipeId);
  const { archived, ...fields } = change;
  if (archived === true && !stored.archived) {
    const users = await recipeUsers(tx, member.workspaceId, recipeId);
    if (users.length > 0)
      throw new ConflictError(
        "recipe_in_use",
        `${stored.input.name} is used by ${users.map((user) => user.name).join(", ")}. Take it out of them before archiving it.`,
      );
  }
  if (archived !== undefined && archived !== stored.archived) {
    await tx.query(
      `update recipes set archived_at = ${archived ? "now()" : "null"}, updated_at = now()
        where workspace_id = $1 and id = $2`,
      [member.workspaceId, recipeId],
    );
    await recordChange(tx, member, {
      action: archived ? "recipe_archived" : "recipe_updated",
      summary: `${archived ? "archived" : "restored"} the recipe ${stored.input.name}`,
      details: { recipeId, before: { archived: stored.archived }, after: { archived } },
    });
  }
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<RecipeInput>;
  if (Object.keys(defined).length === 0) return;
  const input: RecipeInput = { ...stored.input, ...defined };
  checkYield(input);
  await checkIngredients(tx, member.workspaceId, recipeId, input.lines);
  await checkStepPhotos(tx, member.workspaceId, input.steps);
  const recipe = asRecipe(recipeId, input);
  await checkAgainstBook(tx, member.workspaceId, recipe);
  const version = stored.version + 1;
  try {
    await tx.query(
      `update recipes set name = $3, category = $4, yield_quantity = $5, yield_unit = $6,
              cooking_loss_percent = $7, portion_quantity = $8, portion_unit = $9, notes = $10,
              version = $11, updated_at = now()
        where workspace_id = $1 and id = $2`,
      [
        member.workspaceId,
        recipeId,
        input.name,
        input.category,
        recipe.yieldQuantity,
        recipe.yieldUnit,
        recipe.cookingLossPercent,
        recipe.portionQuantity,
        recipe.portionUnit,
        input.notes,
        version,
      ],
    );
  } catch (error) {
    nameTaken(error, input.name);
  }
  await writeLinesAndVersion(tx, member, recipe, input, version);
  const diff = changedFields({ ...stored.input }, { ...input });
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "recipe_updated",
      summary: `edited the recipe ${stored.input.name}${
        input.name !== stored.input.name ? ` (now ${input.name})` : ""
      }: ${listed(diff.fields.map(recipeFieldWords))} (version ${version})`,
      details: { recipeId, version, before: diff.before, after: diff.after },
    });
}

/** "yieldQuantity" → "yield quantity" */
const recipeFieldWords = (field: string) => field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

export async function costingSettings(tx: Executor, workspaceId: string) {
  const { rows } = await tx.query<{ basis: "last_receipt"; target: string }>(
    `select recipe_cost_basis as basis, target_food_cost_percent::text as target
       from workspaces where id = $1`,
    [workspaceId],
  );
  return { costBasis: rows[0]!.basis, targetFoodCostPercent: toDecimal(rows[0]!.target, 2) };
}

export async function updateCostingSettings(
  tx: Executor,
  member: Member,
  change: z.output<typeof costingSettingsUpdateSchema>,
): Promise<void> {
  const workspaceId = member.workspaceId;
  const before = await costingSettings(tx, workspaceId);
  await tx.query(
    `update workspaces set recipe_cost_basis = coalesce($2, recipe_cost_basis),
            target_food_cost_percent = coalesce($3::numeric, target_food_cost_percent)
      where id = $1`,
    [workspaceId, change.costBasis ?? null, change.targetFoodCostPercent ?? null],
  );
  const diff = changedFields({ ...before }, { ...(await costingSettings(tx, workspaceId)) });
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "costing_method_changed",
      summary: `changed the costing settings: ${listed(
        diff.fields.map(
          (field) =>
            `${field === "costBasis" ? "the cost basis" : "the target food cost (%)"} from ${String(
              diff.before[field],
            )} to ${String(diff.after[field])}`,
        ),
      )}`,
      details: diff,
    });
}
