import { COOKBOOK_API as API, type ReadingRequirementInput } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Under the recipes' key too: a new version changes who has read the current one. */
const trainingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "recipes", "training"];

/** Who has read which required recipe (members who manage training). */
export const trainingMatrixQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...trainingKey(workspaceId), "matrix"],
    queryFn: () => callApi(API.matrix, { params: { workspaceId } }),
  });

/** Who must read one recipe, or null. */
export const readingRequirementQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...trainingKey(workspaceId), "requirement", recipeId],
    queryFn: () => callApi(API.requirement, { params: { workspaceId, recipeId } }),
  });

function useRefreshTraining(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "recipes"] });
}

/** Makes a recipe required reading for some roles and/or locations, or changes who. */
export function useRequireReading(workspaceId: string) {
  const refresh = useRefreshTraining(workspaceId);
  return useMutation({
    mutationFn: ({ recipeId, ...input }: ReadingRequirementInput & { recipeId: string }) =>
      callApi(API.require, { params: { workspaceId, recipeId }, body: input }),
    onSuccess: refresh,
  });
}

/** Nobody has to read it any more. */
export function useStopRequiringReading(workspaceId: string) {
  const refresh = useRefreshTraining(workspaceId);
  return useMutation({
    mutationFn: (recipeId: string) =>
      callApi(API.stopRequiring, { params: { workspaceId, recipeId } }),
    onSuccess: refresh,
  });
}
