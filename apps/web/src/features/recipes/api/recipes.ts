import {
  RECIPES_API as API,
  type ApiQuery,
  type RecipeInput,
  type RecipeSummary,
  type RecipeUpdate,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Recipes and their costs; the menu is costed from them, so changes refresh both. */
export const recipesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "recipes"];

/** The book's search, category and whether archived recipes are listed too. */
export type RecipeFilter = ApiQuery<typeof API.list>;

/** The recipe book, each recipe with what a batch and a portion cost now. */
export const recipesQuery = (workspaceId: string, filter: RecipeFilter = {}) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "list", filter],
    queryFn: () => callApi(API.list, { params: { workspaceId }, query: filter }),
    placeholderData: keepPreviousData,
  });

/** The categories used in the book, in alphabetical order, each once whatever its case. */
export function recipeCategories(recipes: RecipeSummary[]): string[] {
  const byKey = new Map<string, string>();
  for (const recipe of recipes)
    if (recipe.category) byKey.set(recipe.category.toLowerCase(), recipe.category);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** One recipe, its lines costed at the workspace's costing basis. */
export const recipeQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "recipe", recipeId],
    queryFn: () => callApi(API.get, { params: { workspaceId, recipeId } }),
  });

/** When and why a recipe's cost moved, newest first (members who see costs). */
export const costHistoryQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "cost-history", recipeId],
    queryFn: () => callApi(API.costHistory, { params: { workspaceId, recipeId } }),
  });

/** A recipe scaled to make `quantity` `unit` after cooking loss. */
export const scaledRecipeQuery = (
  workspaceId: string,
  recipeId: string,
  wanted: ApiQuery<typeof API.scaled>,
) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "scaled", recipeId, wanted],
    queryFn: () => callApi(API.scaled, { params: { workspaceId, recipeId }, query: wanted }),
  });

/** Refreshes recipes and the menu, whose costs come from them. */
export function useRefreshRecipes(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ["recipes", "menu"].map((part) =>
        queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), part] }),
      ),
    );
}

export function useCreateRecipe(workspaceId: string) {
  const refresh = useRefreshRecipes(workspaceId);
  return useMutation({
    mutationFn: (input: RecipeInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

/** Saves a change (a new version of the recipe), or archives or restores it. */
export function useUpdateRecipe(workspaceId: string, recipeId: string) {
  const refresh = useRefreshRecipes(workspaceId);
  return useMutation({
    mutationFn: (changes: RecipeUpdate) =>
      callApi(API.update, { params: { workspaceId, recipeId }, body: changes }),
    onSuccess: refresh,
  });
}
