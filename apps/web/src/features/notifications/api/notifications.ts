import type { NotificationList } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const notificationsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "notifications"];

/** Your notifications in the workspace, newest first, with the unread count. */
export const notificationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: notificationsKey(workspaceId),
    queryFn: () => api<NotificationList>(`/api/w/${workspaceId}/notifications`),
  });

export function useMarkAllRead(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ marked: number }>(`/api/w/${workspaceId}/notifications/read-all`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(workspaceId) }),
  });
}
