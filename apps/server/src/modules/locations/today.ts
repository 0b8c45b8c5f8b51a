import type { Executor } from "../../db/database";

/**
 * The workspace's date today (YYYY-MM-DD): the date in the time zone of its first open location,
 * or UTC for a workspace with none. Invoices turn overdue, and "last week" ends, at the
 * restaurant's midnight rather than the server's. One day for the whole workspace, so an
 * invoice has the same status in every list, whatever location it is filtered by.
 */
export async function workspaceToday(tx: Executor, workspaceId: string): Promise<string> {
  const { rows } = await tx.query<{ today: string }>(
    `select to_char(now() at time zone coalesce(
              (select time_zone from locations where workspace_id = $1
                order by archived_at is not null, created_at, id limit 1),
              'UTC'), 'YYYY-MM-DD') as today`,
    [workspaceId],
  );
  return rows[0]!.today;
}
