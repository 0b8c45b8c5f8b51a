import { TABLE_IMPORTS_API, type TableImportKind } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const importsKey = (workspaceId: string, kind: TableImportKind) => [
  ...workspaceKey(workspaceId),
  "imports",
  kind,
];

/** An import of `kind`; while it is being read or written, asked again every half second. */
export const tableImportQuery = (workspaceId: string, kind: TableImportKind, importId: string) =>
  queryOptions({
    queryKey: [...importsKey(workspaceId, kind), importId],
    queryFn: () => callApi(TABLE_IMPORTS_API[kind].get, { params: { workspaceId, importId } }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "parsing" || status === "importing" ? 500 : false;
    },
  });

/** Uploads a spreadsheet to be read and checked; nothing is written yet. */
export function useUploadTableImport(workspaceId: string, kind: TableImportKind) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi(TABLE_IMPORTS_API[kind].upload, {
        params: { workspaceId },
        query: { fileName: file.name },
        body: file,
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
      callApi(TABLE_IMPORTS_API[kind].confirm, {
        params: { workspaceId, importId },
        body: { skipInvalid },
      }),
    // What an import writes shows on many screens: everything of the workspace is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}

export function useCancelTableImport(workspaceId: string, kind: TableImportKind, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(TABLE_IMPORTS_API[kind].cancel, { params: { workspaceId, importId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(workspaceId, kind) }),
  });
}

/** Where the CSV template of an import is: its header row only. */
export const templateUrl = (workspaceId: string, kind: TableImportKind) =>
  apiUrl(TABLE_IMPORTS_API[kind].template, { params: { workspaceId } });
