import type {
  Accuracy,
  CreatedOrders,
  ForecastRun,
  SuggestedOrdersInput,
  Suggestions,
  SuggestionsQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const orderingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "ordering"];
const base = (workspaceId: string) => `/api/w/${workspaceId}/ordering`;

/** While forecasts are being computed, screens ask again every second. */
const whileRunning = (run: ForecastRun | null | undefined) =>
  run && (run.state === "queued" || run.state === "running") ? 1000 : false;

/** Suggested orders for a location, per supplier. */
export const suggestionsQuery = (workspaceId: string, query: SuggestionsQuery) =>
  queryOptions({
    queryKey: [...orderingKey(workspaceId), "suggestions", query],
    queryFn: ({ signal }) =>
      api<Suggestions>(`${base(workspaceId)}/suggestions`, {
        query: query as Record<string, string | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => whileRunning(current.state.data?.run),
  });

/** Each item's recent forecast error beside the baseline's. */
export const accuracyQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...orderingKey(workspaceId), "accuracy", locationId],
    queryFn: () => api<Accuracy>(`${base(workspaceId)}/accuracy`, { query: { locationId } }),
    refetchInterval: (current) => whileRunning(current.state.data?.run),
  });

/** Computes the workspace's forecasts again, in the background. */
export function useRefreshForecasts(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ForecastRun | null>(`${base(workspaceId)}/forecast-run`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderingKey(workspaceId) }),
  });
}

/** Draft purchase orders from suggestion lines, one per supplier. */
export function useCreateSuggestedOrders(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestedOrdersInput) =>
      api<CreatedOrders>(`${base(workspaceId)}/suggestions/orders`, {
        method: "POST",
        body: input,
      }),
    // New drafts change what is on order, the order lists and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}
