import { BACKUPS_API as API } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";

// The server's, not a workspace's: only the person who runs the server may see them.

/** The server's backups; asked again every 2 s while one is being written. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: ["server", "backups"],
    queryFn: () => callApi(API.list, {}),
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });

/** "Back up now": starts one; the list follows it until it is written. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.backUpNow, {}),
    onSuccess: (backups) => queryClient.setQueryData(backupsQuery().queryKey, backups),
  });
}
