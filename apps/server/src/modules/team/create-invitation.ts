import { INVITATION_DAYS } from "@larder/contracts";
import { ConflictError, NotAllowedError, ROLE_LABELS, type Role } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { actedBy, recordAudit } from "../audit";
import { checkLocations } from "./members";

/**
 * Writes an invitation of `email` in the member's workspace, withdrawing any earlier one of the
 * same address still open, and records it in the audit log. A demo workspace invites no one,
 * and a member of the workspace is not invited again.
 */
export async function createInvitation(
  tx: Executor,
  member: Member,
  ip: string,
  input: { email: string; role: Role; locationIds: string[] | null },
  tokenHash: string,
): Promise<{ id: string; created_at: Date; expires_at: Date; name: string }> {
  const { email, role, locationIds } = input;
  const { rows: kind } = await tx.query<{ is_demo: boolean }>(
    "select is_demo from workspaces where id = $1",
    [member.workspaceId],
  );
  if (kind[0]?.is_demo)
    throw new NotAllowedError(
      "demo",
      "The demo workspace cannot send invitations. Create your own workspace to bring your team in.",
    );
  await checkLocations(tx, member.workspaceId, locationIds);
  const existing = await tx.query(
    `select 1 from memberships m join users u on u.id = m.user_id
        where m.workspace_id = $1 and u.email = $2`,
    [member.workspaceId, email],
  );
  if (existing.rowCount > 0)
    throw new ConflictError("already_member", `${email} is already a member of this workspace.`);
  await tx.query(
    `update invitations set revoked_at = now()
        where workspace_id = $1 and email = $2 and accepted_at is null and revoked_at is null`,
    [member.workspaceId, email],
  );
  const { rows } = await tx.query<{
    id: string;
    created_at: Date;
    expires_at: Date;
    name: string;
  }>(
    `insert into invitations (workspace_id, email, role, location_ids, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
       returning id, created_at, expires_at, (select name from workspaces where id = $1) as name`,
    [member.workspaceId, email, role, locationIds ?? [], tokenHash, member.userId, INVITATION_DAYS],
  );
  await recordAudit(tx, member.workspaceId, {
    action: "invitation_sent",
    summary: `${member.email} invited ${email} as ${ROLE_LABELS[role]}`,
    details: { email, role },
    ...actedBy({ ...member, ip }),
  });
  return rows[0]!;
}
