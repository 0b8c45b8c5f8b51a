import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { changedFields, fieldWords, listed, recordChange, rowSnapshot } from "../audit";

/** A menu item or section as the audit log compares it. */
export const menuSnapshot = (
  tx: Executor,
  member: Member,
  table: "menu_items" | "menu_sections",
  id: string,
) => rowSnapshot(tx, table, member.workspaceId, id);

/**
 * Logs a change to a menu item or section: created (no `before`), edited (the fields that
 * changed), archived or restored.
 */
export async function recordMenuChange(
  tx: Executor,
  member: Member,
  table: "menu_items" | "menu_sections",
  id: string,
  before: Record<string, unknown> | null,
  extra: { linesChanged?: boolean } = {},
): Promise<void> {
  const after = await menuSnapshot(tx, member, table, id);
  const what = table === "menu_items" ? "menu item" : "menu section";
  const item = table === "menu_items";
  if (!before) {
    await recordChange(tx, member, {
      action: item ? "menu_item_created" : "menu_section_created",
      summary: `added the ${what} ${String(after.name)}${item ? ` at $${String(after.price)}` : ""}`,
      details: { [item ? "menuItemId" : "menuSectionId"]: id, after },
    });
    return;
  }
  const diff = changedFields(before, after);
  const fields = [...diff.fields, ...(extra.linesChanged ? ["lines"] : [])];
  if (fields.length === 0) return;
  const archiving = diff.fields.includes("archived_at");
  await recordChange(tx, member, {
    action:
      archiving && after.archived_at
        ? "menu_item_archived"
        : item
          ? "menu_item_updated"
          : "menu_section_updated",
    summary: archiving
      ? `${after.archived_at ? "archived" : "restored"} the ${what} ${String(before.name)}`
      : diff.fields.includes("price") && fields.length === 1
        ? `changed the price of ${String(before.name)} on the menu from $${String(before.price)} to $${String(after.price)}`
        : `edited the ${what} ${String(before.name)}: ${listed(fieldWords(fields))}`,
    details: {
      [item ? "menuItemId" : "menuSectionId"]: id,
      before: diff.before,
      after: diff.after,
    },
  });
}
