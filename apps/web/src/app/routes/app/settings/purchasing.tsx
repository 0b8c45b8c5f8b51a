import { useSuspenseQuery } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { purchasingSettingsQuery } from "@/features/purchasing/api/suppliers";
import { PurchasingSettingsForm } from "@/features/purchasing/components/purchasing-settings-form";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(purchasingSettingsQuery(workspaceId));
  return null;
}

/** `/app/settings/purchasing`: the workspace's price-rise alert and approval limit. */
export function PurchasingSettingsPage() {
  const workspace = useCurrentWorkspace();
  const canEdit = useCan("workspace.manage");
  const { data } = useSuspenseQuery(purchasingSettingsQuery(workspace.id));
  return (
    <>
      <SettingsHeading
        title="Purchasing"
        description="When a price rise is worth a warning, and which orders need a manager's approval."
      />
      <PurchasingSettingsForm workspaceId={workspace.id} settings={data} canEdit={canEdit} />
    </>
  );
}
