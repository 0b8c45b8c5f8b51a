import { LOCATIONS_API } from "@larder/contracts";
import type { Role } from "@larder/domain";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { callApi } from "./api";
import { useCurrentWorkspace, useSession, workspaceKey } from "./session";

type Archived = "include" | "exclude";

export const locationsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "locations"];

/**
 * The locations the member can see, with their storage areas (archived ones on request). Shared
 * here rather than in features/locations because every screen's scope starts from it; the
 * location mutations (features/locations/api) invalidate it through `locationsKey`.
 */
export const locationsQuery = (workspaceId: string, archived: Archived = "exclude") =>
  queryOptions({
    queryKey: [...locationsKey(workspaceId), archived],
    queryFn: () => callApi(LOCATIONS_API.list, { params: { workspaceId }, query: { archived } }),
  });

/** The workspace, the member's active locations, and the one the top bar has chosen. */
export function useScope() {
  const session = useSession();
  const workspace = useCurrentWorkspace();
  const { data: locations } = useSuspenseQuery(locationsQuery(workspace.id));
  const locationId = session.currentLocationId;
  const location = locations.find((candidate) => candidate.id === locationId) ?? null;
  return {
    workspace,
    locations,
    /** Null for "All locations". */
    locationId: location?.id ?? null,
    locationName: location?.name ?? (locations.length === 1 ? locations[0]!.name : "All locations"),
    /** "Main Street" or "all your locations", for sentences. */
    whereLabel:
      location?.name ?? (locations.length === 1 ? locations[0]!.name : "all your locations"),
    role: workspace.role as Role,
  };
}
