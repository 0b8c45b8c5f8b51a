import {
  WORKSPACES_API as API,
  type ApiBody,
  type ApiReply,
  type Onboarding,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** A workspace that welcomes the signed-in person's email domain, and whether they asked. */
export type JoinOption = ApiReply<typeof API.joinOptions>[number];

/** Workspaces that welcome the signed-in person's email domain. */
export const joinOptionsQuery = queryOptions({
  queryKey: ["me", "join-options"],
  queryFn: () => callApi(API.joinOptions, {}),
});

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => callApi(API.askToJoin, { body: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinOptionsQuery.queryKey }),
  });
}

/** Onboarding: the workspace and its first location, all or nothing. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Onboarding) => callApi(API.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["session"] }),
  });
}

export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ApiBody<typeof API.update>) =>
      callApi(API.update, { params: { workspaceId }, body: changes }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) });
      // The workspace's name is also in the session's list of workspaces.
      await queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}
