import type { ReadingRequirement } from "@larder/contracts";
import { ROLE_LABELS } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { listed, recordChange } from "../audit";

type Readers = Pick<ReadingRequirement, "roles" | "locationIds">;

/** Who a requirement asks to read, in words: "Staff and Chef at Main", "every role at every location". */
async function readersWords(tx: Executor, workspaceId: string, readers: Readers): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    "select name from locations where workspace_id = $1 and id = any($2::uuid[]) order by lower(name)",
    [workspaceId, readers.locationIds],
  );
  const roles =
    readers.roles.length === 0 ? "every role" : listed(readers.roles.map((r) => ROLE_LABELS[r]));
  const places = rows.length === 0 ? "every location" : listed(rows.map((row) => row.name));
  return `${roles} at ${places}`;
}

const sameReaders = (a: Readers, b: Readers) =>
  JSON.stringify([[...a.roles].sort(), [...a.locationIds].sort()]) ===
  JSON.stringify([[...b.roles].sort(), [...b.locationIds].sort()]);

/**
 * Logs who must read a recipe, when that changes: made required reading (no `before`), asked
 * of other roles or locations, or no longer required (no `after`). Saving the same readers
 * again changes nothing and logs nothing.
 */
export async function recordRequiredReading(
  tx: Executor,
  member: Member,
  recipe: { id: string; name: string },
  before: Readers | null,
  after: Readers | null,
): Promise<void> {
  if (before && after && sameReaders(before, after)) return;
  const words = (readers: Readers) => readersWords(tx, member.workspaceId, readers);
  const summary = !before
    ? `made ${recipe.name} required reading for ${await words(after!)}`
    : !after
      ? `stopped requiring ${recipe.name} to be read (it was for ${await words(before)})`
      : `changed who must read ${recipe.name} from ${await words(before)} to ${await words(after)}`;
  const kept = (readers: Readers | null) =>
    readers && { roles: readers.roles, locationIds: readers.locationIds };
  await recordChange(tx, member, {
    action: "required_reading_changed",
    summary,
    details: { recipeId: recipe.id, recipe: recipe.name, before: kept(before), after: kept(after) },
  });
}

/** Logs a member saying they read a version of a recipe (once per version). */
export async function recordReading(
  tx: Executor,
  member: Member,
  recipe: { id: string; name: string },
  version: number,
): Promise<void> {
  await recordChange(tx, member, {
    action: "recipe_read",
    summary: `read version ${version} of ${recipe.name}`,
    details: { recipeId: recipe.id, recipe: recipe.name, version },
  });
}
