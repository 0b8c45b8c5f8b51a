import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Button } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import {
  recipeCategories,
  recipeQuery,
  recipesQuery,
  useUpdateRecipe,
} from "@/features/recipes/api/recipes";
import { RequiredReading } from "@/features/cookbook/components/required-reading";
import { stepPhotoUrl } from "@/features/recipes/api/method";
import { CostHistory } from "@/features/recipes/components/cost-history";
import { draftOfRecipe } from "@/features/recipes/components/recipe-draft";
import { RecipeEditor } from "@/features/recipes/components/recipe-editor";
import {
  RecipeAllergens,
  RecipeUsedIn,
  RecipeYield,
} from "@/features/recipes/components/recipe-figures";
import { RecipeLines } from "@/features/recipes/components/recipe-lines";
import { RecipeMethod } from "@/features/recipes/components/recipe-method";
import { PrintRecipeCard } from "@/features/recipes/components/print-card";
import { ScaleTool } from "@/features/recipes/components/scale-tool";
import { formatDate } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { IngredientPicker } from "./ingredient-picker";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(recipeQuery(workspaceId, args.params.recipeId!));
  return null;
}

/**
 * `/app/recipes/:recipeId`: one recipe as the kitchen cooks it and as it costs now: its lines
 * with their costs and the price behind each, yield and portions, allergens and what is free of
 * them, the recipes that use it, its cost history and a scale tool. Members who edit recipes
 * change it in place (each save is a new version) or archive it.
 */
export function RecipePage() {
  const workspace = useCurrentWorkspace();
  const { recipeId } = useParams();
  const { data: recipe } = useSuspenseQuery(recipeQuery(workspace.id, recipeId!));
  const { data: book = [] } = useQuery(recipesQuery(workspace.id, { archived: "include" }));
  const canEdit = useCan("recipes.edit");
  const showCosts = useCan("costs.view");
  const managesTraining = useCan("training.manage");
  const photoUrl = (photoId: string) => stepPhotoUrl(workspace.id, recipe.id, photoId);
  const update = useUpdateRecipe(workspace.id, recipe.id);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (editing)
    return (
      <>
        <PageHeader title={`Edit ${recipe.name}`} description={`Version ${recipe.version}`} />
        <Card>
          <RecipeEditor
            workspaceId={workspace.id}
            initial={draftOfRecipe(recipe, photoUrl)}
            categories={recipeCategories(book)}
            picker={(onPick) => (
              <IngredientPicker
                workspaceId={workspace.id}
                excludeRecipeId={recipe.id}
                onPick={onPick}
              />
            )}
            submitLabel="Save changes"
            busy={update.isPending}
            error={update.error}
            onSubmit={(input) =>
              update.mutate(input, {
                onSuccess: (saved) => {
                  setEditing(false);
                  setMessage(`Saved as version ${saved.version}.`);
                },
              })
            }
            onCancel={() => setEditing(false)}
          />
        </Card>
      </>
    );

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/recipes" className="font-semibold text-brand-800 hover:underline">
          ← Recipes
        </Link>
      </p>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {recipe.name} {recipe.archived ? <Badge>Archived</Badge> : null}
          </span>
        }
        description={[
          recipe.category || null,
          `Version ${recipe.version}`,
          `updated ${formatDate(recipe.updatedAt)}`,
        ]
          .filter(Boolean)
          .join(" · ")}
        actions={
          <>
            {canEdit ? (
              <>
                <Button
                  onClick={() => {
                    update.reset();
                    setMessage(null);
                    setEditing(true);
                  }}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                <ConfirmDialog
                  tone={recipe.archived ? "primary" : "danger"}
                  trigger={
                    <Button variant="secondary">
                      {recipe.archived ? (
                        <>
                          <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Restore
                        </>
                      ) : (
                        <>
                          <Archive aria-hidden="true" className="h-4 w-4" /> Archive
                        </>
                      )}
                    </Button>
                  }
                  title={recipe.archived ? `Restore ${recipe.name}?` : `Archive ${recipe.name}?`}
                  description={
                    recipe.archived
                      ? "It comes back to the recipe book and can be used in other recipes and on the menu."
                      : "It leaves the recipe book and cannot be added to recipes or the menu. Its versions and cost history are kept, and you can restore it."
                  }
                  confirmLabel={recipe.archived ? "Restore" : "Archive"}
                  onConfirm={() =>
                    update
                      .mutateAsync({ archived: !recipe.archived })
                      .then(() =>
                        setMessage(
                          recipe.archived
                            ? `${recipe.name} is back in the book.`
                            : `${recipe.name} is archived.`,
                        ),
                      )
                  }
                />
              </>
            ) : null}
            <PrintRecipeCard
              workspaceId={workspace.id}
              recipeId={recipe.id}
              showCosts={showCosts}
            />
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {message}
      </Notice>
      {recipe.problem ? (
        <Notice tone="error" className="mb-4">
          {recipe.problem}
        </Notice>
      ) : null}
      {recipe.unpriced.length > 0 ? (
        <Notice tone="info" className="mb-4">
          No price yet for {recipe.unpriced.join(", ")}: the cost leaves{" "}
          {recipe.unpriced.length === 1 ? "it" : "them"} out until a delivery or a supplier&apos;s
          price is recorded.
        </Notice>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Card title="Ingredients" headingLevel={2}>
            <RecipeLines recipe={recipe} showCosts={showCosts} />
          </Card>
          <RecipeMethod method={recipe} photoUrl={photoUrl} />
          {recipe.notes ? (
            <Card title="Notes" headingLevel={2}>
              <p className="whitespace-pre-line text-sm text-brand-950/85">{recipe.notes}</p>
            </Card>
          ) : null}
          <ScaleTool
            key={recipe.version}
            workspaceId={workspace.id}
            recipe={recipe}
            showCosts={showCosts}
          />
          {showCosts ? <CostHistory workspaceId={workspace.id} recipeId={recipe.id} /> : null}
        </div>
        <div className="min-w-0 space-y-6">
          <RecipeYield recipe={recipe} showCosts={showCosts} />
          <RecipeAllergens recipe={recipe} />
          {managesTraining ? (
            <RequiredReading
              workspaceId={workspace.id}
              recipeId={recipe.id}
              archived={recipe.archived}
            />
          ) : null}
          <RecipeUsedIn recipe={recipe} />
        </div>
      </div>
    </>
  );
}
