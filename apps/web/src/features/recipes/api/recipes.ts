import type {
  CostHistory,
  Recipe,
  RecipeInput,
  RecipeSummary,
  RecipeUpdate,
  ScaledRecipe,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Recipes and their costs; the menu is costed from them, so changes refresh both. */
export const recipesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "recipes"];
const base = (workspaceId: string) => `/api/w/${workspaceId}/recipes`;

export interface RecipeFilter {
  search?: string;
  category?: string;
  archived?: "include" | "exclude";
}

/** The recipe book, each recipe with what a batch and a portion cost now. */
export const recipesQuery = (workspaceId: string, filter: RecipeFilter = {}) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "list", filter],
    queryFn: () =>
      api<RecipeSummary[]>(base(workspaceId), { query: { ...filter } as Record<string, string> }),
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
    queryFn: () => api<Recipe>(`${base(workspaceId)}/${recipeId}`),
  });

/** When and why a recipe's cost moved, newest first (members who see costs). */
export const costHistoryQuery = (workspaceId: string, recipeId: string) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "cost-history", recipeId],
    queryFn: () => api<CostHistory>(`${base(workspaceId)}/${recipeId}/cost-history`),
  });

/** A recipe scaled to make `quantity` `unit` after cooking loss. */
export const scaledRecipeQuery = (
  workspaceId: string,
  recipeId: string,
  wanted: { quantity: string; unit: string },
) =>
  queryOptions({
    queryKey: [...recipesKey(workspaceId), "scaled", recipeId, wanted],
    queryFn: () =>
      api<ScaledRecipe>(`${base(workspaceId)}/${recipeId}/scaled`, { query: { ...wanted } }),
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
      api<Recipe>(base(workspaceId), { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

/** Saves a change (a new version of the recipe), or archives or restores it. */
export function useUpdateRecipe(workspaceId: string, recipeId: string) {
  const refresh = useRefreshRecipes(workspaceId);
  return useMutation({
    mutationFn: (changes: RecipeUpdate) =>
      api<Recipe>(`${base(workspaceId)}/${recipeId}`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}
