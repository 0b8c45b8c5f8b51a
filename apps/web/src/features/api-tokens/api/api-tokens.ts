import type { ApiToken, CreateApiToken } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const tokensKey = (workspaceId: string) => [...workspaceKey(workspaceId), "api-tokens"];

/** The workspace's API tokens (owners only), live ones first. */
export const apiTokensQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: tokensKey(workspaceId),
    queryFn: () => api<ApiToken[]>(`/api/w/${workspaceId}/api-tokens`),
  });

/** Creates a token; the answer holds its secret, which is never sent again. */
export function useCreateApiToken(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) =>
      api<{ token: ApiToken; secret: string }>(`/api/w/${workspaceId}/api-tokens`, {
        method: "POST",
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(workspaceId) }),
  });
}

export function useRevokeApiToken(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      api(`/api/w/${workspaceId}/api-tokens/${tokenId}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(workspaceId) }),
  });
}
