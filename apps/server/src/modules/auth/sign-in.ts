import type { Executor } from "../../db/database";
import { setTenant } from "../../db/tenant";
import { recordAuditForUser } from "../audit";
import { createSession, deleteSessionByToken, type NewSession } from "./sessions";

export interface SignedIn {
  session: NewSession;
  userId: string;
  /** Where to go next: onboarding for someone without a workspace, else `next` or /app. */
  redirectTo: string;
}

/**
 * Where a person may be sent after signing in: a path inside the app, never another site
 * ("//evil.example", "/\evil.example").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  if (!/^\/app(\/|\?|$)/.test(next)) return null;
  if (next.includes("\\") || next.includes("//")) return null;
  return next;
}

export async function findOrCreateUser(tx: Executor, email: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (email) values ($1)
     on conflict (email) do update set email = excluded.email
     returning id`,
    [email],
  );
  return rows[0]!.id;
}

/**
 * Starts a session for a person who has just proved who they are, ends the browser's previous
 * one, records the sign-in in the audit log of their workspaces and says where to go next.
 */
export async function signIn(
  tx: Executor,
  who: {
    userId: string;
    email: string;
    nextPath: string | null;
    method: string;
    /** The person proved a passkey (see createSession). */
    passkey?: boolean;
  },
  requester: { ip: string; userAgent: string },
  previousSessionToken: string | undefined,
): Promise<SignedIn> {
  if (previousSessionToken) await deleteSessionByToken(tx, previousSessionToken);
  await setTenant(tx, { userId: who.userId });
  const { rows } = await tx.query<{ workspace_id: string }>(
    `select m.workspace_id from memberships m
       left join lateral (
         select max(s.last_seen_at) as seen from sessions s
          where s.user_id = m.user_id and s.current_workspace_id = m.workspace_id
       ) last on true
      where m.user_id = $1
      order by last.seen desc nulls last, m.created_at
      limit 1`,
    [who.userId],
  );
  const workspaceId = rows[0]?.workspace_id ?? null;
  const session = await createSession(tx, {
    userId: who.userId,
    userAgent: requester.userAgent,
    ip: requester.ip,
    workspaceId,
    passkeyVerified: who.passkey ?? false,
  });
  await recordAuditForUser(tx, who.userId, {
    action: "sign_in",
    summary: `${who.email} signed in (${who.method})`,
    actorUserId: who.userId,
    actorEmail: who.email,
    ip: requester.ip,
  });
  const next = safeNextPath(who.nextPath);
  const redirectTo = next?.startsWith("/app/join")
    ? next
    : workspaceId
      ? (next ?? "/app")
      : "/app/welcome";
  return { session, userId: who.userId, redirectTo };
}
