import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { SearchField } from "@/components/ui/search-field";
import { recipeCategories, recipesQuery, type RecipeFilter } from "@/features/recipes/api/recipes";
import { RecipeList } from "@/features/recipes/components/recipe-list";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { useDebounced } from "@/lib/use-debounced";
import { useFilterParams } from "@/lib/use-filter-params";
import { currentWorkspaceId } from "@/app/spa/loaders";

function filterOf(params: URLSearchParams): RecipeFilter {
  return {
    search: params.get("search") || undefined,
    category: params.get("category") || undefined,
    archived: params.get("archived") === "include" ? "include" : "exclude",
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const params = new URL(args.request.url).searchParams;
  await queryClient.ensureQueryData(recipesQuery(workspaceId, filterOf(params)));
  return null;
}

/**
 * `/app/recipes`, the recipe book: every recipe with its yield, what a batch and a portion cost
 * now (for members who see costs), its allergens and what leaves its cost incomplete; searched
 * by name and filtered by category, kept in the address.
 */
export function RecipesPage() {
  const workspace = useCurrentWorkspace();
  const canEdit = useCan("recipes.edit");
  const showCosts = useCan("costs.view");
  const [params, update] = useFilterParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim());
  const filter = { ...filterOf(params), search: term || undefined };
  const { data: recipes = [], isFetching } = useQuery(recipesQuery(workspace.id, filter));
  const { data: everything = [] } = useQuery(recipesQuery(workspace.id, { archived: "include" }));
  const categories = recipeCategories(everything);
  const filtered = Boolean(filter.search || filter.category);

  return (
    <>
      <PageHeader
        title="Recipes"
        description={
          showCosts
            ? "Every recipe and what a batch and a portion cost at today's prices."
            : "Every recipe: what goes in, what it makes, and its allergens."
        }
        actions={
          canEdit ? (
            <Link to="/app/recipes/new" className={buttonClasses("primary")}>
              <Plus aria-hidden="true" className="h-4 w-4" /> New recipe
            </Link>
          ) : null
        }
      />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
          <SearchField
            label="Search"
            placeholder="Recipe name"
            value={search}
            onChange={(value) => {
              setSearch(value);
              update({ search: value.trim() || null });
            }}
          />
          <SelectField
            label="Category"
            value={filter.category ?? ""}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="mb-3 flex min-h-10 w-fit items-center gap-2 text-sm font-semibold text-brand-950">
          <input
            type="checkbox"
            checked={filter.archived === "include"}
            onChange={(event) => update({ archived: event.target.checked ? "include" : null })}
            className="h-5 w-5 accent-brand-700"
          />
          Show archived
        </label>
        <div aria-busy={isFetching || undefined} className={isFetching ? "refreshing" : ""}>
          {recipes.length > 0 ? (
            <RecipeList
              recipes={recipes}
              showCosts={showCosts}
              caption={`${recipes.length} recipe${recipes.length === 1 ? "" : "s"}`}
            />
          ) : (
            <p className="py-8 text-center text-sm text-brand-950/70">
              {filtered
                ? "No recipe matches these filters."
                : `No recipes yet.${canEdit ? " Write the first one: its cost follows every delivery." : ""}`}
            </p>
          )}
        </div>
      </Card>
    </>
  );
}
