import { can } from "@larder/domain";
import { Notice } from "@/components/ui/notice";
import { PasskeyRequirement } from "@/features/workspaces/components/passkey-requirement";
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
        description="The workspace's name, who may ask to join it, and how members sign in."
      />
      {can(workspace.role, "workspace.manage") ? (
        <div className="space-y-6">
          <WorkspaceSettings key={workspace.id} workspace={workspace} yourEmail={user.email} />
          <PasskeyRequirement key={`passkeys-${workspace.id}`} workspaceId={workspace.id} />
        </div>
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can change these settings.</Notice>
      )}
    </>
  );
}
