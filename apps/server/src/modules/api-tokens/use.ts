import { NotSignedInError, type DomainError } from "@larder/domain";
import type { Database } from "../../db/database";
import { setTenant, withTenant } from "../../db/tenant";
import type { ApiTokenCaller, ApiTokenUse } from "../../core/member";
import { prepared } from "../../db/prepared";
import { recordAudit } from "../audit";
import { hashToken, RateLimitedError } from "../auth";

/**
 * Each token's rate limit, a token bucket kept on its row (so every server shares it): up to
 * `capacity` requests at once, refilled at `perSecond`; no daily cap.
 */
export const BUCKET = { capacity: 100, perSecond: 10 } as const;

const FIND = prepared(
  `select t.id, t.workspace_id, t.name, t.scopes, t.created_by, t.created_by_email,
          t.revoked_at, t.expires_at, t.expires_at <= now() as expired
     from api_tokens t where t.token_hash = $1`,
);

// Run inside the token's workspace: memberships are visible only there.
const OWNER_IS_MEMBER = prepared(
  "select exists (select 1 from memberships where workspace_id = $1 and user_id = $2) as member",
);

// Refill by the time passed, then take one request if there is one to take.
const TAKE = prepared(
  `with refill as (
     select least($3::float8,
                  bucket_level + greatest(0, extract(epoch from clock_timestamp() - bucket_at)) * $4::float8)
            as level
       from api_tokens where workspace_id = $1 and id = $2 for update)
   update api_tokens t
      set bucket_level = case when r.level >= 1 then r.level - 1 else r.level end,
          bucket_at = clock_timestamp(),
          last_used_at = clock_timestamp(),
          last_used_ip = $5
     from refill r
    where t.workspace_id = $1 and t.id = $2
   returning r.level`,
);

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The token whose secret is `secret`, and why it may not be used now, if it may not. The row is
 * found by its hash alone (the row-level security policy shows a transaction the row whose
 * hash it names); its bucket is then refilled and drawn from inside its workspace.
 */
export async function findApiToken(
  db: Database,
  secret: string,
  ip: string,
): Promise<{ token: ApiTokenCaller | null; refusal: DomainError | null }> {
  const hash = hashToken(secret);
  return withTenant(db, {}, async (tx) => {
    await tx.query("select set_config('larder.api_token_hash', $1, true)", [hash]);
    const { rows } = await tx.query<{
      id: string;
      workspace_id: string;
      name: string;
      scopes: string[];
      created_by: string | null;
      created_by_email: string;
      revoked_at: Date | null;
      expires_at: Date;
      expired: boolean;
    }>(FIND, [hash]);
    const row = rows[0];
    if (!row) return { token: null, refusal: null };
    const token: ApiTokenCaller = {
      id: row.id,
      name: row.name,
      workspaceId: row.workspace_id,
      userId: row.created_by ?? "",
      email: row.created_by_email,
      scopes: row.scopes,
    };
    const refuse = (code: string, message: string) => ({
      token,
      refusal: new NotSignedInError(code, message),
    });
    const renew = "Create a new one under Settings → API tokens.";
    if (row.revoked_at)
      return refuse(
        "api_token_revoked",
        `This API token was revoked on ${day(row.revoked_at)}. ${renew}`,
      );
    if (row.expired)
      return refuse(
        "api_token_expired",
        `This API token expired on ${day(row.expires_at)}. ${renew}`,
      );
    await setTenant(tx, { workspaceId: row.workspace_id });
    const owner = row.created_by
      ? await tx.query<{ member: boolean }>(OWNER_IS_MEMBER, [row.workspace_id, row.created_by])
      : null;
    if (!owner?.rows[0]?.member)
      return refuse(
        "api_token_owner_gone",
        `This API token stopped working: ${row.created_by_email}, who created it, is no longer a member of the workspace. ${renew}`,
      );
    const taken = await tx.query<{ level: number }>(TAKE, [
      row.workspace_id,
      row.id,
      BUCKET.capacity,
      BUCKET.perSecond,
      ip,
    ]);
    const level = Number(taken.rows[0]?.level ?? 0);
    if (level >= 1) return { token, refusal: null };
    const wait = Math.max(1, Math.ceil((1 - level) / BUCKET.perSecond));
    return {
      token,
      refusal: new RateLimitedError(
        wait,
        `This API token sent too many requests: it may send ${BUCKET.perSecond} a second, in bursts of up to ${BUCKET.capacity}. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
      ),
    };
  });
}

/** Writes one `api_token_used` event into the token's workspace's audit log. */
export async function recordApiTokenUse(
  db: Database,
  token: ApiTokenCaller,
  use: ApiTokenUse,
): Promise<void> {
  await withTenant(db, { workspaceId: token.workspaceId }, (tx) =>
    recordAudit(tx, token.workspaceId, {
      action: "api_token_used",
      summary: `API token "${token.name}": ${use.method} ${use.path} answered ${use.status}`,
      actorUserId: token.userId || null,
      actorEmail: token.email,
      ip: use.ip,
      details: { tokenId: token.id, method: use.method, path: use.path, status: use.status },
    }),
  );
}
