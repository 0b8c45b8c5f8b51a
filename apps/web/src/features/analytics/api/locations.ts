import type { LocationComparison, LocationComparisonQuery } from "@larder/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { analyticsKey } from "./analytics";

/** The locations the member sees, side by side, for the period. */
export const locationComparisonQuery = (workspaceId: string, query: LocationComparisonQuery) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), "locations", query],
    queryFn: ({ signal }) =>
      api<LocationComparison>(`/api/w/${workspaceId}/analytics/locations`, {
        query: query as Record<string, string | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
