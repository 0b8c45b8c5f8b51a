import { createHash } from "node:crypto";
import type { Executor } from "../db/database";
import type { Member } from "./member";
import { ConflictError } from "@larder/domain";
import { canonicalJson } from "../lib/canonical-json";

/** What a request key is used for: the action's name and the details sent with it. */
export interface KeyedRequest {
  key: string | undefined;
  /** The action, e.g. "stock.waste" or "orders.receive:<order id>". */
  action: string;
  /** What was sent (without the key itself): the same key with other details is refused. */
  details: unknown;
}

const fingerprint = (details: unknown) =>
  createHash("sha256").update(canonicalJson(details, "requestKey")).digest("hex");

/**
 * Runs `work` once per request key. A phone that sends the same action twice (a double tap, a
 * retry after a dropped connection) gets the first answer back instead of recording it again.
 * Two copies arriving together are serialised by the key's primary key: the second waits for
 * the first transaction, then reads its answer. A key is bound to its action and details: sent
 * again with anything else, it is refused with a 409 rather than answered with another result.
 */
export async function once<T>(
  tx: Executor,
  member: Member,
  request: KeyedRequest,
  work: () => Promise<T>,
): Promise<T> {
  const { key, action } = request;
  if (!key) return work();
  const print = fingerprint(request.details);
  // A retry comes within minutes; a day later the key has done its job.
  await tx.query(
    "delete from request_keys where workspace_id = $1 and created_at < now() - interval '1 day'",
    [member.workspaceId],
  );
  const { rows } = await tx.query(
    `insert into request_keys (workspace_id, key, user_id, action, fingerprint)
     values ($1, $2, $3, $4, $5)
     on conflict do nothing returning key`,
    [member.workspaceId, key, member.userId, action, print],
  );
  if (rows.length === 0) {
    const { rows: earlier } = await tx.query<{
      user_id: string | null;
      action: string;
      fingerprint: string;
      result: T;
    }>(
      "select user_id, action, fingerprint, result from request_keys where workspace_id = $1 and key = $2",
      [member.workspaceId, key],
    );
    const first = earlier[0];
    if (!first || first.user_id !== member.userId)
      throw new ConflictError(
        "request_key_used",
        "This request was already made by someone else. Reload the page and try again.",
      );
    const recordedBefore = first.action === "" && first.fingerprint === "";
    if (!recordedBefore && (first.action !== action || first.fingerprint !== print))
      throw new ConflictError(
        "request_key_reused",
        "This request key was already used for something else (another action, or other details), so nothing was recorded. Reload the page and enter it again.",
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
