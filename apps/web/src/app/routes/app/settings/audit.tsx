import type { LoaderFunctionArgs } from "react-router";
import { can } from "@larder/domain";
import { auditQuery } from "@/features/audit/api/audit";
import { AuditLog } from "@/features/audit/components/audit-log";
import { Notice } from "@/components/ui/notice";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  if (can(workspace.role, "audit.view"))
    await queryClient.ensureInfiniteQueryData(auditQuery(workspaceId));
  return null;
}

/** `/app/settings/audit` (owners) */
export function AuditSettingsPage() {
  const workspace = useCurrentWorkspace();
  return (
    <>
      <SettingsHeading
        title="Audit log"
        description="Every sign-in, wrong code, invitation, role change and removal in this workspace, newest first: who did it, when and from where."
      />
      {can(workspace.role, "audit.view") ? (
        <AuditLog workspaceId={workspace.id} />
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can read the audit log.</Notice>
      )}
    </>
  );
}
