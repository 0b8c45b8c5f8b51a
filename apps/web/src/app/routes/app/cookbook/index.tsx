import { useQuery } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { SearchField } from "@/components/ui/search-field";
import { cookbookQuery, type CookbookFilter } from "@/features/cookbook/api/cookbook";
import { CookbookList, ToRead } from "@/features/cookbook/components/cookbook-list";
import { stepPhotoUrl } from "@/features/recipes/api/method";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { useDebounced } from "@/lib/use-debounced";
import { useFilterParams } from "@/lib/use-filter-params";
import { currentWorkspaceId } from "@/app/spa/loaders";

function filterOf(params: URLSearchParams): CookbookFilter {
  return {
    search: params.get("search") || undefined,
    category: params.get("category") || undefined,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const params = new URL(args.request.url).searchParams;
  await queryClient.ensureQueryData(cookbookQuery(workspaceId, filterOf(params)));
  return null;
}

/**
 * `/app/cookbook`: the recipes to cook from, made for a phone on the pass: what the member must
 * still read first, then every live recipe as a card, searched by name and filtered by category
 * (kept in the address). No cost is shown, or sent, here.
 */
export function CookbookPage() {
  const workspace = useCurrentWorkspace();
  const managesTraining = useCan("training.manage");
  const [params, update] = useFilterParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim());
  const filter = { ...filterOf(params), search: term || undefined };
  const { data, isFetching } = useQuery(cookbookQuery(workspace.id, filter));
  const filtered = Boolean(filter.search || filter.category);

  return (
    <>
      <PageHeader
        title="Cookbook"
        description="Every recipe step by step, as the kitchen cooks it."
        actions={
          managesTraining ? (
            <Link to="/app/cookbook/training" className={buttonClasses("secondary")}>
              <GraduationCap aria-hidden="true" className="h-4 w-4" /> Training
            </Link>
          ) : null
        }
      />
      <ToRead toRead={data?.toRead ?? []} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_16rem] sm:items-end">
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
          {(data?.categories ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <div aria-busy={isFetching || undefined} className={isFetching ? "refreshing" : ""}>
        {data && data.recipes.length > 0 ? (
          <CookbookList
            recipes={data.recipes}
            photoUrl={(recipeId, photoId) => stepPhotoUrl(workspace.id, recipeId, photoId)}
          />
        ) : (
          <p className="rounded-2xl bg-white py-10 text-center text-brand-950/70">
            {filtered ? "No recipe matches these filters." : "No recipes in the book yet."}
          </p>
        )}
      </div>
    </>
  );
}
