import {
  apiErrorSchema,
  createdWorkspaceSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationSchema,
  joinDecisionSchema,
  joinRequestSchema,
  memberSchema,
  memberUpdateSchema,
} from "@larder/contracts";
import { ROLE_LABELS, type Role } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { withMember, type Member } from "../../http/access";
import { UserFacingError } from "../../plugins/errors";
import { recordAudit } from "../audit/record";
import { invitationMail } from "../auth/mail";
import { consumeRateLimit } from "../auth/rate-limit";
import { hashToken, randomToken } from "../auth/tokens";
import { iso, workspaceParams, type MailingDeps } from "../../http/schemas";

export const INVITATION_DAYS = 7;

const memberParams = workspaceParams.extend({ memberId: z.string() });

type InvitationStatus = "pending" | "accepted" | "revoked" | "expired";
const statusSql = `case when i.accepted_at is not null then 'accepted'
                        when i.revoked_at is not null then 'revoked'
                        when i.expires_at <= now() then 'expired' else 'pending' end`;

/** Checks that every location id names a location of the workspace. */
async function checkLocations(tx: Executor, workspaceId: string, ids: string[] | null | undefined) {
  if (!ids || ids.length === 0) {
    if (ids && ids.length === 0)
      throw new UserFacingError(
        400,
        "no_locations",
        "Choose at least one location, or all locations.",
      );
    return;
  }
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from locations where workspace_id = $1 and id = any($2::uuid[]) and archived_at is null",
    [workspaceId, [...new Set(ids)]],
  );
  if (rows[0]!.n !== new Set(ids).size)
    throw new UserFacingError(
      400,
      "unknown_location",
      "One of the chosen locations does not exist in this workspace.",
    );
}

async function setMemberLocations(
  tx: Executor,
  workspaceId: string,
  userId: string,
  ids: string[] | null,
) {
  await tx.query(
    "update memberships set all_locations = $3 where workspace_id = $1 and user_id = $2",
    [workspaceId, userId, ids === null],
  );
  await tx.query("delete from membership_locations where workspace_id = $1 and user_id = $2", [
    workspaceId,
    userId,
  ]);
  if (ids)
    await tx.query(
      `insert into membership_locations (workspace_id, user_id, location_id)
       select $1, $2, unnest($3::uuid[]) on conflict do nothing`,
      [workspaceId, userId, ids],
    );
}

async function ownerCount(tx: Executor, workspaceId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from memberships where workspace_id = $1 and role = 'owner'",
    [workspaceId],
  );
  return rows[0]!.n;
}

const audit = (member: Member, ip: string) => ({
  actorUserId: member.userId,
  actorEmail: member.email,
  ip,
});

