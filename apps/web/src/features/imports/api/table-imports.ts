import { TABLE_IMPORT_PATHS, type TableImportJob, type TableImportKind } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const base = (workspaceId: string, kind: TableImportKind) =>
  `/api/w/${workspaceId}/imports/${TABLE_IMPORT_PATHS[kind]}`;
const importsKey = (workspaceId: string, kind: TableImportKind) => [
  ...workspaceKey(workspaceId),
  "imports",
  kind,
];

/** An import of `kind`; while it is being read or written, asked again every half second. */
export const tableImportQuery = (workspaceId: string, kind: TableImportKind, importId: string) =>
  queryOptions({
    queryKey: [...importsKey(workspaceId, kind), importId],
    queryFn: () => api<TableImportJob>(`${base(workspaceId, kind)}/${importId}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "parsing" || status === "importing" ? 500 : false;
    },
  });

/** Uploads a spreadsheet to be read and checked; nothing is written yet. */
export function useUploadTableImport(workspaceId: string, kind: TableImportKind) {
  return useMutation({
    mutationFn: (file: File) =>
      api<{ id: string }>(base(workspaceId, kind), {
        method: "POST",
        body: file,
        query: { fileName: file.name },
      }),
  });
}

export function useConfirmTableImport(
  workspaceId: string,
  kind: TableImportKind,
  importId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipInvalid: boolean) =>
      api(`${base(workspaceId, kind)}/${importId}/confirm`, {
        method: "POST",
        body: { skipInvalid },
      }),
    // What an import writes shows on many screens: everything of the workspace is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}

export function useCancelTableImport(workspaceId: string, kind: TableImportKind, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${base(workspaceId, kind)}/${importId}/cancel`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId, kind) }),
  });
}

/** Where the CSV template of an import is: its header row only. */
export const templateUrl = (workspaceId: string, kind: TableImportKind) =>
  `${base(workspaceId, kind)}/template`;
