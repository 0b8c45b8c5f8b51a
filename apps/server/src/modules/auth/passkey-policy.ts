import { NotAllowedError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { CurrentSession, Member } from "../../core/member";
import { actedBy, recordAudit } from "../audit";

export interface PasskeyPolicy {
  /** The workspace requires every member to use a passkey. */
  required: boolean;
  /** This session may use the workspace: nothing is required, or it proved a passkey. */
  satisfied: boolean;
  /** The person has at least one passkey (so they confirm with it rather than add one). */
  hasPasskey: boolean;
}

/** The workspace's passkey requirement, as it applies to the member's session. */
export async function readPasskeyPolicy(
  tx: Executor,
  member: Member,
  session: CurrentSession,
): Promise<PasskeyPolicy> {
  const { rows } = await tx.query<{ required: boolean; has_passkey: boolean }>(
    `select w.require_passkey as required,
            exists (select 1 from passkeys p where p.user_id = $2) as has_passkey
       from workspaces w where w.id = $1`,
    [member.workspaceId, member.userId],
  );
  const row = rows[0]!;
  return {
    required: row.required,
    satisfied: !row.required || session.passkeyVerified,
    hasPasskey: row.has_passkey,
  };
}

/**
 * Turns the workspace's passkey requirement on or off, and writes it in the audit log. An owner
 * turns it on only from a session that proved a passkey, so that they are not shut out of
 * their own workspace the moment it applies.
 */
export async function setPasskeyRequirement(
  tx: Executor,
  member: Member,
  session: CurrentSession,
  ip: string,
  required: boolean,
): Promise<void> {
  if (required && !session.passkeyVerified)
    throw new NotAllowedError(
      "passkey_needed_first",
      "Add a passkey in Settings → Profile (or sign in with yours) before requiring passkeys, so that you keep access.",
    );
  const { rows } = await tx.query<{ before: boolean }>(
    `update workspaces w set require_passkey = $2
       from (select require_passkey as before from workspaces where id = $1) old
      where w.id = $1 returning old.before`,
    [member.workspaceId, required],
  );
  if (rows[0]?.before === required) return;
  await recordAudit(tx, member.workspaceId, {
    action: "workspace_updated",
    summary: required
      ? `${member.email} required a passkey of every member`
      : `${member.email} stopped requiring passkeys`,
    details: { requirePasskey: required },
    ...actedBy({ userId: member.userId, email: member.email, ip }),
  });
}
