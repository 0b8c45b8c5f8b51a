import { useQuery } from "@tanstack/react-query";
import { useNavigate, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { recipeCategories, recipesQuery, useCreateRecipe } from "@/features/recipes/api/recipes";
import { draftOfRecipe } from "@/features/recipes/components/recipe-draft";
import { RecipeEditor } from "@/features/recipes/components/recipe-editor";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { IngredientPicker } from "./ingredient-picker";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "recipes.edit"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(recipesQuery(workspaceId, { archived: "include" }));
  return null;
}

/** `/app/recipes/new`: writes a recipe; once saved, its page shows what it costs. */
export function NewRecipePage() {
  const workspace = useCurrentWorkspace();
  const navigate = useNavigate();
  const { data: book = [] } = useQuery(recipesQuery(workspace.id, { archived: "include" }));
  const create = useCreateRecipe(workspace.id);
  return (
    <>
      <PageHeader
        title="New recipe"
        description="Its lines are items or other recipes, in any unit they can be measured in."
      />
      <Card>
        <RecipeEditor
          workspaceId={workspace.id}
          initial={draftOfRecipe(null)}
          categories={recipeCategories(book)}
          picker={(onPick) => <IngredientPicker workspaceId={workspace.id} onPick={onPick} />}
          submitLabel="Save recipe"
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (recipe) => void navigate(`/app/recipes/${recipe.id}`),
            })
          }
          onCancel={() => void navigate("/app/recipes")}
        />
      </Card>
    </>
  );
}
