import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { cookbookQuery } from "@/features/cookbook/api/cookbook";
import { trainingMatrixQuery } from "@/features/cookbook/api/training";
import { AddRequiredReading } from "@/features/cookbook/components/add-required-reading";
import { TrainingCards, TrainingTable } from "@/features/cookbook/components/training-matrix";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "training.manage"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(trainingMatrixQuery(workspaceId));
  return null;
}

/**
 * `/app/cookbook/training`: what the team must read and who has, for owners, managers and
 * chefs: people × required recipes, each reading current, of an older version, or missing; and
 * a recipe made required reading from here.
 */
export function TrainingPage() {
  const workspace = useCurrentWorkspace();
  const { data: matrix } = useSuspenseQuery(trainingMatrixQuery(workspace.id));
  const { data: book } = useQuery(cookbookQuery(workspace.id));
  const open = matrix.cells.filter((cell) => cell.status !== "read_current").length;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to="/app/cookbook"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline sm:min-h-0"
        >
          ← Cookbook
        </Link>
      </p>
      <PageHeader
        title="Training"
        description="Who has read the recipes they must read, and which version."
      />
      <div className="space-y-6">
        <Card
          title="Who has read what"
          headingLevel={2}
          description={
            matrix.recipes.length === 0
              ? undefined
              : `${matrix.recipes.length} required recipe${matrix.recipes.length === 1 ? "" : "s"}, ${matrix.people.length} ${matrix.people.length === 1 ? "person" : "people"}: ${open === 0 ? "everyone is up to date" : `${open} reading${open === 1 ? "" : "s"} to do`}. A new version asks everyone to read it again.`
          }
        >
          {matrix.recipes.length === 0 ? (
            <p className="text-sm text-brand-950/70">
              No recipe is required reading yet. Choose one below, or open a recipe and make it
              required reading for some roles or locations.
            </p>
          ) : matrix.people.length === 0 ? (
            <p className="text-sm text-brand-950/70">
              Nobody in the team has a role and location that must read these recipes.
            </p>
          ) : (
            <>
              <TrainingTable matrix={matrix} />
              <TrainingCards matrix={matrix} />
            </>
          )}
        </Card>
        <AddRequiredReading
          workspaceId={workspace.id}
          recipes={(book?.recipes ?? []).filter((recipe) => !recipe.requiredReading)}
        />
      </div>
    </>
  );
}
