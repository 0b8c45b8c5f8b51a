// Finding an ingredient for a recipe or a plate: items (features/items) and recipes
// (features/recipes) in one search, composed here since a feature does not import another.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { inputClasses } from "@/components/ui/field";
import type { PickedIngredient } from "@/components/ui/ingredient-lines";
import { Notice } from "@/components/ui/notice";
import { itemSearchQuery } from "@/features/items/api/items";
import { recipeQuery, recipesQuery } from "@/features/recipes/api/recipes";
import { formatAmount } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useDebounced } from "@/lib/use-debounced";

const option =
  "flex min-h-11 w-full items-center justify-between gap-3 px-3.5 py-1.5 text-left text-sm hover:bg-brand-50 sm:min-h-10";

/**
 * Type a few letters, then choose an item or a recipe among the matches (each a button). A
 * recipe is read first for the units its output can be used in; `excludeRecipeId` (the recipe
 * being written) is not offered.
 */
export function IngredientPicker({
  workspaceId,
  label = "Add an ingredient",
  excludeRecipeId,
  onPick,
}: {
  workspaceId: string;
  label?: string;
  excludeRecipeId?: string;
  onPick: (ingredient: PickedIngredient) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const term = useDebounced(text.trim());
  const items = useQuery({
    ...itemSearchQuery(workspaceId, { search: term, limit: 6 }),
    enabled: term.length > 0,
  });
  const recipes = useQuery({
    ...recipesQuery(workspaceId, { search: term }),
    enabled: term.length > 0,
  });
  const recipeMatches = (recipes.data ?? [])
    .filter((recipe) => recipe.id !== excludeRecipeId)
    .slice(0, 6);
  const itemMatches = items.data?.items ?? [];
  const done = items.data !== undefined && recipes.data !== undefined;

  const pickRecipe = async (recipeId: string) => {
    setFailure(null);
    try {
      const recipe = await queryClient.fetchQuery(recipeQuery(workspaceId, recipeId));
      onPick({
        itemId: null,
        recipeId,
        name: recipe.name,
        units: recipe.units,
        unit: recipe.yieldUnit,
      });
      setText("");
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-brand-950/50"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="An item or a recipe"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses(false)} pl-10`}
        />
      </div>
      <p className="mt-1.5 text-sm text-brand-950/65">
        Items are priced from stock; a recipe brings its own lines and cost.
      </p>
      {term ? (
        <ul
          aria-label={`Ingredients matching ${term}`}
          aria-busy={items.isFetching || recipes.isFetching || undefined}
          className="mt-2 divide-y divide-brand-900/5 rounded-xl border border-brand-900/10 bg-white"
        >
          {itemMatches.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={option}
                onClick={() => {
                  onPick({
                    itemId: item.id,
                    recipeId: null,
                    name: item.name,
                    units: item.units,
                    unit: item.baseUnit,
                  });
                  setText("");
                }}
              >
                <span className="font-semibold text-brand-950">{item.name}</span>
                <span className="text-right text-brand-950/65">
                  Item · {item.category ?? "No category"}
                </span>
              </button>
            </li>
          ))}
          {recipeMatches.map((recipe) => (
            <li key={recipe.id}>
              <button type="button" className={option} onClick={() => void pickRecipe(recipe.id)}>
                <span className="font-semibold text-brand-950">{recipe.name}</span>
                <span className="text-right text-brand-950/65">
                  Recipe · makes {formatAmount(recipe.finishedYield, recipe.yieldUnit)}
                </span>
              </button>
            </li>
          ))}
          {done && itemMatches.length === 0 && recipeMatches.length === 0 ? (
            <li className="px-3.5 py-3 text-sm text-brand-950/70">
              No item or recipe matches “{term}”.
            </li>
          ) : null}
        </ul>
      ) : null}
      <Notice tone="error" className="mt-2">
        {failure ? errorMessage(failure) : null}
      </Notice>
    </div>
  );
}
