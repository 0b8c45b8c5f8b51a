import type { Backups } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The server's backups; asked again every 2 s while one is being written. */
export const backupsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...workspaceKey(workspaceId), "backups"],
    queryFn: () => api<Backups>(`/api/w/${workspaceId}/backups`),
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });

/** "Back up now": starts one; the list follows it until it is written. */
export function useBackUpNow(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Backups>(`/api/w/${workspaceId}/backups`, { method: "POST" }),
    onSuccess: (backups) => queryClient.setQueryData(backupsQuery(workspaceId).queryKey, backups),
  });
}
