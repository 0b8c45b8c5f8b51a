import type { MenuEngineering } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { menuKey } from "./menu";

export interface EngineeringQuery {
  locationId?: string | undefined;
  /** One menu section, whose plates are compared among themselves. */
  sectionId?: string | undefined;
  from: string;
  to: string;
}

/**
 * Menu engineering over a period: each plate's portions sold, share of the mix and margin, and
 * its quadrant. Under the menu's key, so sales (lib/live.ts) and menu changes refresh it.
 */
export const engineeringQuery = (workspaceId: string, query: EngineeringQuery) =>
  queryOptions({
    queryKey: [...menuKey(workspaceId), "engineering", query],
    queryFn: () =>
      api<MenuEngineering>(`/api/w/${workspaceId}/menu/engineering`, { query: { ...query } }),
    placeholderData: (previous) => previous,
  });
