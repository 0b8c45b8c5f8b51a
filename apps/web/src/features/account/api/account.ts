import type { SessionList } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api("/api/me", { method: "PATCH", body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["session"] }),
  });
}

/** The browsers where the person is signed in. */
export const sessionsQuery = queryOptions({
  queryKey: ["me", "sessions"],
  queryFn: () => api<SessionList>("/api/me/sessions"),
});

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api(`/api/me/sessions/${sessionId}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ signedOut: number }>("/api/me/sessions/sign-out-others", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
