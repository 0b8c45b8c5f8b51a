import type { Onboarding } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export interface JoinOption {
  workspaceId: string;
  name: string;
  domain: string;
  requested: boolean;
}

/** Workspaces that welcome the signed-in person's email domain. */
export const joinOptionsQuery = queryOptions({
  queryKey: ["me", "join-options"],
  queryFn: () => api<JoinOption[]>("/api/me/join-options"),
});

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) =>
      api("/api/me/join-requests", { method: "POST", body: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinOptionsQuery.queryKey }),
  });
}

/** Onboarding: the workspace and its first location, all or nothing. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Onboarding) =>
      api<{ workspaceId: string; redirectTo: string }>("/api/workspaces", {
        method: "POST",
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["session"] }),
  });
}

export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { name?: string; allowedDomain?: string | null }) =>
      api(`/api/w/${workspaceId}`, { method: "PATCH", body: changes }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) });
      // The workspace's name is also in the session's list of workspaces.
      await queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}
