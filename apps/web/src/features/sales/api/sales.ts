import type { PosName, SalesColumnMapping, SalesImport, SalesPage } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Everything of sales: a live `sales` event refreshes it (lib/live.ts). */
export const salesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "sales"];
const base = (workspaceId: string) => `/api/w/${workspaceId}/sales`;

const working = (status: SalesImport["status"] | undefined) =>
  status === "reading" || status === "posting";

/** A sales import; while it is being read or posted, asked again every half second. */
export const salesImportQuery = (workspaceId: string, importId: string) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "imports", importId],
    queryFn: () => api<SalesImport>(`${base(workspaceId)}/imports/${importId}`),
    refetchInterval: (query) => (working(query.state.data?.status) ? 500 : false),
  });

/** The latest imports, newest first. */
export const salesImportsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "imports", "latest"],
    queryFn: () => api<SalesImport[]>(`${base(workspaceId)}/imports`),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((job) => working(job.status)) ? 2000 : false,
  });

/** POS names: those still waiting for a menu item, or every one remembered. */
export const posNamesQuery = (workspaceId: string, status: "unmapped" | "all") =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "names", status],
    queryFn: () => api<PosName[]>(`${base(workspaceId)}/names`, { query: { status } }),
  });

export interface SalesFilter {
  locationId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** Sale lines, newest first, with the totals of all the lines the filter keeps. */
export const salesQuery = (workspaceId: string, filter: SalesFilter) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "lines", filter],
    queryFn: () => api<SalesPage>(base(workspaceId), { query: { ...filter } }),
    placeholderData: (previous) => previous,
  });

function useRefreshSales(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: salesKey(workspaceId) });
}

/** Uploads a POS export for a location, to be read and checked; nothing is posted yet. */
export function useUploadSales(workspaceId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: ({ file, locationId }: { file: File; locationId: string }) =>
      api<{ id: string }>(`${base(workspaceId)}/imports`, {
        method: "POST",
        body: file,
        query: { fileName: file.name, locationId },
      }),
    onSuccess: refresh,
  });
}

/** Chooses which column holds what; the file is read again. */
export function useSetSalesColumns(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: (mapping: SalesColumnMapping) =>
      api(`${base(workspaceId)}/imports/${importId}`, { method: "PATCH", body: { mapping } }),
    onSuccess: refresh,
  });
}

/** Posts an import's new lines; their ingredients leave stock in the background. */
export function usePostSalesImport(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: () => api(`${base(workspaceId)}/imports/${importId}/post`, { method: "POST" }),
    onSuccess: refresh,
  });
}

export function useCancelSalesImport(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: () => api(`${base(workspaceId)}/imports/${importId}/cancel`, { method: "POST" }),
    onSuccess: refresh,
  });
}

export interface NameMeaningInput {
  name: string;
  menuItemId: string | null;
  ignored: boolean;
}

/**
 * Says which menu item a POS name is (or that it is not food): remembered for every later file
 * and ticket, and the lines waiting under it leave stock now. Variance and the menu's figures
 * change with it, so the live event refreshes them; sales are refreshed at once here.
 */
export function useMapPosName(workspaceId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: (input: NameMeaningInput) =>
      api<{ depleted: number; movements: number; unmeasurable: string[] }>(
        `${base(workspaceId)}/names`,
        { method: "PUT", body: input },
      ),
    onSuccess: refresh,
  });
}
