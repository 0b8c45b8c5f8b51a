import type { VarianceItemDetail, VarianceQuery, VarianceReport } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The variance report: stock and sales events refresh it (lib/live.ts). */
export const varianceKey = (workspaceId: string) => [...workspaceKey(workspaceId), "variance"];
const base = (workspaceId: string) => `/api/w/${workspaceId}/reports/variance`;

/** Actual versus theoretical usage per item at one location over whole days. */
export const varianceQuery = (workspaceId: string, query: VarianceQuery) =>
  queryOptions({
    queryKey: [...varianceKey(workspaceId), "report", query],
    queryFn: () => api<VarianceReport>(base(workspaceId), { query: { ...query } }),
    placeholderData: (previous) => previous,
  });

/** Where one item's figures come from: its count lines, movements and the plates that use it. */
export const varianceItemQuery = (workspaceId: string, itemId: string, query: VarianceQuery) =>
  queryOptions({
    queryKey: [...varianceKey(workspaceId), "item", itemId, query],
    queryFn: () =>
      api<VarianceItemDetail>(`${base(workspaceId)}/items/${itemId}`, { query: { ...query } }),
  });

/** The report as a download. */
export function varianceExportUrl(
  workspaceId: string,
  query: VarianceQuery,
  format: "csv" | "xlsx",
): string {
  const params = new URLSearchParams({ ...query, format });
  return `${base(workspaceId)}/export?${params.toString()}`;
}
