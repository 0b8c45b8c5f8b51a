import { EXPORTS_API, IMPORTS_API as API } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const importsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "imports"];

/** An import; while it is being read or written, asked again every half second. */
export const importQuery = (workspaceId: string, importId: string) =>
  queryOptions({
    queryKey: [...importsKey(workspaceId), importId],
    queryFn: () => callApi(API.get, { params: { workspaceId, importId } }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "parsing" || status === "importing" ? 500 : false;
    },
  });

/** Uploads a spreadsheet to be read and checked; nothing is written yet. */
export function useUploadImport(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi(API.upload, { params: { workspaceId }, query: { fileName: file.name }, body: file }),
  });
}

export function useConfirmImport(workspaceId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipInvalid: boolean) =>
      callApi(API.confirm, { params: { workspaceId, importId }, body: { skipInvalid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId) }),
  });
}

export function useCancelImport(workspaceId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.cancel, { params: { workspaceId, importId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId) }),
  });
}

/** The tables Larder exports (EXPORTS_API). */
export type ExportTableName = keyof typeof EXPORTS_API;

/** Where a download of `table` is, for the chosen location (or all) and format. */
export function exportUrl(
  workspaceId: string,
  table: ExportTableName,
  format: "csv" | "xlsx",
  locationId: string | null,
): string {
  return apiUrl(EXPORTS_API[table], {
    params: { workspaceId },
    query: { format, locationId: locationId ?? undefined },
  });
}

/** Where the CSV template of the items import is: its header row only. */
export const itemsTemplateUrl = (workspaceId: string) =>
  apiUrl(API.template, { params: { workspaceId } });
