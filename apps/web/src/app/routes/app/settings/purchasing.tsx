import { useSuspenseQuery } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { approvalRulesQuery } from "@/features/approvals/api/approvals";
import { purchasingSettingsQuery } from "@/features/suppliers/api/suppliers";
import { ApprovalRules } from "@/features/approvals/components/approval-rules";
import { membersQuery } from "@/features/team/api/team";
import { useScope } from "@/lib/scope";
import { PurchasingSettingsForm } from "@/features/suppliers/components/purchasing-settings-form";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(purchasingSettingsQuery(workspaceId)),
    queryClient.ensureQueryData(approvalRulesQuery(workspaceId)),
    queryClient.ensureQueryData(membersQuery(workspaceId)),
  ]);
  return null;
}

/** `/app/settings/purchasing`: the workspace's price-rise alert and approval limit. */
export function PurchasingSettingsPage() {
  const workspace = useCurrentWorkspace();
  const canEdit = useCan("workspace.manage");
  const { data } = useSuspenseQuery(purchasingSettingsQuery(workspace.id));
  const { data: members } = useSuspenseQuery(membersQuery(workspace.id));
  const { locations } = useScope();
  return (
    <>
      <SettingsHeading
        title="Purchasing"
        description="When a price rise is worth a warning, and which orders and invoices wait for whose approval."
      />
      <div className="space-y-8">
        <PurchasingSettingsForm workspaceId={workspace.id} settings={data} canEdit={canEdit} />
        <ApprovalRules
          workspaceId={workspace.id}
          members={members}
          locations={locations}
          canEdit={canEdit}
        />
      </div>
    </>
  );
}
