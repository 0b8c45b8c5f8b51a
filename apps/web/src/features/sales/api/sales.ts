import { SALES_API as API, type ApiBody, type ApiReply } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Everything of sales: a live `sales` event refreshes it (lib/live.ts). */
export const salesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "sales"];

const working = (status: ApiReply<typeof API.import>["status"] | undefined) =>
  status === "reading" || status === "posting";

/** A sales import; while it is being read or posted, asked again every half second. */
export const salesImportQuery = (workspaceId: string, importId: string) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "imports", importId],
    queryFn: () => callApi(API.import, { params: { workspaceId, salesImportId: importId } }),
    refetchInterval: (query) => (working(query.state.data?.status) ? 500 : false),
  });

/** The latest imports, newest first. */
export const salesImportsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "imports", "latest"],
    queryFn: () => callApi(API.imports, { params: { workspaceId } }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((job) => working(job.status)) ? 2000 : false,
  });

/** POS names: those still waiting for a menu item, or every one remembered. */
export const posNamesQuery = (workspaceId: string, status: "unmapped" | "all") =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "names", status],
    queryFn: () => callApi(API.names, { params: { workspaceId }, query: { status } }),
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
    queryFn: () => callApi(API.lines, { params: { workspaceId }, query: { ...filter } }),
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
      callApi(API.upload, {
        params: { workspaceId },
        query: { fileName: file.name, locationId },
        body: file,
      }),
    onSuccess: refresh,
  });
}

/** Chooses which column holds what; the file is read again. */
export function useSetSalesColumns(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: (mapping: ApiBody<typeof API.setColumns>["mapping"]) =>
      callApi(API.setColumns, {
        params: { workspaceId, salesImportId: importId },
        body: { mapping },
      }),
    onSuccess: refresh,
  });
}

/** Posts an import's new lines; their ingredients leave stock in the background. */
export function usePostSalesImport(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: () => callApi(API.post, { params: { workspaceId, salesImportId: importId } }),
    onSuccess: refresh,
  });
}

export function useCancelSalesImport(workspaceId: string, importId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: () => callApi(API.cancel, { params: { workspaceId, salesImportId: importId } }),
    onSuccess: refresh,
  });
}

/**
 * Says which menu item a POS name is (or that it is not food): remembered for every later file
 * and ticket, and the lines waiting under it leave stock now. Variance and the menu's figures
 * change with it, so the live event refreshes them; sales are refreshed at once here.
 */
export function useMapPosName(workspaceId: string) {
  const refresh = useRefreshSales(workspaceId);
  return useMutation({
    mutationFn: (input: ApiBody<typeof API.mapName>) =>
      callApi(API.mapName, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}
