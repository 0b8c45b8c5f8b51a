import { API_TOKENS_API as API, type CreateApiToken } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const tokensKey = (workspaceId: string) => [...workspaceKey(workspaceId), "api-tokens"];

/** The workspace's API tokens (owners only), live ones first. */
export const apiTokensQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: tokensKey(workspaceId),
    queryFn: () => callApi(API.list, { params: { workspaceId } }),
  });

/** Creates a token; the answer holds its secret, which is never sent again. */
export function useCreateApiToken(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(workspaceId) }),
  });
}

export function useRevokeApiToken(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiTokenId: string) =>
      callApi(API.revoke, { params: { workspaceId, apiTokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(workspaceId) }),
  });
}
