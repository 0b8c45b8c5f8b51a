import type { LoaderFunctionArgs } from "react-router";
import { can } from "@larder/domain";
import { locationsQuery } from "@/lib/scope";
import { LocationsSettings } from "@/features/locations/components/locations-settings";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  const manage = can(workspace.role, "locations.manage");
  await queryClient.ensureQueryData(locationsQuery(workspaceId, manage ? "include" : "exclude"));
  return null;
}

/** `/app/settings/locations`: locations and storage areas; managers and owners edit them. */
export function LocationsSettingsPage() {
  const workspace = useCurrentWorkspace();
  const canManage = can(workspace.role, "locations.manage");
  return (
    <>
      <SettingsHeading
        title="Locations"
        description={
          canManage
            ? "Your restaurants, bars and commissaries, and the storage areas in each."
            : "The locations you work at, and their storage areas. Owners and managers change them."
        }
      />
      <LocationsSettings workspaceId={workspace.id} canManage={canManage} />
    </>
  );
}
