import type { UsageAnalytics, UsageAnalyticsQuery, UsageSeries } from "@larder/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const analyticsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "analytics"];

/** Top and slow movers and the weekday heatmap for the period, category and item chosen. */
export const usageAnalyticsQuery = (workspaceId: string, query: UsageAnalyticsQuery) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), "usage", query],
    queryFn: ({ signal }) =>
      api<UsageAnalytics>(`/api/w/${workspaceId}/analytics/usage`, {
        query: query as Record<string, string | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One item's daily use and its forecast (56 days behind and 14 ahead unless asked). */
export const usageSeriesQuery = (
  workspaceId: string,
  query: {
    itemId: string;
    locationId?: string | undefined;
    days?: number | undefined;
    horizon?: number | undefined;
  },
) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), "series", query],
    queryFn: ({ signal }) =>
      api<UsageSeries>(`/api/w/${workspaceId}/analytics/series`, { query, signal }),
    placeholderData: keepPreviousData,
  });
