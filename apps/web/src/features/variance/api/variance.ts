import { VARIANCE_API as API, type VarianceQuery } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The variance report: stock and sales events refresh it (lib/live.ts). */
export const varianceKey = (workspaceId: string) => [...workspaceKey(workspaceId), "variance"];

/** Actual versus theoretical usage per item at one location over whole days. */
export const varianceQuery = (workspaceId: string, query: VarianceQuery) =>
  queryOptions({
    queryKey: [...varianceKey(workspaceId), "report", query],
    queryFn: () => callApi(API.report, { params: { workspaceId }, query }),
    placeholderData: (previous) => previous,
  });

/** Where one item's figures come from: its count lines, movements and the plates that use it. */
export const varianceItemQuery = (workspaceId: string, itemId: string, query: VarianceQuery) =>
  queryOptions({
    queryKey: [...varianceKey(workspaceId), "item", itemId, query],
    queryFn: () => callApi(API.item, { params: { workspaceId, itemId }, query }),
  });

/** The report as a download. */
export function varianceExportUrl(
  workspaceId: string,
  query: VarianceQuery,
  format: "csv" | "xlsx",
): string {
  return apiUrl(API.export, { params: { workspaceId }, query: { ...query, format } });
}
