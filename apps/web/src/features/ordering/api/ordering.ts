import {
  ORDERING_API as API,
  type ForecastRun,
  type SuggestedOrdersInput,
  type SuggestionsQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const orderingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "ordering"];

/** While forecasts are being computed, screens ask again every second. */
const whileRunning = (run: ForecastRun | null | undefined) =>
  run && (run.state === "queued" || run.state === "running") ? 1000 : false;

/** Suggested orders for a location, per supplier. */
export const suggestionsQuery = (workspaceId: string, query: SuggestionsQuery) =>
  queryOptions({
    queryKey: [...orderingKey(workspaceId), "suggestions", query],
    queryFn: ({ signal }) => callApi(API.suggestions, { params: { workspaceId }, query }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => whileRunning(current.state.data?.run),
  });

/** Each item's recent forecast error beside the baseline's. */
export const accuracyQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...orderingKey(workspaceId), "accuracy", locationId],
    queryFn: () =>
      callApi(API.accuracy, {
        params: { workspaceId },
        query: { locationId: locationId ?? undefined },
      }),
    refetchInterval: (current) => whileRunning(current.state.data?.run),
  });

/** Computes the workspace's forecasts again, in the background. */
export function useRefreshForecasts(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.runForecasts, { params: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderingKey(workspaceId) }),
  });
}

/** Draft purchase orders from suggestion lines, one per supplier. */
export function useCreateSuggestedOrders(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestedOrdersInput) =>
      callApi(API.createOrders, { params: { workspaceId }, body: input }),
    // New drafts change what is on order, the order lists and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}
