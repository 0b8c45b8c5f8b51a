import type { ImportJob } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const importsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "imports"];

/** An import; while it is being read or written, asked again every half second. */
export const importQuery = (workspaceId: string, importId: string) =>
  queryOptions({
    queryKey: [...importsKey(workspaceId), importId],
    queryFn: () => api<ImportJob>(`/api/w/${workspaceId}/imports/${importId}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "parsing" || status === "importing" ? 500 : false;
    },
  });

/** Uploads a spreadsheet to be read and checked; nothing is written yet. */
export function useUploadImport(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      api<{ id: string }>(`/api/w/${workspaceId}/imports`, {
        method: "POST",
        body: file,
        query: { fileName: file.name },
      }),
  });
}

export function useConfirmImport(workspaceId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipInvalid: boolean) =>
      api(`/api/w/${workspaceId}/imports/${importId}/confirm`, {
        method: "POST",
        body: { skipInvalid },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId) }),
  });
}

export function useCancelImport(workspaceId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/w/${workspaceId}/imports/${importId}/cancel`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId) }),
  });
}

/** The tables Larder exports (`/api/w/:workspaceId/exports/<table>`). */
export type ExportTableName =
  "items" | "stock" | "movements" | "suppliers" | "supplier-items" | "orders" | "counts";

/** Where a download of `table` is, for the chosen location (or all) and format. */
export function exportUrl(
  workspaceId: string,
  table: ExportTableName,
  format: "csv" | "xlsx",
  locationId: string | null,
): string {
  const params = new URLSearchParams({ format });
  if (locationId) params.set("locationId", locationId);
  return `/api/w/${workspaceId}/exports/${table}?${params.toString()}`;
}
