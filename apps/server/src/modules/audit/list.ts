import type { auditPageSchema } from "@larder/contracts";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { iso } from "../../http/schemas";

/**
 * A position in the log: the exact time (to the microsecond) and id of the last event of a
 * page. Events of one request are less than a millisecond apart, so the time alone would skip
 * some of them.
 */
export const AUDIT_CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~([0-9a-f-]{36})$/;

/** A page of the audit log, newest first, from `before` (a cursor of an earlier page) on. */
export async function listAuditEvents(
  tx: Executor,
  member: Member,
  query: { before?: string | undefined; limit: number },
): Promise<z.infer<typeof auditPageSchema>> {
  const { limit, before } = query;
  const [, beforeAt = null, beforeId = null] = before ? AUDIT_CURSOR.exec(before)! : [];
  const { rows } = await tx.query<{
    id: string;
    at: Date;
    exact_at: string;
    action: string;
    summary: string;
    actor_email: string | null;
    ip: string;
  }>(
    `select id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as exact_at,
            action, summary, actor_email, ip
       from audit_events
      where workspace_id = $1
        and ($2::timestamptz is null or (at, id) < ($2::timestamptz, $3::uuid))
      order by at desc, id desc
      limit $4`,
    [member.workspaceId, beforeAt, beforeId, limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: row.id,
      at: iso(row.at),
      action: row.action,
      summary: row.summary,
      actorEmail: row.actor_email,
      ip: row.ip,
    })),
    nextBefore: rows.length > limit && last ? `${last.exact_at}~${last.id}` : null,
  };
}
