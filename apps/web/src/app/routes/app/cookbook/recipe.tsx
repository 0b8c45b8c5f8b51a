import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { cookbookRecipeQuery } from "@/features/cookbook/api/cookbook";
import {
  CookbookAllergens,
  CookbookFacts,
  CookbookIngredients,
} from "@/features/cookbook/components/cookbook-recipe";
import { AcknowledgeReading, ReadingBanner } from "@/features/cookbook/components/reading";
import { stepPhotoUrl } from "@/features/recipes/api/method";
import { EquipmentList, MethodSteps } from "@/features/recipes/components/method-steps";
import { PrintRecipeCard } from "@/features/recipes/components/print-card";
import { formatDate } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(cookbookRecipeQuery(workspaceId, args.params.recipeId!));
  return null;
}

/**
 * `/app/cookbook/:recipeId`: one recipe to cook from, read-only and in a kitchen's reading size:
 * yield and portions, allergens, ingredients with quantities, equipment, the method with its
 * times, temperatures and photos, plating and notes. Required reading ends with "I have read
 * this recipe". Costs appear only when the server sent them (members who may see costs).
 */
export function CookbookRecipePage() {
  const workspace = useCurrentWorkspace();
  const { recipeId } = useParams();
  const { data: recipe } = useSuspenseQuery(cookbookRecipeQuery(workspace.id, recipeId!));
  const photoUrl = (photoId: string) => stepPhotoUrl(workspace.id, recipe.id, photoId);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="mb-2 text-sm">
        <Link
          to="/app/cookbook"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline sm:min-h-0"
        >
          ← Cookbook
        </Link>
      </p>
      <PageHeader
        title={recipe.name}
        description={[
          recipe.category || null,
          `Version ${recipe.version}`,
          `updated ${formatDate(recipe.updatedAt)}`,
        ]
          .filter(Boolean)
          .join(" · ")}
        actions={
          <PrintRecipeCard
            workspaceId={workspace.id}
            recipeId={recipe.id}
            showCosts={recipe.costs !== undefined}
          />
        }
      />
      <ReadingBanner recipe={recipe} />
      <div className="space-y-4 sm:space-y-6">
        <CookbookFacts recipe={recipe} />
        <CookbookAllergens recipe={recipe} />
        <Card title="Ingredients" headingLevel={2}>
          <CookbookIngredients recipe={recipe} />
        </Card>
        {recipe.equipment.length > 0 ? (
          <Card title="Equipment" headingLevel={2}>
            <EquipmentList equipment={recipe.equipment} />
          </Card>
        ) : null}
        <Card title="Method" headingLevel={2}>
          {recipe.steps.length > 0 ? (
            <MethodSteps steps={recipe.steps} photoUrl={photoUrl} large />
          ) : (
            <p className="text-brand-950/70">No method written yet.</p>
          )}
        </Card>
        {recipe.platingNotes ? (
          <Card title="Plating" headingLevel={2}>
            <p className="whitespace-pre-line text-lg leading-relaxed text-brand-950">
              {recipe.platingNotes}
            </p>
          </Card>
        ) : null}
        {recipe.notes ? (
          <Card title="Notes" headingLevel={2}>
            <p className="whitespace-pre-line text-base text-brand-950/85">{recipe.notes}</p>
          </Card>
        ) : null}
        <AcknowledgeReading workspaceId={workspace.id} recipe={recipe} />
      </div>
    </div>
  );
}
