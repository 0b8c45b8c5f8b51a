import type { LoaderFunctionArgs } from "react-router";
import { can } from "@larder/domain";
import { backupsQuery } from "@/features/backups/api/backups";
import { BackupsList } from "@/features/backups/components/backups-list";
import { Notice } from "@/components/ui/notice";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  if (can(workspace.role, "backups.manage"))
    await queryClient.ensureQueryData(backupsQuery(workspaceId));
  return null;
}

/** `/app/settings/backups` (owners) */
export function BackupsSettingsPage() {
  const workspace = useCurrentWorkspace();
  return (
    <>
      <SettingsHeading
        title="Backups"
        description="Copies of this Larder server's whole database (every workspace on it), kept on the server. Restoring one is done on the server with npm run larder -- restore."
      />
      {can(workspace.role, "backups.manage") ? (
        <BackupsList workspaceId={workspace.id} />
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can see the backups.</Notice>
      )}
    </>
  );
}
