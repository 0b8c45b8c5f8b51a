import type { Invitation, InvitationInput, Member } from "@larder/contracts";
import type { Role } from "@larder/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export interface JoinRequest {
  id: string;
  userId: string;
  email: string;
  name: string;
  createdAt: string;
}

const teamKey = (workspaceId: string) => [...workspaceKey(workspaceId), "team"];

export const membersQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "members"],
    queryFn: () => api<Member[]>(`/api/w/${workspaceId}/members`),
  });

export const invitationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "invitations"],
    queryFn: () => api<Invitation[]>(`/api/w/${workspaceId}/invitations`),
  });

export const joinRequestsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...teamKey(workspaceId), "join-requests"],
    queryFn: () => api<JoinRequest[]>(`/api/w/${workspaceId}/join-requests`),
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
    ({
      userId,
      changes,
    }: {
      userId: string;
      changes: { role?: Role; locationIds?: string[] | null };
    }) => api(`/api/w/${workspaceId}/members/${userId}`, { method: "PATCH", body: changes }),
  );

export const useRemoveMember = (workspaceId: string) =>
  useTeamMutation(workspaceId, (userId: string) =>
    api(`/api/w/${workspaceId}/members/${userId}`, { method: "DELETE" }),
  );

export const useInvite = (workspaceId: string) =>
  useTeamMutation(workspaceId, (input: InvitationInput) =>
    api<Invitation>(`/api/w/${workspaceId}/invitations`, { method: "POST", body: input }),
  );

export const useWithdrawInvitation = (workspaceId: string) =>
  useTeamMutation(workspaceId, (invitationId: string) =>
    api(`/api/w/${workspaceId}/invitations/${invitationId}`, { method: "DELETE" }),
  );

export const useDecideJoinRequest = (workspaceId: string) =>
  useTeamMutation(
    workspaceId,
    ({ id, decision, role }: { id: string; decision: "approve" | "decline"; role?: Role }) =>
      api(`/api/w/${workspaceId}/join-requests/${id}/${decision}`, {
        method: "POST",
        body: decision === "approve" ? { role } : {},
      }),
  );

/**
 * Leaves the workspace. The caller then reloads the application, which opens another
 * workspace of the person's, or onboarding: every screen of this one stops working at once.
 */
export function useLeaveWorkspace(workspaceId: string) {
  return useMutation({
    mutationFn: () => api(`/api/w/${workspaceId}/leave`, { method: "POST" }),
  });
}

export interface InvitationPreview {
  workspaceName: string;
  role: Role;
  email: string;
  invitedBy: string | null;
  forYou: boolean;
  status: "pending" | "accepted" | "revoked" | "expired";
}

export const invitationPreviewQuery = (workspaceId: string, token: string) =>
  queryOptions({
    queryKey: ["invitation", workspaceId, token],
    queryFn: () =>
      api<InvitationPreview>("/api/invitations/preview", { query: { workspaceId, token } }),
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workspaceId: string; token: string }) =>
      api<{ workspaceId: string; redirectTo: string }>("/api/invitations/accept", {
        method: "POST",
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
