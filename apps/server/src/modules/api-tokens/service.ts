import type { ApiToken, CreateApiToken } from "@larder/contracts";
import { API_TOKEN_SCOPES, ConflictError, type ApiTokenScope } from "@larder/domain";
import { randomBytes } from "node:crypto";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { actedBy, recordAudit } from "../audit";
import { hashToken } from "../auth";
import { BUCKET } from "./use";

/** Live tokens a workspace may hold at once; revoke one to make room. */
export const MAX_ACTIVE_TOKENS = 50;

const TOKEN_COLUMNS = `id, name, prefix, scopes, created_by_email, created_at, expires_at,
  last_used_at, last_used_ip, revoked_at,
  case when revoked_at is not null then 'revoked'
       when expires_at <= now() then 'expired' else 'active' end as status`;

interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_by_email: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
  status: ApiToken["status"];
}

function present(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdByEmail: row.created_by_email,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    status: row.status,
  };
}

/** The workspace's tokens, live ones first, newest first; never their secrets. */
export async function listApiTokens(tx: Executor, workspaceId: string): Promise<ApiToken[]> {
  const { rows } = await tx.query<TokenRow>(
    `select ${TOKEN_COLUMNS} from api_tokens where workspace_id = $1
      order by (revoked_at is null and expires_at > now()) desc, created_at desc`,
    [workspaceId],
  );
  return rows.map(present);
}

/**
 * Creates a token acting for `member` (an owner) with `input`'s scopes and expiry. The secret is
 * "larder_" and 256 random bits; only its SHA-256 is stored, and it is returned this once.
 */
export async function createApiToken(
  tx: Executor,
  member: Member,
  ip: string,
  input: CreateApiToken,
): Promise<{ token: ApiToken; secret: string }> {
  const { rows: counted } = await tx.query<{ live: number }>(
    `select count(*)::int as live from api_tokens
      where workspace_id = $1 and revoked_at is null and expires_at > now()`,
    [member.workspaceId],
  );
  if ((counted[0]?.live ?? 0) >= MAX_ACTIVE_TOKENS)
    throw new ConflictError(
      "too_many_api_tokens",
      `A workspace may hold ${MAX_ACTIVE_TOKENS} live API tokens. Revoke one you no longer use first.`,
    );
  // In the order the settings page lists them, each once.
  const scopes = API_TOKEN_SCOPES.filter((scope) =>
    (input.scopes as readonly string[]).includes(scope),
  ) as ApiTokenScope[];
  const secret = `larder_${randomBytes(32).toString("base64url")}`;
  const { rows } = await tx.query<TokenRow>(
    `insert into api_tokens (workspace_id, name, token_hash, prefix, scopes, created_by,
                             created_by_email, expires_at, bucket_level)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8), $9)
     returning ${TOKEN_COLUMNS}`,
    [
      member.workspaceId,
      input.name,
      hashToken(secret),
      secret.slice(0, 12),
      scopes,
      member.userId,
      member.email,
      input.expiresInDays,
      BUCKET.capacity,
    ],
  );
  const token = present(rows[0]!);
  await recordAudit(tx, member.workspaceId, {
    action: "api_token_created",
    summary: `${member.email} created the API token "${token.name}" (${scopes.join(", ")}), expiring ${token.expiresAt.slice(0, 10)}`,
    ...actedBy({ ...member, ip }),
    details: { tokenId: token.id, name: token.name, scopes, expiresAt: token.expiresAt },
  });
  return { token, secret };
}

/** Revokes a token at once; its next request is refused. Revoking it again changes nothing. */
export async function revokeApiToken(
  tx: Executor,
  member: Member,
  ip: string,
  tokenId: string,
): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    `update api_tokens set revoked_at = now(), revoked_by_email = $3
      where workspace_id = $1 and id = $2 and revoked_at is null
      returning name`,
    [member.workspaceId, tokenId, member.email],
  );
  const revoked = rows[0];
  if (!revoked) return;
  await recordAudit(tx, member.workspaceId, {
    action: "api_token_revoked",
    summary: `${member.email} revoked the API token "${revoked.name}"`,
    ...actedBy({ ...member, ip }),
    details: { tokenId, name: revoked.name },
  });
}
