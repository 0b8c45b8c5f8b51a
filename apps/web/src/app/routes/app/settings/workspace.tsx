import { can } from "@larder/domain";
import { Notice } from "@/components/ui/notice";
import { WorkspaceSettings } from "@/features/workspaces/components/workspace-settings";
import { useCurrentWorkspace, useSession } from "@/lib/session";
import { SettingsHeading } from "./layout";

/** `/app/settings/workspace` (owners) */
export function WorkspaceSettingsPage() {
  const workspace = useCurrentWorkspace();
  const { user } = useSession();
  return (
    <>
      <SettingsHeading
        title="Workspace"
        description="The workspace's name, and who may ask to join it."
      />
      {can(workspace.role, "workspace.manage") ? (
        <WorkspaceSettings key={workspace.id} workspace={workspace} yourEmail={user.email} />
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can change these settings.</Notice>
      )}
    </>
  );
}
