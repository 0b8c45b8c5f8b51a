import { ANALYTICS_API as API, type UsageAnalyticsQuery } from "@larder/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const analyticsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "analytics"];

/** Top and slow movers and the weekday heatmap for the period, category and item chosen. */
export const usageAnalyticsQuery = (workspaceId: string, query: UsageAnalyticsQuery) =>
  queryOptions({
    queryKey: [...analyticsKey(workspaceId), "usage", query],
    queryFn: ({ signal }) => callApi(API.usage, { params: { workspaceId }, query }, signal),
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
    queryFn: ({ signal }) => callApi(API.series, { params: { workspaceId }, query }, signal),
    placeholderData: keepPreviousData,
  });
