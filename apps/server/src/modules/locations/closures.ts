import type { Closure } from "@larder/contracts";
import { NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import { recordChange } from "../audit";
import type { Member } from "../../core/member";
import { locationScope } from "./scope";

// Days a location is shut besides its weekly closing days (a holiday, a refit): forecasts
// expect no use on them and learn nothing from them.

/** A location's closures from a year ago on. */
export async function listClosures(
  tx: Executor,
  member: Member,
  locationId: string,
): Promise<Closure[]> {
  await locationScope(tx, member, locationId);
  const { rows } = await tx.query<{ day: string; name: string }>(
    `select day::text as day, name from location_closures
      where workspace_id = $1 and location_id = $2 and day >= current_date - 366
      order by day`,
    [member.workspaceId, locationId],
  );
  return rows;
}

/** Marks a day the location is closed (again: renames it). */
export async function markClosed(
  tx: Executor,
  member: Member,
  locationId: string,
  closure: Closure,
): Promise<Closure> {
  await locationScope(tx, member, locationId);
  const { rows } = await tx.query<{ day: string; name: string }>(
    `insert into location_closures (workspace_id, location_id, day, name)
     values ($1, $2, $3, $4)
     on conflict (workspace_id, location_id, day) do update set name = excluded.name
     returning day::text as day, name`,
    [member.workspaceId, locationId, closure.day, closure.name],
  );
  await recordChange(tx, member, {
    action: "closure_added",
    summary: `marked ${closure.day} as closed (${closure.name}) at ${await placeName(tx, member, locationId)}`,
    locationId,
    details: { after: closure },
  });
  return rows[0]!;
}

/** Opens the location again on a day marked closed. */
export async function reopen(
  tx: Executor,
  member: Member,
  locationId: string,
  day: string,
): Promise<void> {
  await locationScope(tx, member, locationId);
  const { rowCount } = await tx.query(
    `delete from location_closures
      where workspace_id = $1 and location_id = $2 and day = $3`,
    [member.workspaceId, locationId, day],
  );
  if (!rowCount) throw new NotFoundError("closure_not_found", "That day is not marked closed.");
  await recordChange(tx, member, {
    action: "closure_removed",
    summary: `opened ${await placeName(tx, member, locationId)} again on ${day}`,
    locationId,
    details: { before: { day } },
  });
}

async function placeName(tx: Executor, member: Member, locationId: string): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    "select name from locations where workspace_id = $1 and id = $2",
    [member.workspaceId, locationId],
  );
  return rows[0]?.name ?? "a location";
}
