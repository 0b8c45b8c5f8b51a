import type { Location, LocationInput, locationUpdateSchema } from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { actedBy, recordAudit } from "../audit";

/** A second active location, or storage area of one location, with the same name. */
export const duplicateName = (what: string, name: string) =>
  new ConflictError("duplicate_name", `There is already ${what} called ${name}.`);

/** The storage areas a new restaurant location starts with; each can be renamed or archived. */
export const DEFAULT_STORAGE_AREAS = ["Walk-in cooler", "Freezer", "Dry storage"];

export async function insertLocation(
  tx: Executor,
  workspaceId: string,
  location: Required<Pick<LocationInput, "name" | "timeZone">> & Partial<LocationInput>,
  options: { defaultStorageAreas: boolean },
): Promise<string> {
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into locations (workspace_id, name, address, time_zone, currency)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        workspaceId,
        location.name,
        location.address ?? "",
        location.timeZone,
        location.currency ?? "USD",
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicateName("a location", location.name);
      throw error;
    });
  const id = rows[0]!.id;
  if (options.defaultStorageAreas) {
    for (const [position, name] of DEFAULT_STORAGE_AREAS.entries()) {
      await tx.query(
        "insert into storage_areas (workspace_id, location_id, name, position) values ($1, $2, $3, $4)",
        [workspaceId, id, name, position],
      );
    }
  }
  return id;
}

/** The locations the member may see (archived ones too when asked), with their storage areas. */
export async function listLocations(
  tx: Executor,
  member: Member,
  options: { includeArchived: boolean },
): Promise<Location[]> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    address: string;
    time_zone: string;
    currency: string;
    archived: boolean;
    created_at: Date;
    opening_days: number[];
    holiday_region: string | null;
    areas: { id: string; name: string; position: number; archived: boolean }[];
  }>(
    `select l.id, l.name, l.address, l.time_zone, l.currency, l.archived_at is not null as archived,
            l.created_at, l.opening_days, l.holiday_region,
            coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name,
                        'position', a.position, 'archived', a.archived_at is not null)
                        order by a.position, lower(a.name))
                       from storage_areas a
                      where a.workspace_id = l.workspace_id and a.location_id = l.id
                        and ($2 or a.archived_at is null)), '[]') as areas
       from locations l
      where l.workspace_id = $1 and ($2 or l.archived_at is null)
        and ($3::uuid[] is null or l.id = any($3::uuid[]))
      order by l.archived_at is not null, lower(l.name)`,
    [member.workspaceId, options.includeArchived, member.locationIds],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    timeZone: row.time_zone,
    currency: row.currency,
    archived: row.archived,
    createdAt: iso(row.created_at),
    openingDays: row.opening_days,
    holidayRegion: row.holiday_region,
    storageAreas: row.areas.map((area) => ({ ...area, locationId: row.id })),
  }));
}

/** Adds a location, with the default storage areas, noted in the audit log. */
export async function createLocation(
  tx: Executor,
  member: Member,
  ip: string,
  location: LocationInput,
): Promise<string> {
  const created = await insertLocation(tx, member.workspaceId, location, {
    defaultStorageAreas: true,
  });
  await recordAudit(tx, member.workspaceId, {
    action: "location_created",
    summary: `${member.email} added the location ${location.name}`,
    ...actedBy({ ...member, ip }),
  });
  return created;
}

/**
 * Renames, moves, re-times or archives a location (never the last active one), noted in the
 * audit log. Sessions looking at an archived location go back to "All locations".
 */
export async function updateLocation(
  tx: Executor,
  member: Member,
  ip: string,
  locationId: string,
  changes: z.output<typeof locationUpdateSchema>,
): Promise<void> {
  const { name, address, timeZone, currency, archived, openingDays } = changes;
  if (archived === true) {
    const { rows } = await tx.query<{ others: number }>(
      `select count(*)::int as others from locations
        where workspace_id = $1 and id <> $2 and archived_at is null`,
      [member.workspaceId, locationId],
    );
    if (rows[0]!.others === 0)
      throw new ConflictError(
        "last_location",
        "This is the workspace's only active location. Add another before archiving it.",
      );
  }
  const { rows } = await tx
    .query<{ name: string }>(
      `update locations set
         name = coalesce($3, name),
         address = coalesce($4, address),
         time_zone = coalesce($5, time_zone),
         currency = coalesce($6, currency),
         archived_at = case when $7::boolean is null then archived_at
                            when $7 then coalesce(archived_at, now()) else null end,
         opening_days = coalesce($8::int[], opening_days)
       where workspace_id = $1 and id = $2
       returning name`,
      [
        member.workspaceId,
        locationId,
        name ?? null,
        address ?? null,
        timeZone ?? null,
        currency ?? null,
        archived ?? null,
        openingDays ? [...openingDays].sort((a, b) => a - b) : null,
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicateName("an active location", name ?? "that");
      throw error;
    });
  const what = [
    name ? `renamed it to ${name}` : null,
    address !== undefined || timeZone || currency ? "changed its details" : null,
    openingDays ? "changed its opening days" : null,
    archived === true ? "archived it" : archived === false ? "restored it" : null,
  ].filter(Boolean);
  await recordAudit(tx, member.workspaceId, {
    action: "location_updated",
    summary: `${member.email} updated the location ${rows[0]!.name}: ${what.join(", ")}`,
    ...actedBy({ ...member, ip }),
  });
  if (archived === true)
    await tx.query(
      "update sessions set current_location_id = null where current_workspace_id = $1 and current_location_id = $2",
      [member.workspaceId, locationId],
    );
}
