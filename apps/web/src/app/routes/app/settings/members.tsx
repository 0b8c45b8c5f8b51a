import type { LoaderFunctionArgs } from "react-router";
import { can } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { locationsQuery } from "@/lib/scope";
import { invitationsQuery, joinRequestsQuery, membersQuery } from "@/features/team/api/team";
import { InvitationsList } from "@/features/team/components/invitations-list";
import { InvitationsNotInDemo, InviteForm } from "@/features/team/components/invite-form";
import { JoinRequests } from "@/features/team/components/join-requests";
import { LeaveWorkspace } from "@/features/team/components/leave-workspace";
import { MembersList } from "@/features/team/components/members-list";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(membersQuery(workspaceId)),
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
  ];
  if (can(workspace.role, "members.manage"))
    loads.push(
      queryClient.ensureQueryData(invitationsQuery(workspaceId)),
      queryClient.ensureQueryData(joinRequestsQuery(workspaceId)),
    );
  await Promise.all(loads);
  return null;
}

/** `/app/settings/members`: the team; owners also invite, approve and change roles. */
export function MembersSettingsPage() {
  const workspace = useCurrentWorkspace();
  const { data: locations } = useSuspenseQuery(locationsQuery(workspace.id));
  const canManage = can(workspace.role, "members.manage");
  const options = locations.map((location) => ({ id: location.id, name: location.name }));
  return (
    <>
      <SettingsHeading
        title="Members"
        description={
          canManage
            ? "Who works in this workspace, what each may do, and who is invited."
            : "Who works in this workspace."
        }
      />
      <div className="space-y-6">
        {canManage ? <JoinRequests workspaceId={workspace.id} /> : null}
        {canManage && workspace.isDemo ? <InvitationsNotInDemo /> : null}
        {canManage && !workspace.isDemo ? (
          <InviteForm workspaceId={workspace.id} locations={options} />
        ) : null}
        <MembersList workspaceId={workspace.id} locations={options} canManage={canManage} />
        {canManage ? <InvitationsList workspaceId={workspace.id} /> : null}
        <LeaveWorkspace
          workspaceId={workspace.id}
          workspaceName={workspace.name}
          onLeft={() => window.location.assign("/app")}
        />
      </div>
    </>
  );
}
