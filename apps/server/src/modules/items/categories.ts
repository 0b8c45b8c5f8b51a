import type { Category } from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { changedFields, recordChange } from "../audit";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";

/** The categories a new workspace starts with, from the kitchen's usual shelves. */
export const DEFAULT_CATEGORIES = [
  "Protein",
  "Vegetables",
  "Herbs",
  "Dairy",
  "Pantry",
  "Bakery",
  "Beverages",
  "Supplies",
];

/** Adds the default categories to a new workspace. */
export async function insertDefaultCategories(tx: Executor, workspaceId: string): Promise<void> {
  await tx.query(
    `insert into item_categories (workspace_id, name, position)
     select $1, name, position - 1 from unnest($2::text[]) with ordinality as c(name, position)`,
    [workspaceId, DEFAULT_CATEGORIES],
  );
}

const duplicate = (name: string) =>
  new ConflictError("duplicate_name", `There is already a category called ${name}.`);

/** Item categories, in their order, with how many active items each holds. */
export async function listCategories(tx: Executor, member: Member): Promise<Category[]> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    position: number;
    item_count: number;
  }>(
    `select c.id, c.name, c.position,
            (select count(*)::int from items i where i.workspace_id = c.workspace_id
                and i.category_id = c.id and i.archived_at is null) as item_count
       from item_categories c where c.workspace_id = $1
      order by c.position, lower(c.name)`,
    [member.workspaceId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    itemCount: row.item_count,
  }));
}

/** Adds a category at the end of the list. */
export async function addCategory(tx: Executor, member: Member, name: string): Promise<string> {
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into item_categories (workspace_id, name, position)
       values ($1, $2, (select coalesce(max(position) + 1, 0) from item_categories
                         where workspace_id = $1))
       returning id`,
      [member.workspaceId, name],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(name);
      throw error;
    });
  await recordChange(tx, member, {
    action: "category_created",
    summary: `added the category ${name}`,
    details: { categoryId: rows[0]!.id, after: { name } },
  });
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
  return rows[0]!.id;
}

/** Renames or moves a category. */
export async function updateCategory(
  tx: Executor,
  member: Member,
  categoryId: string,
  changes: { name?: string | undefined; position?: number | undefined },
): Promise<void> {
  const { name, position } = changes;
  const { rows: old } = await tx.query<{ name: string; position: number }>(
    "select name, position from item_categories where workspace_id = $1 and id = $2",
    [member.workspaceId, categoryId],
  );
  await tx
    .query(
      `update item_categories set name = coalesce($3, name), position = coalesce($4, position)
        where workspace_id = $1 and id = $2`,
      [member.workspaceId, categoryId, name ?? null, position ?? null],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(name ?? "that");
      throw error;
    });
  const before = old[0]!;
  const diff = changedFields(before, {
    name: name ?? before.name,
    position: position ?? before.position,
  });
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "category_renamed",
      summary: diff.fields.includes("name")
        ? `renamed the category ${before.name} to ${name}`
        : `moved the category ${before.name} to position ${(position ?? 0) + 1}`,
      details: { categoryId, before: diff.before, after: diff.after },
    });
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
}

/** Deletes a category that holds no active item. */
export async function deleteCategory(
  tx: Executor,
  member: Member,
  categoryId: string,
): Promise<void> {
  const { rows } = await tx.query<{ name: string; items: number }>(
    `select c.name, (select count(*)::int from items i where i.workspace_id = c.workspace_id
                       and i.category_id = c.id and i.archived_at is null) as items
       from item_categories c where c.workspace_id = $1 and c.id = $2`,
    [member.workspaceId, categoryId],
  );
  const category = rows[0]!;
  if (category.items > 0)
    throw new ConflictError(
      "category_in_use",
      `${category.name} still holds ${category.items} item${category.items === 1 ? "" : "s"}. Move them to another category first.`,
    );
  await tx.query("delete from item_categories where workspace_id = $1 and id = $2", [
    member.workspaceId,
    categoryId,
  ]);
  await recordChange(tx, member, {
    action: "category_deleted",
    summary: `deleted the category ${category.name}`,
    details: { categoryId, before: { name: category.name } },
  });
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
}
