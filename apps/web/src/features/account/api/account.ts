import { ACCOUNT_API as API } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(API.rename, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["session"] }),
  });
}

/** The browsers where the person is signed in. */
export const sessionsQuery = queryOptions({
  queryKey: ["me", "sessions"],
  queryFn: () => callApi(API.sessions, {}),
});

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(API.endSession, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.endOtherSessions, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
