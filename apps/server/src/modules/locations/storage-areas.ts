import type { StorageArea } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import type { Member } from "../../http/access";
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
}
