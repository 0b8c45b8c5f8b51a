import { type Invitation, type invitationPreviewSchema } from "@larder/contracts";
import {
  ConflictError,
  NotFoundError,
  ROLE_LABELS,
  UnavailableError,
  type Role,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { CurrentSession, Member } from "../../core/member";
import { iso } from "../../core/dates";
import { type MailingDeps } from "../../core/mailing";
import { actedBy, recordAudit } from "../audit";
import { consumeRateLimit, hashToken, randomToken } from "../auth";
import { invitationMail } from "./mail";
import { createInvitation } from "./create-invitation";
import { setMemberLocations } from "./members";

type InvitationStatus = Invitation["status"];
const statusSql = `case when i.accepted_at is not null then 'accepted'
                        when i.revoked_at is not null then 'revoked'
                        when i.expires_at <= now() then 'expired' else 'pending' end`;

/** Invitations sent in the last 30 days, newest first. */
export async function listInvitations(tx: Executor, member: Member): Promise<Invitation[]> {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    role: Role;
    invited_by: string | null;
    created_at: Date;
    expires_at: Date;
    status: InvitationStatus;
  }>(
    `select i.id, i.email, i.role, u.email as invited_by, i.created_at, i.expires_at, ${statusSql} as status
       from invitations i left join users u on u.id = i.invited_by
      where i.workspace_id = $1 and i.created_at > now() - interval '30 days'
      order by i.created_at desc`,
    [member.workspaceId],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    status: row.status,
  }));
}

/**
 * Invites `email` with a role (and locations), replacing an earlier invitation of the same
 * address, and mails them the link. A mail that cannot be sent takes the invitation back. At
 * most 50 invitations an hour leave a workspace; a demo workspace sends none.
 */
export async function inviteMember(
  deps: MailingDeps,
  member: Member,
  ip: string,
  input: { email: string; role: Role; locationIds: string[] | null },
): Promise<Invitation> {
  const { db, mailer, appUrl } = deps;
  const { email, role } = input;
  await consumeRateLimit(db, `invitations:${member.workspaceId}`, {
    what: "invitations were sent from this workspace",
    limit: 50,
    windowSeconds: 60 * 60,
  });
  const token = randomToken();
  const tenant = { workspaceId: member.workspaceId, userId: member.userId };
  const created = await withTenant(db, tenant, (tx) =>
    createInvitation(tx, member, ip, input, hashToken(token)),
  );
  const link = new URL("/app/join", appUrl);
  link.searchParams.set("workspace", member.workspaceId);
  link.searchParams.set("token", token);
  try {
    await mailer.send(
      invitationMail({
        to: email,
        workspaceName: created.name,
        invitedBy: member.email,
        roleLabel: ROLE_LABELS[role],
        link: link.toString(),
      }),
    );
  } catch (error) {
    await withTenant(db, tenant, (tx) =>
      tx.query("delete from invitations where workspace_id = $1 and id = $2", [
        member.workspaceId,
        created.id,
      ]),
    );
    throw new UnavailableError(
      "mail_not_sent",
      "The invitation could not be emailed just now. Please try again in a minute.",
      { cause: error },
    );
  }
  return {
    id: created.id,
    email,
    role,
    invitedBy: member.email,
    createdAt: iso(created.created_at),
    expiresAt: iso(created.expires_at),
    status: "pending",
  };
}

/** Withdraws an invitation not yet accepted; withdrawing it again changes nothing. */
export async function withdrawInvitation(
  tx: Executor,
  member: Member,
  ip: string,
  invitationId: string,
): Promise<void> {
  const { rows } = await tx.query<{ email: string }>(
    `update invitations set revoked_at = coalesce(revoked_at, now())
      where workspace_id = $1 and id = $2 and accepted_at is null returning email`,
    [member.workspaceId, invitationId],
  );
  if (rows[0])
    await recordAudit(tx, member.workspaceId, {
      action: "invitation_revoked",
      summary: `${member.email} withdrew the invitation of ${rows[0].email}`,
      ...actedBy({ ...member, ip }),
    });
}

/** What an invitation link offers the signed-in person, in the workspace's tenant context. */
export async function previewInvitation(
  tx: Executor,
  session: CurrentSession,
  link: { workspaceId: string; token: string },
): Promise<z.infer<typeof invitationPreviewSchema>> {
  const invitation = await findInvitation(tx, link.workspaceId, link.token);
  return {
    workspaceName: invitation.workspace_name,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invited_by,
    forYou: invitation.email === session.email,
    status: invitation.status,
  };
}

/**
 * The signed-in person joins the workspace with the invitation's role and locations, and their
 * session moves to it. Only the invited address may accept; accepting twice changes nothing.
 */
export async function acceptInvitation(
  tx: Executor,
  session: CurrentSession,
  ip: string,
  link: { workspaceId: string; token: string },
): Promise<void> {
  const { workspaceId } = link;
  const invitation = await findInvitation(tx, workspaceId, link.token, true);
  if (invitation.email !== session.email)
    throw new ConflictError(
      "invitation_for_someone_else",
      `This invitation is for ${invitation.email}, and you are signed in as ${session.email}. Log out, then open the link again and sign in as ${invitation.email}.`,
    );
  if (invitation.status === "accepted") return;
  if (invitation.status !== "pending")
    throw new ConflictError(
      `invitation_${invitation.status}`,
      invitation.status === "expired"
        ? "This invitation has expired. Ask the person who invited you to send a new one."
        : "This invitation was withdrawn. Ask the person who invited you to send a new one.",
    );
  const inserted = await tx.query(
    `insert into memberships (workspace_id, user_id, role) values ($1, $2, $3)
     on conflict (workspace_id, user_id) do nothing`,
    [workspaceId, session.userId, invitation.role],
  );
  if (inserted.rowCount > 0 && invitation.location_ids.length > 0)
    await setMemberLocations(tx, workspaceId, session.userId, invitation.location_ids);
  await tx.query(
    "update invitations set accepted_at = now(), accepted_by = $3 where workspace_id = $1 and id = $2",
    [workspaceId, invitation.id, session.userId],
  );
  await recordAudit(tx, workspaceId, {
    action: "invitation_accepted",
    summary: `${session.email} accepted the invitation and joined as ${ROLE_LABELS[invitation.role]}`,
    ...actedBy({ ...session, ip }),
  });
  await tx.query(
    "update sessions set current_workspace_id = $2, current_location_id = null where id = $1",
    [session.id, workspaceId],
  );
}

async function findInvitation(tx: Executor, workspaceId: string, token: string, lock = false) {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    role: Role;
    location_ids: string[];
    invited_by: string | null;
    workspace_name: string;
    status: InvitationStatus;
  }>(
    `select i.id, i.email, i.role, i.location_ids::text[] as location_ids, u.email as invited_by,
            w.name as workspace_name, ${statusSql} as status
       from invitations i
       join workspaces w on w.id = i.workspace_id
       left join users u on u.id = i.invited_by
      where i.workspace_id = $1 and i.token_hash = $2 ${lock ? "for update of i" : ""}`,
    [workspaceId, hashToken(token)],
  );
  const invitation = rows[0];
  if (!invitation)
    throw new NotFoundError(
      "invitation_not_found",
      "This invitation link is not valid. Check that you opened the whole link from the email.",
    );
  return invitation;
}
