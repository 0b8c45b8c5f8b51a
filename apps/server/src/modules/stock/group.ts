import type { Executor } from "../../db/database";

/**
 * Where the sums of several locations come from: their own rows added together on each read, or
 * the group rollup (migration 0020, decision 0032) that already holds the sums over every
 * location of the workspace.
 */
export type GroupSource = "locations" | "rollup";

/**
 * The rollup answers for `locationIds` when they are every location of the workspace, archived
 * ones included (the rollup sums them all): head office's "All locations". A member limited to
 * some locations, or a workspace with an archived location, has its locations added on the read.
 */
export async function groupSource(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
): Promise<GroupSource> {
  if (locationIds.length < 2) return "locations";
  const { rows } = await tx.query<{ whole: boolean }>(
    `select count(*) = count(*) filter (where id = any($2::uuid[])) as whole
       from locations where workspace_id = $1`,
    [workspaceId, locationIds],
  );
  return rows[0]?.whole ? "rollup" : "locations";
}

/**
 * The local day the locations share, when the rollup answers for them and it is the same day at
 * each: daily use is kept per location's local day, so a window of days ending today is the same
 * rows of the group's days only when every location's today is one day. Null otherwise.
 */
export async function groupToday(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
): Promise<string | null> {
  if ((await groupSource(tx, workspaceId, locationIds)) !== "rollup") return null;
  const { rows } = await tx.query<{ today: string; days: number }>(
    `select min((now() at time zone time_zone)::date)::text as today,
            count(distinct (now() at time zone time_zone)::date)::int as days
       from locations where workspace_id = $1`,
    [workspaceId],
  );
  return rows[0]?.days === 1 ? rows[0].today : null;
}
