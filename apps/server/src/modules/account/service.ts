import type { SessionList, SessionResponse } from "@larder/contracts";
import { NotFoundError, isRole } from "@larder/domain";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { CurrentSession } from "../../core/member";
import { iso } from "../../core/dates";
import { describeDevice } from "../auth";

/**
 * Who is signed in, their workspaces, and where the session is: its workspace while they are
 * still a member of it (else their first), and its location in that workspace.
 */
export async function describeSession(
  db: Database,
  session: CurrentSession,
  isOperator: boolean,
): Promise<SessionResponse> {
  const workspaces = await withTenant(db, { userId: session.userId }, async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      name: string;
      role: string;
      is_demo: boolean;
    }>(
      `select w.id, w.name, m.role, w.is_demo
         from memberships m join workspaces w on w.id = m.workspace_id
        where m.user_id = $1
        order by lower(w.name), w.id`,
      [session.userId],
    );
    return rows;
  });
  const current = workspaces.some((w) => w.id === session.workspaceId)
    ? session.workspaceId
    : (workspaces[0]?.id ?? null);
  return {
    user: {
      id: session.userId,
      email: session.email,
      name: session.name,
      isDemo: session.isDemo,
      isOperator,
    },
    csrfToken: session.csrfToken,
    workspaces: workspaces.flatMap((w) =>
      isRole(w.role) ? [{ id: w.id, name: w.name, role: w.role, isDemo: w.is_demo }] : [],
    ),
    currentWorkspaceId: current,
    currentLocationId: current === session.workspaceId ? session.locationId : null,
  };
}

/** Moves the session to another of the person's workspaces, and one of its locations or all. */
export async function switchWorkspace(
  db: Database,
  session: CurrentSession,
  to: { workspaceId: string; locationId: string | null },
): Promise<void> {
  const { workspaceId, locationId } = to;
  await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
    const { rows } = await tx.query<{ all_locations: boolean }>(
      "select all_locations from memberships where workspace_id = $1 and user_id = $2",
      [workspaceId, session.userId],
    );
    const membership = rows[0];
    if (!membership)
      throw new NotFoundError(
        "workspace_not_found",
        "This workspace does not exist, or you are not a member of it.",
      );
    if (locationId) {
      const visible = await tx.query(
        `select 1 from locations l
          where l.workspace_id = $1 and l.id = $2 and l.archived_at is null
            and ($3 or exists (select 1 from membership_locations ml
                                where ml.workspace_id = l.workspace_id and ml.user_id = $4
                                  and ml.location_id = l.id))`,
        [workspaceId, locationId, membership.all_locations, session.userId],
      );
      if (visible.rowCount === 0)
        throw new NotFoundError("not_found", "This location does not exist in this workspace.");
    }
    await tx.query(
      "update sessions set current_workspace_id = $2, current_location_id = $3 where id = $1",
      [session.id, workspaceId, locationId],
    );
  });
}

/** Changes the signed-in person's name. */
export async function renameUser(
  db: Database,
  session: CurrentSession,
  name: string,
): Promise<void> {
  await db.query("update users set name = $2 where id = $1", [session.userId, name]);
}

/** The person's live sessions, the most recently used first. */
export async function listSessions(db: Database, session: CurrentSession): Promise<SessionList> {
  const { rows } = await db.query<{
    id: string;
    user_agent: string;
    ip: string;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `select id, user_agent, ip, created_at, last_seen_at from sessions
      where user_id = $1 and expires_at > now()
      order by last_seen_at desc`,
    [session.userId],
  );
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    current: row.id === session.id,
  }));
}

/** Signs out one of the person's sessions (another browser of theirs). */
export async function endSession(
  db: Database,
  session: CurrentSession,
  sessionId: string,
): Promise<void> {
  const id = z.uuid().safeParse(sessionId);
  const deleted = id.success
    ? await db.query("delete from sessions where id = $1 and user_id = $2", [
        id.data,
        session.userId,
      ])
    : { rowCount: 0 };
  if (deleted.rowCount === 0)
    throw new NotFoundError("not_found", "This session does not exist or has already ended.");
}

/** Signs out every session of the person but this one; says how many. */
export async function endOtherSessions(db: Database, session: CurrentSession): Promise<number> {
  const { rowCount } = await db.query("delete from sessions where user_id = $1 and id <> $2", [
    session.userId,
    session.id,
  ]);
  return rowCount;
}
