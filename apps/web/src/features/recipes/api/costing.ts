import { RECIPES_API as API, type ApiBody, type ApiReply } from "@larder/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { recipesKey, useRefreshRecipes } from "./recipes";

export type CostingSettings = ApiReply<typeof API.costing>;

/** How recipe lines are priced, and the workspace's target food cost % (members who see costs). */
export const costingQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "costing"],
    queryFn: () => callApi(API.costing, { params: { workspaceId } }),
  });

/** Changes the costing basis or the target: every recipe and menu item is costed again. */
export function useSaveCosting(workspaceId: string) {
  const refresh = useRefreshRecipes(workspaceId);
  return useMutation({
    mutationFn: (changes: ApiBody<typeof API.updateCosting>) =>
      callApi(API.updateCosting, { params: { workspaceId }, body: changes }),
    onSuccess: refresh,
  });
}
