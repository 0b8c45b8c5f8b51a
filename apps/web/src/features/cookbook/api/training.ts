import type {
  ReadingRequirement,
  ReadingRequirementInput,
  TrainingMatrix,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Under the recipes' key too: a new version changes who has read the current one. */
const trainingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "recipes", "training"];
const recipeTraining = (workspaceId: string, recipeId: string) =>
  `/api/w/${workspaceId}/recipes/${recipeId}/training`;

/** Who has read which required recipe (members who manage training). */
export const trainingMatrixQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...trainingKey(workspaceId), "matrix"],
    queryFn: () => api<TrainingMatrix>(`/api/w/${workspaceId}/training`),
  });

/** Who must read one recipe, or null. */
export const readingRequirementQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...trainingKey(workspaceId), "requirement", recipeId],
    queryFn: () => api<ReadingRequirement | null>(recipeTraining(workspaceId, recipeId)),
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
      api<ReadingRequirement>(recipeTraining(workspaceId, recipeId), {
        method: "PUT",
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Nobody has to read it any more. */
export function useStopRequiringReading(workspaceId: string) {
  const refresh = useRefreshTraining(workspaceId);
  return useMutation({
    mutationFn: (recipeId: string) =>
      api<void>(recipeTraining(workspaceId, recipeId), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
