import {
  TEAM_API as API,
  type ApiBody,
  type ApiReply,
  type InvitationInput,
} from "@larder/contracts";
import type { Role } from "@larder/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Someone of the workspace's email domain who asked to join it. */
export type JoinRequest = ApiReply<typeof API.joinRequests>[number];

const teamKey = (workspaceId: string) => [...workspaceKey(workspaceId), "team"];

export const membersQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "members"],
    queryFn: () => callApi(API.members, { params: { workspaceId } }),
  });

export const invitationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "invitations"],
    queryFn: () => callApi(API.invitations, { params: { workspaceId } }),
  });

export const joinRequestsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "join-requests"],
    queryFn: () => callApi(API.joinRequests, { params: { workspaceId } }),
  });

function useTeamMutation<Input>(workspaceId: string, run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey(workspaceId) }),
  });
}

export const useUpdateMember = (workspaceId: string) =>
  useTeamMutation(
    workspaceId,
    ({ userId, changes }: { userId: string; changes: ApiBody<typeof API.updateMember> }) =>
      callApi(API.updateMember, { params: { workspaceId, memberId: userId }, body: changes }),
  );

export const useRemoveMember = (workspaceId: string) =>
  useTeamMutation(workspaceId, (userId: string) =>
    callApi(API.removeMember, { params: { workspaceId, memberId: userId } }),
  );

export const useInvite = (workspaceId: string) =>
  useTeamMutation(workspaceId, (input: InvitationInput) =>
    callApi(API.invite, { params: { workspaceId }, body: input }),
  );

export const useWithdrawInvitation = (workspaceId: string) =>
  useTeamMutation(workspaceId, (invitationId: string) =>
    callApi(API.withdrawInvitation, { params: { workspaceId, invitationId } }),
  );

export const useDecideJoinRequest = (workspaceId: string) =>
  useTeamMutation(
    workspaceId,
    ({ id, decision, role }: { id: string; decision: "approve" | "decline"; role?: Role }) =>
      decision === "approve"
        ? callApi(API.approveJoinRequest, {
            params: { workspaceId, joinRequestId: id },
            body: { role },
          })
        : callApi(API.declineJoinRequest, {
            params: { workspaceId, joinRequestId: id },
            body: {},
          }),
  );

/**
 * Leaves the workspace. The caller then reloads the application, which opens another
 * workspace of the person's, or onboarding: every screen of this one stops working at once.
 */
export function useLeaveWorkspace(workspaceId: string) {
  return useMutation({
    mutationFn: () => callApi(API.leave, { params: { workspaceId } }),
  });
}

/** What an invitation link offers the signed-in person, before they accept it. */
export type InvitationPreview = ApiReply<typeof API.previewInvitation>;

export const invitationPreviewQuery = (workspaceId: string, token: string) =>
  queryOptions({
    queryKey: ["invitation", workspaceId, token],
    queryFn: () => callApi(API.previewInvitation, { query: { workspaceId, token } }),
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<typeof API.acceptInvitation>) =>
      callApi(API.acceptInvitation, { body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
