import Bowser from "bowser";
import type { Executor } from "../../db/database";
import type { CurrentSession } from "../../core/member";
import { hashToken, randomToken } from "./tokens";
import { prepared } from "../../db/prepared";

/** A session ends after 12 hours without a request… */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** …and 30 days after sign-in, however active. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

export interface NewSession {
  id: string;
  /** The cookie's value; only its hash is stored. */
  token: string;
  csrfToken: string;
}

/** Creates a session for `userId`: a fresh 256-bit token, stored as its SHA-256. */
export async function createSession(
  tx: Executor,
  input: {
    userId: string;
    userAgent: string;
    ip: string;
    workspaceId?: string | null;
    /** Signed in with a passkey: workspaces that require one let this session in. */
    passkeyVerified?: boolean;
  },
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const { rows } = await tx.query<{ id: string }>(
    `insert into sessions (user_id, token_hash, csrf_token, current_workspace_id, expires_at, user_agent, ip,
                           passkey_verified_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7, case when $8 then now() end)
     returning id`,
    [
      input.userId,
      hashToken(token),
      csrfToken,
      input.workspaceId ?? null,
      SESSION_ABSOLUTE_SECONDS,
      input.userAgent.slice(0, 400),
      input.ip,
      input.passkeyVerified ?? false,
    ],
  );
  return { id: rows[0]!.id, token, csrfToken };
}

/**
 * The live session a cookie names, or null when there is none, it has passed its absolute
 * expiry, or it has been idle too long (then it is deleted). A request counts as activity;
 * `touch: false` looks without counting (an open event stream is not someone using Larder).
 */

const SESSION_BY_TOKEN = prepared(
  `select s.id, s.user_id, u.email, u.name, s.csrf_token, s.current_workspace_id as workspace_id, s.current_location_id as location_id,
          u.demo_expires_at is not null as is_demo,
          s.passkey_verified_at is not null as passkey_verified,
          s.last_seen_at < now() - make_interval(secs => $2) or s.expires_at <= now() as idle,
          s.last_seen_at < now() - make_interval(secs => $3) as stale
     from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1`,
);

export async function findSession(
  db: Executor,
  token: string,
  options: { touch: boolean } = { touch: true },
): Promise<CurrentSession | null> {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    email: string;
    name: string;
    csrf_token: string;
    workspace_id: string | null;
    location_id: string | null;
    is_demo: boolean;
    passkey_verified: boolean;
    idle: boolean;
    stale: boolean;
  }>(SESSION_BY_TOKEN, [hashToken(token), SESSION_IDLE_SECONDS, TOUCH_EVERY_SECONDS]);
  const row = rows[0];
  if (!row) return null;
  if (row.idle) {
    await db.query("delete from sessions where id = $1", [row.id]);
    return null;
  }
  if (row.stale && options.touch)
    await db.query("update sessions set last_seen_at = now() where id = $1", [row.id]);
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    csrfToken: row.csrf_token,
    workspaceId: row.workspace_id,
    locationId: row.location_id,
    isDemo: row.is_demo,
    passkeyVerified: row.passkey_verified,
  };
}

export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.query("delete from sessions where token_hash = $1", [hashToken(token)]);
}

/** "Chrome 131 on macOS", from a User-Agent header, or "Unknown browser". */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]]
    .filter(Boolean)
    .join(" ");
  const os = parsed.os.name;
  if (!browser) return os ? `A browser on ${os}` : "Unknown browser";
  return os ? `${browser} on ${os}` : browser;
}
