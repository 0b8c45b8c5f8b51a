import { ConflictError, NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";

const noSuchLocation = () =>
  new NotFoundError("location_not_found", "This location does not exist in this workspace.");

/**
 * The active locations a screen covers for `member`: the one asked for (when they may see it),
 * or every one they may see. Throws a 404 for a location they may not see, as if it did not
 * exist.
 */
export async function locationScope(
  tx: Executor,
  member: Member,
  locationId?: string | null,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from locations
      where workspace_id = $1 and archived_at is null
        and ($2::uuid[] is null or id = any($2::uuid[]))
        and ($3::uuid is null or id = $3)
      order by lower(name)`,
    [member.workspaceId, member.locationIds, locationId ?? null],
  );
  if (locationId && rows.length === 0) throw noSuchLocation();
  return rows.map((row) => row.id);
}

/** Checks that stock may be recorded at `locationId` by `member`; returns its name. */
export async function writableLocation(
  tx: Executor,
  member: Member,
  locationId: string,
): Promise<string> {
  const { rows } = await tx.query<{ name: string; archived: boolean }>(
    `select name, archived_at is not null as archived from locations
      where workspace_id = $1 and id = $2 and ($3::uuid[] is null or id = any($3::uuid[]))`,
    [member.workspaceId, locationId, member.locationIds],
  );
  const row = rows[0];
  if (!row) throw noSuchLocation();
  if (row.archived)
    throw new ConflictError(
      "location_archived",
      `${row.name} is archived. Restore it under Settings → Locations to record stock there.`,
    );
  return row.name;
}
