import { COOKBOOK_API as API, type ApiQuery } from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/**
 * The cookbook's queries sit under the recipes' key ("recipes"), so that saving a recipe (a new
 * version to read) refreshes them with the recipe book.
 */
export const cookbookKey = (workspaceId: string) => [
  ...workspaceKey(workspaceId),
  "recipes",
  "cookbook",
];

/** The cookbook's search and category. */
export type CookbookFilter = ApiQuery<typeof API.list>;

/** The recipes to cook from (never with a cost), and what the member must still read. */
export const cookbookQuery = (workspaceId: string, filter: CookbookFilter = {}) =>
  queryOptions({
    queryKey: [...cookbookKey(workspaceId), "list", filter],
    queryFn: () => callApi(API.list, { params: { workspaceId }, query: filter }),
    placeholderData: keepPreviousData,
  });

/** One recipe as the kitchen reads it, with the member's reading of it. */
export const cookbookRecipeQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...cookbookKey(workspaceId), "recipe", recipeId],
    queryFn: () => callApi(API.recipe, { params: { workspaceId, recipeId } }),
  });

/** "I have read it": the version read, refused (409) when a newer one was saved meanwhile. */
export function useAcknowledgeReading(workspaceId: string, recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(API.acknowledge, { params: { workspaceId, recipeId }, body: { version } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "recipes"] }),
  });
}
