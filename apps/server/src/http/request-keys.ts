import type { Executor } from "../db/database";
import type { Member } from "./access";
import { UserFacingError } from "../plugins/errors";

/**
 * Runs `work` once per request key. A phone that sends the same action twice (a double tap, a
 * retry after a dropped connection) gets the first answer back instead of recording it again.
 * Two copies arriving together are serialised by the key's primary key: the second waits for
 * the first transaction, then reads its answer.
 */
export async function once<T>(
  tx: Executor,
  member: Member,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  // A retry comes within minutes; a day later the key has done its job.
  await tx.query(
    "delete from request_keys where workspace_id = $1 and created_at < now() - interval '1 day'",
    [member.workspaceId],
  );
  const { rows } = await tx.query(
    `insert into request_keys (workspace_id, key, user_id) values ($1, $2, $3)
     on conflict do nothing returning key`,
    [member.workspaceId, key, member.userId],
  );
  if (rows.length === 0) {
    const { rows: earlier } = await tx.query<{ user_id: string | null; result: T }>(
      "select user_id, result from request_keys where workspace_id = $1 and key = $2",
      [member.workspaceId, key],
    );
    const first = earlier[0];
    if (!first || first.user_id !== member.userId)
      throw new UserFacingError(
        409,
        "request_key_used",
        "This request was already made by someone else. Reload the page and try again.",
      );
    return first.result;
  }
  const result = await work();
  await tx.query("update request_keys set result = $3 where workspace_id = $1 and key = $2", [
    member.workspaceId,
    key,
    JSON.stringify(result),
  ]);
  return result;
}
