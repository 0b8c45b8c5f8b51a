import type {
  MyReading,
  ReadingRequirement,
  readingRequirementInputSchema,
} from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  mustRead,
  NotFoundError,
  type Reader,
  readingStatus,
  type Role,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { recordReading, recordRequiredReading } from "./audit";

/** The recipes that are required reading, each with who must read it. */
export async function readingRequirements(
  tx: Executor,
  workspaceId: string,
  recipeIds: string[] | null = null,
): Promise<Map<string, ReadingRequirement>> {
  const { rows } = await tx.query<{ recipe_id: string; roles: Role[]; location_ids: string[] }>(
    `select q.recipe_id, q.roles,
            coalesce(array_agg(l.location_id::text order by l.location_id)
                       filter (where l.location_id is not null), '{}') as location_ids
       from recipe_reading_requirements q
       left join recipe_reading_locations l
         on l.workspace_id = q.workspace_id and l.recipe_id = q.recipe_id
      where q.workspace_id = $1 and ($2::uuid[] is null or q.recipe_id = any($2::uuid[]))
      group by q.recipe_id, q.roles`,
    [workspaceId, recipeIds],
  );
  return new Map(
    rows.map((row) => [
      row.recipe_id,
      { recipeId: row.recipe_id, roles: row.roles, locationIds: row.location_ids },
    ]),
  );
}

/** The latest version each member acknowledged of each recipe, keyed "user:recipe". */
export async function latestReadings(
  tx: Executor,
  workspaceId: string,
  userIds: string[] | null = null,
): Promise<Map<string, { version: number; readAt: string }>> {
  const { rows } = await tx.query<{
    user_id: string;
    recipe_id: string;
    version: number;
    read_at: Date;
  }>(
    `select distinct on (user_id, recipe_id) user_id, recipe_id, version, read_at
       from recipe_readings
      where workspace_id = $1 and ($2::uuid[] is null or user_id = any($2::uuid[]))
      order by user_id, recipe_id, version desc`,
    [workspaceId, userIds],
  );
  return new Map(
    rows.map((row) => [
      `${row.user_id}:${row.recipe_id}`,
      { version: row.version, readAt: iso(row.read_at) },
    ]),
  );
}

/** Where `member` stands with each of `recipes` (their current versions). */
export async function myReadings(
  tx: Executor,
  member: Member,
  recipes: { id: string; version: number }[],
): Promise<Map<string, MyReading>> {
  const ids = recipes.map((recipe) => recipe.id);
  const required = await readingRequirements(tx, member.workspaceId, ids);
  const read = await latestReadings(tx, member.workspaceId, [member.userId]);
  const reader: Reader = { role: member.role, locationIds: member.locationIds };
  return new Map(
    recipes.map((recipe) => {
      const requirement = required.get(recipe.id);
      const last = read.get(`${member.userId}:${recipe.id}`) ?? null;
      return [
        recipe.id,
        {
          required: requirement ? mustRead(reader, requirement) : false,
          status: readingStatus(recipe.version, last?.version ?? null),
          readVersion: last?.version ?? null,
          readAt: last?.readAt ?? null,
        },
      ];
    }),
  );
}

async function recipeNamed(tx: Executor, workspaceId: string, recipeId: string) {
  const { rows } = await tx.query<{ name: string; version: number; archived: boolean }>(
    `select name, version, archived_at is not null as archived from recipes
      where workspace_id = $1 and id = $2`,
    [workspaceId, recipeId],
  );
  if (!rows[0])
    throw new NotFoundError("recipe_not_found", "This recipe does not exist in this workspace.");
  return rows[0];
}

/**
 * Makes a recipe required reading for `roles` at `locationIds` (either empty: no limit), or
 * changes who must read it. Readings already given stay: who read the current version has read it.
 */
export async function requireReading(
  tx: Executor,
  member: Member,
  recipeId: string,
  input: z.output<typeof readingRequirementInputSchema>,
): Promise<ReadingRequirement> {
  const recipe = await recipeNamed(tx, member.workspaceId, recipeId);
  if (recipe.archived)
    throw new ConflictError(
      "recipe_archived",
      `${recipe.name} is archived. Restore it before asking the team to read it.`,
    );
  const locationIds = [...new Set(input.locationIds)];
  const { rows: known } = await tx.query<{ id: string }>(
    "select id from locations where workspace_id = $1 and id = any($2::uuid[])",
    [member.workspaceId, locationIds],
  );
  if (known.length < locationIds.length)
    throw new InvalidError(
      "training_location_missing",
      "One of the locations chosen does not exist in this workspace. Reload the page and choose again.",
    );
  const roles = [...new Set(input.roles)];
  const before = await readingRequirementOf(tx, member.workspaceId, recipeId);
  await tx.query(
    `insert into recipe_reading_requirements (workspace_id, recipe_id, roles, set_by)
     values ($1, $2, $3::text[], $4)
     on conflict (workspace_id, recipe_id)
       do update set roles = excluded.roles, set_by = excluded.set_by, updated_at = now()`,
    [member.workspaceId, recipeId, roles, member.userId],
  );
  await tx.query(
    "delete from recipe_reading_locations where workspace_id = $1 and recipe_id = $2",
    [member.workspaceId, recipeId],
  );
  await tx.query(
    `insert into recipe_reading_locations (workspace_id, recipe_id, location_id)
     select $1, $2, unnest($3::uuid[])`,
    [member.workspaceId, recipeId, locationIds],
  );
  const after = (await readingRequirementOf(tx, member.workspaceId, recipeId))!;
  await recordRequiredReading(tx, member, { id: recipeId, name: recipe.name }, before, after);
  return after;
}

/** The requirement on one recipe, or null when nobody has to read it. */
export async function readingRequirementOf(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
): Promise<ReadingRequirement | null> {
  return (await readingRequirements(tx, workspaceId, [recipeId])).get(recipeId) ?? null;
}

/** Nobody has to read the recipe any more; what people read stays recorded. */
export async function stopRequiringReading(
  tx: Executor,
  member: Member,
  recipeId: string,
): Promise<void> {
  const before = await readingRequirementOf(tx, member.workspaceId, recipeId);
  if (!before) return;
  const recipe = await recipeNamed(tx, member.workspaceId, recipeId);
  await tx.query(
    "delete from recipe_reading_requirements where workspace_id = $1 and recipe_id = $2",
    [member.workspaceId, recipeId],
  );
  await recordRequiredReading(tx, member, { id: recipeId, name: recipe.name }, before, null);
}

/**
 * Records that `member` read `version` of a recipe. Only the current version can be
 * acknowledged: if it changed while they read, they are told to read the new one.
 */
export async function acknowledgeReading(
  tx: Executor,
  member: Member,
  recipeId: string,
  version: number,
): Promise<MyReading> {
  const recipe = await recipeNamed(tx, member.workspaceId, recipeId);
  if (version !== recipe.version)
    throw new ConflictError(
      "recipe_version_changed",
      `${recipe.name} has changed since you opened it: version ${recipe.version} is the one the kitchen cooks now. Read it again, then mark it as read.`,
    );
  const { rowCount } = await tx.query(
    `insert into recipe_readings (workspace_id, recipe_id, version, user_id)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [member.workspaceId, recipeId, version, member.userId],
  );
  // Saying it again (a second tap, a retry) is not a second reading.
  if (rowCount) await recordReading(tx, member, { id: recipeId, name: recipe.name }, version);
  const readings = await myReadings(tx, member, [{ id: recipeId, version }]);
  return readings.get(recipeId)!;
}
