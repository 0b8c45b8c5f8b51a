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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/tenant";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { type MailingDeps } from "../../core/mailing";
import {
  INVITATION_DAYS,
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  withdrawInvitation,
} from "./invitations";
import { answerJoinRequest, listJoinRequests } from "./join-requests";
import { changeMember, leaveWorkspace, listMembers, removeMember } from "./members";

const memberParams = workspaceParams.extend({ memberId: z.string() });

/** Members, invitations and requests to join. */
export const teamRoutes: FastifyPluginAsyncZod<MailingDeps> = async (app, mailing) => {
  const { db } = mailing;

  app.get(
    "/w/:workspaceId/members",
    {
      config: { access: "members.view", scope: "team:read" },
      schema: {
        summary: "The workspace's members",
        params: workspaceParams,
        response: { 200: z.array(memberSchema) },
      },
    },
    async (request) => withMember(db, request, listMembers),
  );

  app.patch(
    "/w/:workspaceId/members/:memberId",
    {
      config: { access: "members.manage", scope: "none" },
      schema: {
        summary: "Change a member's role or locations",
        params: memberParams,
        body: memberUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        changeMember(tx, member, request.ip, request.params.memberId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/members/:memberId",
    {
      config: { access: "members.manage", scope: "none" },
      schema: {
        summary: "Remove a member from the workspace",
        params: memberParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        removeMember(tx, member, request.ip, request.params.memberId),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/leave",
    {
      config: { access: "workspace.view", scope: "none" },
      schema: {
        summary: "Leave the workspace",
        params: workspaceParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) => leaveWorkspace(tx, member, request.ip));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/invitations",
    {
      config: { access: "members.manage", scope: "none" },
      schema: {
        summary: "Invitations sent in the last 30 days",
        params: workspaceParams,
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => withMember(db, request, listInvitations),
  );

  app.post(
    "/w/:workspaceId/invitations",
    {
      config: { access: "members.manage", scope: "none" },
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
      const invitation = await inviteMember(mailing, request.member!, request.ip, request.body);
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    "/w/:workspaceId/invitations/:invitationId",
    {
      config: { access: "members.manage", scope: "none" },
      schema: {
        summary: "Withdraw an invitation",
        params: workspaceParams.extend({ invitationId: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        withdrawInvitation(tx, member, request.ip, request.params.invitationId),
      );
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
      const tenant = { workspaceId: request.query.workspaceId, userId: session.userId };
      return withTenant(db, tenant, (tx) => previewInvitation(tx, session, request.query));
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
      const { workspaceId } = request.body;
      await withTenant(db, { workspaceId, userId: session.userId }, (tx) =>
        acceptInvitation(tx, session, request.ip, request.body),
      );
      return { workspaceId, redirectTo: "/app" };
    },
  );

  app.get(
    "/w/:workspaceId/join-requests",
    {
      config: { access: "members.manage", scope: "none" },
      schema: {
        summary: "Pending requests to join from people of the allowed domain",
        params: workspaceParams,
        response: { 200: z.array(joinRequestSchema) },
      },
    },
    async (request) => withMember(db, request, listJoinRequests),
  );

  for (const decision of ["approve", "decline"] as const) {
    app.post(
      `/w/:workspaceId/join-requests/:joinRequestId/${decision}`,
      {
        config: { access: "members.manage", scope: "none" },
        schema: {
          summary:
            decision === "approve" ? "Let someone join, with a role" : "Decline a request to join",
          params: workspaceParams.extend({ joinRequestId: z.string() }),
          body: joinDecisionSchema,
          response: { 204: z.null(), 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await answerJoinRequest({ ...mailing, log: request.log }, request.member!, request.ip, {
          joinRequestId: request.params.joinRequestId,
          approve: decision === "approve",
          role: request.body.role,
        });
        return reply.status(204).send(null);
      },
    );
  }
};