/** Members, invitations and requests to join. */
export const teamRoutes: FastifyPluginAsyncZod<MailingDeps> = async (
  app,
  { db, mailer, appUrl },
) => {
  app.get(
    "/w/:workspaceId/members",
    {
      config: { access: "members.view" },
      schema: {
        summary: "The workspace's members",
        params: workspaceParams,
        response: { 200: z.array(memberSchema) },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{
          user_id: string;
          email: string;
          name: string;
          role: Role;
          location_ids: string[] | null;
          created_at: Date;
        }>(
          `select m.user_id, u.email, u.name, m.role, m.created_at,
                  case when m.all_locations then null else
                    coalesce((select array_agg(ml.location_id::text order by ml.location_id) from membership_locations ml
                               where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id), '{}') end as location_ids
             from memberships m join users u on u.id = m.user_id
            where m.workspace_id = $1
            order by array_position(array['owner','manager','chef','purchasing','staff'], m.role), lower(u.email)`,
          [member.workspaceId],
        );
        return rows.map((row) => ({
          userId: row.user_id,
          email: row.email,
          name: row.name,
          role: row.role,
          locationIds: row.location_ids,
          joinedAt: iso(row.created_at),
          isYou: row.user_id === member.userId,
        }));
      }),
  );

  app.patch(
    "/w/:workspaceId/members/:memberId",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Change a member's role or locations",
        params: memberParams,
        body: memberUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { role, locationIds } = request.body;
      await withMember(db, request, async (tx, member) => {
        const { memberId } = request.params;
        const { rows } = await tx.query<{ role: Role; email: string }>(
          `select m.role, u.email from memberships m join users u on u.id = m.user_id
            where m.workspace_id = $1 and m.user_id = $2 for update of m`,
          [member.workspaceId, memberId],
        );
        const target = rows[0]!;
        if (role && role !== target.role) {
          if (target.role === "owner" && (await ownerCount(tx, member.workspaceId)) === 1)
            throw new UserFacingError(
              409,
              "last_owner",
              "A workspace needs at least one owner. Make someone else an owner first.",
            );
          await tx.query(
            "update memberships set role = $3 where workspace_id = $1 and user_id = $2",
            [member.workspaceId, memberId, role],
          );
          await recordAudit(tx, member.workspaceId, {
            action: "role_changed",
            summary: `${member.email} changed ${target.email}'s role from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
            details: { userId: memberId, from: target.role, to: role },
            ...audit(member, request.ip),
          });
        }
        if (locationIds !== undefined) {
          await checkLocations(tx, member.workspaceId, locationIds);
          await setMemberLocations(tx, member.workspaceId, memberId, locationIds);
          await recordAudit(tx, member.workspaceId, {
            action: "role_changed",
            summary: `${member.email} set ${target.email}'s locations to ${locationIds ? `${locationIds.length} location${locationIds.length === 1 ? "" : "s"}` : "all locations"}`,
            details: { userId: memberId, locationIds },
            ...audit(member, request.ip),
          });
        }
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/members/:memberId",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Remove a member from the workspace",
        params: memberParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        const { memberId } = request.params;
        if (memberId === member.userId)
          throw new UserFacingError(
            409,
            "remove_self",
            "To leave this workspace yourself, use Leave workspace.",
          );
        const { rows } = await tx.query<{ role: Role; email: string }>(
          `select m.role, u.email from memberships m join users u on u.id = m.user_id
            where m.workspace_id = $1 and m.user_id = $2`,
          [member.workspaceId, memberId],
        );
        const target = rows[0]!;
        await removeMembership(tx, member.workspaceId, memberId);
        await recordAudit(tx, member.workspaceId, {
          action: "member_removed",
          summary: `${member.email} removed ${target.email} (${ROLE_LABELS[target.role]})`,
          details: { userId: memberId },
          ...audit(member, request.ip),
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/leave",
    {
      config: { access: "workspace.view" },
      schema: {
        summary: "Leave the workspace",
        params: workspaceParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        if (member.role === "owner" && (await ownerCount(tx, member.workspaceId)) === 1)
          throw new UserFacingError(
            409,
            "last_owner",
            "You are this workspace's only owner. Make someone else an owner before you leave.",
          );
        await removeMembership(tx, member.workspaceId, member.userId);
        await recordAudit(tx, member.workspaceId, {
          action: "member_left",
          summary: `${member.email} left the workspace`,
          ...audit(member, request.ip),
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/invitations",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Invitations sent in the last 30 days",
        params: workspaceParams,
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
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
      }),
  );

  app.post(
    "/w/:workspaceId/invitations",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Invite someone by email",
        description: `Emails a link that works for ${INVITATION_DAYS} days. Inviting the same address again replaces the earlier invitation.`,
        params: workspaceParams,
        body: invitationInputSchema,
        response: {
          201: invitationSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      const { email, role, locationIds } = request.body;
      await consumeRateLimit(db, `invitations:${member.workspaceId}`, {
        what: "invitations were sent from this workspace",
        limit: 50,
        windowSeconds: 60 * 60,
      });
      const token = randomToken();
      const created = await withMember(db, request, async (tx) => {
        const { rows: kind } = await tx.query<{ is_demo: boolean }>(
          "select is_demo from workspaces where id = $1",
          [member.workspaceId],
        );
        if (kind[0]?.is_demo)
          throw new UserFacingError(
            403,
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
          throw new UserFacingError(
            409,
            "already_member",
            `${email} is already a member of this workspace.`,
          );
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
          [
            member.workspaceId,
            email,
            role,
            locationIds ?? [],
            hashToken(token),
            member.userId,
            INVITATION_DAYS,
          ],
        );
        await recordAudit(tx, member.workspaceId, {
          action: "invitation_sent",
          summary: `${member.email} invited ${email} as ${ROLE_LABELS[role]}`,
          details: { email, role },
          ...audit(member, request.ip),
        });
        return rows[0]!;
      });
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
        await withMember(db, request, (tx) =>
          tx.query("delete from invitations where workspace_id = $1 and id = $2", [
            member.workspaceId,
            created.id,
          ]),
        );
        throw new UserFacingError(
          503,
          "mail_not_sent",
          "The invitation could not be emailed just now. Please try again in a minute.",
          {
            cause: error,
          },
        );
      }
      return reply.status(201).send({
        id: created.id,
        email,
        role,
        invitedBy: member.email,
        createdAt: iso(created.created_at),
        expiresAt: iso(created.expires_at),
        status: "pending" as const,
      });
    },
  );

  app.delete(
    "/w/:workspaceId/invitations/:invitationId",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Withdraw an invitation",
        params: workspaceParams.extend({ invitationId: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{ email: string }>(
          `update invitations set revoked_at = coalesce(revoked_at, now())
            where workspace_id = $1 and id = $2 and accepted_at is null returning email`,
          [member.workspaceId, request.params.invitationId],
        );
        if (rows[0])
          await recordAudit(tx, member.workspaceId, {
            action: "invitation_revoked",
            summary: `${member.email} withdrew the invitation of ${rows[0].email}`,
            ...audit(member, request.ip),
          });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/invitations/preview",
    {
      config: { access: "session" },
      schema: {
        summary: "What an invitation link offers",
        querystring: invitationAcceptSchema,
        response: { 200: invitationPreviewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const session = request.session!;
      const { workspaceId, token } = request.query;
      return withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
        const invitation = await findInvitation(tx, workspaceId, token);
        return {
          workspaceName: invitation.workspace_name,
          role: invitation.role,
          email: invitation.email,
          invitedBy: invitation.invited_by,
          forYou: invitation.email === session.email,
          status: invitation.status,
        };
      });
    },
  );

  app.post(
    "/invitations/accept",
    {
      config: { access: "session" },
      schema: {
        summary: "Accept an invitation and join its workspace",
        body: invitationAcceptSchema,
        response: { 200: createdWorkspaceSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const session = request.session!;
      const { workspaceId, token } = request.body;
      await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
        const invitation = await findInvitation(tx, workspaceId, token, true);
        if (invitation.email !== session.email)
          throw new UserFacingError(
            409,
            "invitation_for_someone_else",
            `This invitation is for ${invitation.email}, and you are signed in as ${session.email}. Log out, then open the link again and sign in as ${invitation.email}.`,
          );
        if (invitation.status === "accepted") return;
        if (invitation.status !== "pending")
          throw new UserFacingError(
            409,
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
          actorUserId: session.userId,
          actorEmail: session.email,
          ip: request.ip,
        });
        await tx.query(
          "update sessions set current_workspace_id = $2, current_location_id = null where id = $1",
          [session.id, workspaceId],
        );
      });
      return { workspaceId, redirectTo: "/app" };
    },
  );

  app.get(
    "/w/:workspaceId/join-requests",
    {
      config: { access: "members.manage" },
      schema: {
        summary: "Pending requests to join from people of the allowed domain",
        params: workspaceParams,
        response: { 200: z.array(joinRequestSchema) },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{
          id: string;
          user_id: string;
          email: string;
          name: string;
          created_at: Date;
        }>(
          `select r.id, r.user_id, u.email, u.name, r.created_at
             from join_requests r join users u on u.id = r.user_id
            where r.workspace_id = $1 and r.decided_at is null
            order by r.created_at`,
          [member.workspaceId],
        );
        return rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          email: row.email,
          name: row.name,
          createdAt: iso(row.created_at),
        }));
      }),
  );

  for (const decision of ["approve", "decline"] as const) {
    app.post(
      `/w/:workspaceId/join-requests/:joinRequestId/${decision}`,
      {
        config: { access: "members.manage" },
        schema: {
          summary:
            decision === "approve" ? "Let someone join, with a role" : "Decline a request to join",
          params: workspaceParams.extend({ joinRequestId: z.string() }),
          body: joinDecisionSchema,
          response: { 204: z.null(), 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const approve = decision === "approve";
        const answered = await withMember(db, request, async (tx, member) => {
          const { rows } = await tx.query<{
            user_id: string;
            email: string;
            decided: boolean;
            workspace: string;
          }>(
            `select r.user_id, u.email, r.decided_at is not null as decided,
                    (select name from workspaces where id = r.workspace_id) as workspace
             from join_requests r join users u on u.id = r.user_id
            where r.workspace_id = $1 and r.id = $2 for update of r`,
            [member.workspaceId, request.params.joinRequestId],
          );
          const pending = rows[0]!;
          if (pending.decided)
            throw new UserFacingError(
              409,
              "already_decided",
              "This request has already been answered.",
            );
          await tx.query(
            "update join_requests set decided_at = now(), decided_by = $3, decision = $4 where workspace_id = $1 and id = $2",
            [
              member.workspaceId,
              request.params.joinRequestId,
              member.userId,
              approve ? "approved" : "declined",
            ],
          );
          if (approve)
            await tx.query(
              `insert into memberships (workspace_id, user_id, role) values ($1, $2, $3)
             on conflict (workspace_id, user_id) do nothing`,
              [member.workspaceId, pending.user_id, request.body.role],
            );
          await recordAudit(tx, member.workspaceId, {
            action: approve ? "join_approved" : "join_declined",
            summary: approve
              ? `${member.email} let ${pending.email} join as ${ROLE_LABELS[request.body.role]}`
              : `${member.email} declined ${pending.email}'s request to join`,
            ...audit(member, request.ip),
          });
          return pending;
        });
        const role = ROLE_LABELS[request.body.role];
        await mailer
          .send({
            to: answered.email,
            subject: approve
              ? `You have joined ${answered.workspace} on Larder`
              : `Your request to join ${answered.workspace} on Larder`,
            text: approve
              ? `Your request was approved: you are now a member of ${answered.workspace} on Larder, as ${role}.\n\nOpen Larder:\n${new URL("/app", appUrl).toString()}\n\nLarder`
              : `An owner of ${answered.workspace} declined your request to join. You can create your own workspace instead:\n${new URL("/app/welcome", appUrl).toString()}\n\nLarder`,
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, "could not tell someone their request was answered"),
          );
        return reply.status(204).send(null);
      },
    );
  }
};

async function removeMembership(tx: Executor, workspaceId: string, userId: string) {
  await tx.query("delete from memberships where workspace_id = $1 and user_id = $2", [
    workspaceId,
    userId,
  ]);
  // Their open pages in this workspace stop working at the next request; their sessions stay.
  await tx.query(
    "update sessions set current_workspace_id = null, current_location_id = null where user_id = $1 and current_workspace_id = $2",
    [userId, workspaceId],
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
    throw new UserFacingError(
      404,
      "invitation_not_found",
      "This invitation link is not valid. Check that you opened the whole link from the email.",
    );
  return invitation;
}
