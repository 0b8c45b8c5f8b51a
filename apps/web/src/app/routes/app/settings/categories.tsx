import { can } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { categoriesQuery } from "@/features/items/api/items";
import { CategoriesEditor } from "@/features/items/components/categories-editor";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(categoriesQuery(await currentWorkspaceId(args)));
  return null;
}

/** `/app/settings/categories`: the item categories, in the order lists and filters use. */
export function CategoriesSettingsPage() {
  const workspace = useCurrentWorkspace();
  const { data: categories } = useSuspenseQuery(categoriesQuery(workspace.id));
  const canEdit = can(workspace.role, "items.edit");
  return (
    <>
      <SettingsHeading
        title="Categories"
        description={
          canEdit
            ? "How items are grouped: Protein, Herbs, Pantry… Add your own, rename them and set their order."
            : "How items are grouped. Chefs, managers and owners change them."
        }
      />
      <CategoriesEditor workspaceId={workspace.id} categories={categories} canEdit={canEdit} />
    </>
  );
}
