import type { Executor } from "../../db/database";
import { setTenant } from "../../db/tenant";
import { areaOf, type ChangeAction } from "./areas";

export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "invitation_sent"
  | "invitation_revoked"
  | "invitation_accepted"
  | "join_requested"
  | "join_approved"
  | "join_declined"
  | "role_changed"
  | "member_removed"
  | "member_left"
  | "workspace_created"
  | "workspace_updated"
  | "location_created"
  | "api_token_created"
  | "api_token_revoked"
  | "api_token_used"
  | "location_updated"
  | ChangeAction;

export interface AuditEvent {
  action: AuditAction;
  /** One line for the audit screen: "maria@bistro.com changed Sam's role from Staff to Chef". */
  summary: string;
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string;
  details?: Record<string, unknown>;
  /** When it happened, if not now (an event written after the fact). */
  at?: Date;
  /** The location the change belongs to, when it belongs to one (the log filters by it). */
  locationId?: string | null;
  /** The browser or program that sent the request, as its User-Agent header says. */
  userAgent?: string;
}

/** A person acting, as the audit log names them: who, and the address their request came from. */
export interface Actor {
  userId: string;
  email: string;
  ip: string;
}

/** The fields of an audit event that say who did it. */
export function actedBy(actor: Actor): Pick<AuditEvent, "actorUserId" | "actorEmail" | "ip"> {
  return { actorUserId: actor.userId, actorEmail: actor.email, ip: actor.ip };
}

/** Writes `event` into the audit log of `workspaceId`, inside the caller's transaction. */
export function recordAudit(tx: Executor, workspaceId: string, event: AuditEvent): Promise<void> {
  return recordAudits(tx, workspaceId, [event]);
}

/**
 * Writes `events` into the audit log of `workspaceId` in one statement, in their order (each
 * stamped when its row is written, so the log lists them as they were given).
 */
export async function recordAudits(
  tx: Executor,
  workspaceId: string,
  events: AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `insert into audit_events (workspace_id, actor_user_id, actor_email, action, summary, details,
                               ip, at, location_id, user_agent, area)
     select $1, e.actor_user_id, e.actor_email, e.action, e.summary, e.details, e.ip,
            coalesce(e.at, clock_timestamp()), e.location_id, e.user_agent, e.area
       from jsonb_to_recordset($2::jsonb) as e(
              actor_user_id uuid, actor_email text, action text, summary text, details jsonb,
              ip text, at timestamptz, location_id uuid, user_agent text, area text, n int)
      order by e.n`,
    [
      workspaceId,
      JSON.stringify(
        events.map((event, n) => ({
          n,
          actor_user_id: event.actorUserId,
          actor_email: event.actorEmail,
          action: event.action,
          summary: event.summary,
          details: event.details ?? {},
          ip: event.ip,
          at: event.at?.toISOString() ?? null,
          location_id: event.locationId ?? null,
          user_agent: (event.userAgent ?? "").slice(0, 400),
          area: areaOf(event.action),
        })),
      ),
    ],
  );
}

/**
 * Writes an event about a person (a sign-in, a wrong code) into the log of every workspace
 * they belong to, so each workspace's owners see it. Leaves the transaction without a
 * workspace afterwards.
 */
export async function recordAuditForUser(
  tx: Executor,
  userId: string,
  event: AuditEvent,
): Promise<void> {
  await setTenant(tx, { userId });
  const { rows } = await tx.query<{ workspace_id: string }>(
    "select workspace_id from memberships where user_id = $1",
    [userId],
  );
  for (const row of rows) {
    await setTenant(tx, { userId, workspaceId: row.workspace_id });
    await recordAudit(tx, row.workspace_id, event);
  }
  await setTenant(tx, {});
}
