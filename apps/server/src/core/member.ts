import { can, isRole, scopesAllow, type Permission, type Role } from "@larder/domain";
import type { Executor } from "../db/database";
import { prepared } from "../db/prepared";

// Who is acting: the signed-in person, their membership of a workspace, the API token acting
// for them. Services take these; http/ finds them for each request (decision 0046).

/** The signed-in person behind a request, as the session cookie names them. */
export interface CurrentSession {
  id: string;
  userId: string;
  email: string;
  name: string;
  csrfToken: string;
  /** The workspace and location the person last worked in, in this browser. */
  workspaceId: string | null;
  locationId: string | null;
  isDemo: boolean;
  /** The session proved a passkey: signed in with one, confirmed one, or added one. */
  passkeyVerified: boolean;
}

export interface Member {
  workspaceId: string;
  userId: string;
  email: string;
  role: Role;
  /** Null when the member works at every location; otherwise the locations they may see. */
  locationIds: string[] | null;
  /** The API token acting for this member, whose scopes narrow their role (`memberCan`). */
  token?: ApiTokenCaller;
  /** The person's name, and where the request came from: the audit log records them. */
  name?: string;
  ip?: string;
  userAgent?: string;
}

/** The token behind a bearer request, once found; the audit log names it on every use. */
export interface ApiTokenCaller {
  id: string;
  name: string;
  workspaceId: string;
  /** The owner the token acts for. */
  userId: string;
  email: string;
  scopes: string[];
}

export interface ApiTokenUse {
  method: string;
  path: string;
  status: number;
  ip: string;
}

const MEMBER_OF = prepared(
  `select m.role, u.email, w.require_passkey, w.name as workspace_name,
          case when m.all_locations then null
               else coalesce((select array_agg(ml.location_id::text) from membership_locations ml
                              where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id), '{}')
          end as location_ids
     from memberships m join users u on u.id = m.user_id
          join workspaces w on w.id = m.workspace_id
    where m.workspace_id = $1 and m.user_id = $2`,
);

/**
 * A person's membership of a workspace, as the access checks read it (role, and the locations
 * they may see), or null when they are not a member. Background work done in someone's name
 * (an import they confirmed) reads them through here too.
 */
export async function memberOf(
  tx: Executor,
  workspaceId: string,
  userId: string,
): Promise<(Member & { requiresPasskey: boolean; workspaceName: string }) | null> {
  const { rows } = await tx.query<{
    role: string;
    email: string;
    location_ids: string[] | null;
    require_passkey: boolean;
    workspace_name: string;
  }>(MEMBER_OF, [workspaceId, userId]);
  const row = rows[0];
  if (!row || !isRole(row.role)) return null;
  return {
    workspaceId,
    userId,
    email: row.email,
    role: row.role,
    locationIds: row.location_ids,
    requiresPasskey: row.require_passkey,
    workspaceName: row.workspace_name,
  };
}

/**
 * Whether the caller may do `permission`: their role allows it and, for an API token, its scopes
 * do too. Routes that show or hide parts of an answer (costs) ask this, not the role alone.
 */
export function memberCan(
  member: { role: Parameters<typeof can>[0]; token?: { scopes: string[] } },
  permission: Permission,
): boolean {
  return (
    can(member.role, permission) && (!member.token || scopesAllow(member.token.scopes, permission))
  );
}
