import { ANALYTICS_API, type LocationComparisonQuery } from "@larder/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { analyticsKey } from "./analytics";

/** The locations the member sees, side by side, for the period. */
export const locationComparisonQuery = (workspaceId: string, query: LocationComparisonQuery) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), "locations", query],
    queryFn: ({ signal }) =>
      callApi(ANALYTICS_API.locations, { params: { workspaceId }, query }, signal),
    placeholderData: keepPreviousData,
  });
