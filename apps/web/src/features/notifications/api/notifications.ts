import { NOTIFICATIONS_API as API } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const notificationsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "notifications"];

/** Your notifications in the workspace, newest first, with the unread count. */
export const notificationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: notificationsKey(workspaceId),
    queryFn: () => callApi(API.list, { params: { workspaceId } }),
  });

export function useMarkAllRead(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.readAll, { params: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(workspaceId) }),
  });
}
