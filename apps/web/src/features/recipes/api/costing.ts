import type { CostBasis } from "@larder/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { recipesKey, useRefreshRecipes } from "./recipes";

export interface CostingSettings {
  costBasis: CostBasis;
  targetFoodCostPercent: string;
}

/** How recipe lines are priced, and the workspace's target food cost % (members who see costs). */
export const costingQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "costing"],
    queryFn: () => api<CostingSettings>(`/api/w/${workspaceId}/costing`),
  });

/** Changes the costing basis or the target: every recipe and menu item is costed again. */
export function useSaveCosting(workspaceId: string) {
  const refresh = useRefreshRecipes(workspaceId);
  return useMutation({
    mutationFn: (changes: Partial<CostingSettings>) =>
      api<CostingSettings>(`/api/w/${workspaceId}/costing`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}
