import { SALES_API, type ApiQuery } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { menuKey } from "./menu";

/** The period, and optionally one location or one menu section, whose plates are compared. */
export type EngineeringQuery = ApiQuery<typeof SALES_API.engineering>;

/**
 * Menu engineering over a period: each plate's portions sold, share of the mix and margin, and
 * its quadrant. Under the menu's key, so sales (lib/live.ts) and menu changes refresh it.
 */
export const engineeringQuery = (workspaceId: string, query: EngineeringQuery) =>
  queryOptions({
    queryKey: [...menuKey(workspaceId), "engineering", query],
    queryFn: () => callApi(SALES_API.engineering, { params: { workspaceId }, query }),
    placeholderData: (previous) => previous,
  });
