import type { Role } from "@larder/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useRequireReading } from "@/features/cookbook/api/training";
import { errorMessage } from "@/lib/forms";
import { RequirementChoices } from "./required-reading";

/**
 * Makes one more recipe required reading from the training screen: which recipe, and who must
 * read it (staff by default). A recipe already required is changed on its own page.
 */
export function AddRequiredReading({
  workspaceId,
  recipes,
}: {
  workspaceId: string;
  /** The live recipes that are not required reading yet. */
  recipes: { id: string; name: string }[];
}) {
  const require = useRequireReading(workspaceId);
  const [recipeId, setRecipeId] = useState("");
  const [roles, setRoles] = useState<Role[]>(["staff"]);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [chooseError, setChooseError] = useState<string | undefined>();
  return (
    <Card title="Add required reading" headingLevel={2}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!recipeId) return setChooseError("Choose the recipe the team must read.");
          setChooseError(undefined);
          require.mutate({ recipeId, roles, locationIds }, { onSuccess: () => setRecipeId("") });
        }}
      >
        <SelectField
          label="Recipe"
          value={recipeId}
          error={chooseError}
          onChange={(event) => setRecipeId(event.target.value)}
        >
          <option value="">Choose a recipe</option>
          {recipes.map((recipe) => (
            <option key={recipe.id} value={recipe.id}>
              {recipe.name}
            </option>
          ))}
        </SelectField>
        <RequirementChoices
          roles={roles}
          locationIds={locationIds}
          onRoles={setRoles}
          onLocations={setLocationIds}
        />
        <Notice tone="error">{errorMessage(require.error)}</Notice>
        <Button type="submit" busy={require.isPending}>
          Make it required reading
        </Button>
      </form>
    </Card>
  );
}
