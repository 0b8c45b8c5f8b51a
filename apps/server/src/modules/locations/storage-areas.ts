import type { StorageArea } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { changedFields, recordChange, rowSnapshot } from "../audit";
import type { Member } from "../../core/member";
import { duplicateName } from "./service";

/** Adds a storage area at the end of a location's list. */
export async function addStorageArea(
  tx: Executor,
  member: Member,
  locationId: string,
  name: string,
): Promise<StorageArea> {
  const { rows } = await tx
    .query<{ id: string; position: number }>(
      `insert into storage_areas (workspace_id, location_id, name, position)
       values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from storage_areas
                             where workspace_id = $1 and location_id = $2))
       returning id, position`,
      [member.workspaceId, locationId, name],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicateName("a storage area at this location", name);
      throw error;
    });
  const area = rows[0]!;
  await recordChange(tx, member, {
    action: "storage_area_created",
    summary: `added the storage area ${name} at ${await locationName(tx, member, locationId)}`,
    locationId,
    details: { storageAreaId: area.id, after: { name } },
  });
  return { id: area.id, locationId, name, position: area.position, archived: false };
}

/** Renames, reorders or archives a storage area. */
export async function updateStorageArea(
  tx: Executor,
  member: Member,
  storageAreaId: string,
  changes: {
    name?: string | undefined;
    position?: number | undefined;
    archived?: boolean | undefined;
  },
): Promise<void> {
  const { name, position, archived } = changes;
  const before = await rowSnapshot(tx, "storage_areas", member.workspaceId, storageAreaId);
  await tx
    .query(
      `update storage_areas set
         name = coalesce($3, name),
         position = coalesce($4, position),
         archived_at = case when $5::boolean is null then archived_at
                            when $5 then coalesce(archived_at, now()) else null end
       where workspace_id = $1 and id = $2`,
      [member.workspaceId, storageAreaId, name ?? null, position ?? null, archived ?? null],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw duplicateName("a storage area at this location", name ?? "that");
      throw error;
    });
  const after = await rowSnapshot(tx, "storage_areas", member.workspaceId, storageAreaId);
  const diff = changedFields(before, after);
  if (diff.fields.length === 0) return;
  const locationId = String(before.location_id);
  const at = await locationName(tx, member, locationId);
  const archiving = diff.fields.includes("archived_at");
  await recordChange(tx, member, {
    action: "storage_area_updated",
    summary: archiving
      ? `${after.archived_at ? "archived" : "restored"} the storage area ${String(before.name)} at ${at}`
      : diff.fields.includes("name")
        ? `renamed the storage area ${String(before.name)} at ${at} to ${String(after.name)}`
        : `moved the storage area ${String(before.name)} at ${at} in the list`,
    locationId,
    details: { storageAreaId, before: diff.before, after: diff.after },
  });
}

async function locationName(tx: Executor, member: Member, locationId: string): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    "select name from locations where workspace_id = $1 and id = $2",
    [member.workspaceId, locationId],
  );
  return rows[0]?.name ?? "a location";
}
