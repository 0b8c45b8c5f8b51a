import {
  AUDIT_CURSOR,
  type AuditEventView,
  type AuditFilter,
  type auditPageSchema,
} from "@larder/contracts";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";

export interface AuditRow {
  id: string;
  at: Date;
  exact_at: string;
  action: string;
  area: string;
  summary: string;
  actor_user_id: string | null;
  actor_email: string | null;
  ip: string;
  user_agent: string;
  location_id: string | null;
  details: Record<string, unknown>;
}

/** `%`, `_` and `\` are LIKE's wildcards and escape: a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reads `limit` events of the log, newest first, that pass `filter`, older than `before` (a
 * cursor: the exact time and id of an earlier page's last event; events of one request are
 * less than a millisecond apart, so time alone would skip some). Each filter is one equality on
 * an indexed column, so the database walks one index in the log's order (migration 0019).
 * Dates are days in UTC.
 */
export async function readAuditRows(
  tx: Executor,
  member: Member,
  filter: AuditFilter,
  page: { before?: string | undefined; limit: number },
): Promise<AuditRow[]> {
  const params: unknown[] = [member.workspaceId];
  const where = ["workspace_id = $1"];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (page.before) {
    const [, at, id] = AUDIT_CURSOR.exec(page.before)!;
    add((n) => `(at, id) < (${n}::timestamptz, $${params.length + 1}::uuid)`, at);
    params.push(id);
  }
  if (filter.area) add((n) => `area = ${n}`, filter.area);
  if (filter.action) add((n) => `action = ${n}`, filter.action);
  if (filter.actorUserId) add((n) => `actor_user_id = ${n}::uuid`, filter.actorUserId);
  if (filter.locationId) add((n) => `location_id = ${n}::uuid`, filter.locationId);
  if (filter.from) add((n) => `at >= (${n}::date)::timestamp at time zone 'UTC'`, filter.from);
  if (filter.to) add((n) => `at < (${n}::date + 1)::timestamp at time zone 'UTC'`, filter.to);
  if (filter.q) add((n) => `summary ilike ${n}`, likePattern(filter.q));
  params.push(page.limit);
  const { rows } = await tx.query<AuditRow>(
    `select id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as exact_at,
            action, area, summary, actor_user_id, actor_email, ip, user_agent, location_id, details
       from audit_events
      where ${where.join(" and ")}
      order by at desc, id desc
      limit $${params.length}`,
    params,
  );
  return rows;
}

export function presentAuditRow(row: AuditRow): AuditEventView {
  return {
    id: row.id,
    at: iso(row.at),
    action: row.action,
    area: row.area,
    summary: row.summary,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    ip: row.ip,
    userAgent: row.user_agent,
    locationId: row.location_id,
    details: row.details,
  };
}

/** A page of the audit log, newest first, from `before` (a cursor of an earlier page) on. */
export async function listAuditEvents(
  tx: Executor,
  member: Member,
  query: AuditFilter & { before?: string | undefined; limit: number },
): Promise<z.infer<typeof auditPageSchema>> {
  const rows = await readAuditRows(tx, member, query, {
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map(presentAuditRow),
    nextBefore: rows.length > query.limit && last ? `${last.exact_at}~${last.id}` : null,
  };
}
