import { z } from "zod";
import {
  createdWorkspaceSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationSchema,
  joinDecisionSchema,
  joinRequestSchema,
  memberSchema,
  memberUpdateSchema,
} from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// The team routes (decision 0048): a workspace's members, the invitations its managers send,
// the requests to join from people of its email domain, and the invitation link's two steps.

const workspace = z.object({ workspaceId: z.string() });
const member = workspace.extend({ memberId: z.string() });
const joinRequest = workspace.extend({ joinRequestId: z.string() });
const tag = "Team";
const managers = { access: "members.manage", scope: "none", tag } as const;

/** How long an invitation's link works, in days: the server sets it, the documentation says it. */
export const INVITATION_DAYS = 7;

export const TEAM_API = {
  members: apiRoute({
    access: "members.view",
    scope: "team:read",
    tag,
    method: "GET",
    path: "/api/w/:workspaceId/members",
    summary: "The workspace's members",
    params: workspace,
    responses: { 200: z.array(memberSchema) },
  }),
  updateMember: apiRoute({
    ...managers,
    method: "PATCH",
    path: "/api/w/:workspaceId/members/:memberId",
    summary: "Change a member's role or locations",
    params: member,
    body: memberUpdateSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  removeMember: apiRoute({
    ...managers,
    method: "DELETE",
    path: "/api/w/:workspaceId/members/:memberId",
    summary: "Remove a member from the workspace",
    params: member,
    responses: { 204: z.null(), 409: apiErrorSchema },
  }),
  leave: apiRoute({
    access: "workspace.view",
    scope: "none",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/leave",
    summary: "Leave the workspace",
    params: workspace,
    responses: { 204: z.null(), 409: apiErrorSchema },
  }),
  invitations: apiRoute({
    ...managers,
    method: "GET",
    path: "/api/w/:workspaceId/invitations",
    summary: "Invitations sent in the last 30 days",
    params: workspace,
    responses: { 200: z.array(invitationSchema) },
  }),
  invite: apiRoute({
    ...managers,
    method: "POST",
    path: "/api/w/:workspaceId/invitations",
    summary: "Invite someone by email",
    description: `Emails a link that works for ${INVITATION_DAYS} days. Inviting the same address again replaces the earlier invitation.`,
    params: workspace,
    body: invitationInputSchema,
    responses: {
      201: invitationSchema,
      400: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  withdrawInvitation: apiRoute({
    ...managers,
    method: "DELETE",
    path: "/api/w/:workspaceId/invitations/:invitationId",
    summary: "Withdraw an invitation",
    params: workspace.extend({ invitationId: z.string() }),
    responses: { 204: z.null() },
  }),
  previewInvitation: apiRoute({
    access: "session",
    tag,
    method: "GET",
    path: "/api/invitations/preview",
    summary: "What an invitation link offers",
    query: invitationAcceptSchema,
    responses: { 200: invitationPreviewSchema, 404: apiErrorSchema },
  }),
  acceptInvitation: apiRoute({
    access: "session",
    tag,
    method: "POST",
    path: "/api/invitations/accept",
    summary: "Accept an invitation and join its workspace",
    body: invitationAcceptSchema,
    responses: { 200: createdWorkspaceSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  joinRequests: apiRoute({
    ...managers,
    method: "GET",
    path: "/api/w/:workspaceId/join-requests",
    summary: "Pending requests to join from people of the allowed domain",
    params: workspace,
    responses: { 200: z.array(joinRequestSchema) },
  }),
  approveJoinRequest: apiRoute({
    ...managers,
    method: "POST",
    path: "/api/w/:workspaceId/join-requests/:joinRequestId/approve",
    summary: "Let someone join, with a role",
    params: joinRequest,
    body: joinDecisionSchema,
    responses: { 204: z.null(), 409: apiErrorSchema },
  }),
  declineJoinRequest: apiRoute({
    ...managers,
    method: "POST",
    path: "/api/w/:workspaceId/join-requests/:joinRequestId/decline",
    summary: "Decline a request to join",
    params: joinRequest,
    body: joinDecisionSchema,
    responses: { 204: z.null(), 409: apiErrorSchema },
  }),
};
