import type {
  ClosureInput,
  LocationCalendarMonth,
  LocationEvent,
  LocationEventInput,
  PlanningLocation,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const planningKey = (workspaceId: string) => [...workspaceKey(workspaceId), "planning"];

/** A month of a location's calendar: its holidays, closures, promotions and events. */
export const calendarQuery = (workspaceId: string, locationId: string, month: string) =>
  queryOptions({
    queryKey: [...planningKey(workspaceId), "calendar", locationId, month],
    queryFn: ({ signal }) =>
      api<LocationCalendarMonth>(`/api/w/${workspaceId}/locations/${locationId}/calendar`, {
        query: { month },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The location to open on when the top bar names none: the one with the most history. */
export const planningLocationQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...planningKey(workspaceId), "location"],
    queryFn: ({ signal }) =>
      api<PlanningLocation>(`/api/w/${workspaceId}/planning/location`, { signal }),
  });

/**
 * Everything a plan changes: the calendar, the forecasts drawn from it (analytics) and the
 * suggestions and forecast run (ordering), so the manager sees the forecast move.
 */
function useAfterPlanning(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ["planning", "analytics", "ordering"].map((key) =>
        queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), key] }),
      ),
    );
}

export type PlanChange =
  | { add: LocationEventInput }
  | { edit: string; event: LocationEventInput }
  | { remove: string }
  | { close: ClosureInput }
  | { reopen: string };

/**
 * Plans, changes or removes a promotion or an event, or marks a day closed (or open again) at
 * a location. Events ask for fresh forecasts on the server; a closure asks here.
 */
export function usePlanChange(workspaceId: string, locationId: string) {
  const after = useAfterPlanning(workspaceId);
  const w = `/api/w/${workspaceId}`;
  const closures = `${w}/locations/${locationId}/closures`;
  return useMutation({
    mutationFn: async (change: PlanChange) => {
      if ("add" in change)
        return api<LocationEvent>(`${w}/locations/${locationId}/events`, {
          method: "POST",
          body: change.add,
        });
      if ("edit" in change)
        return api<LocationEvent>(`${w}/location-events/${change.edit}`, {
          method: "PUT",
          body: change.event,
        });
      if ("remove" in change)
        return api(`${w}/location-events/${change.remove}`, { method: "DELETE" });
      if ("close" in change) await api(closures, { method: "POST", body: change.close });
      else await api(closures, { method: "DELETE", query: { day: change.reopen } });
      return api(`${w}/ordering/forecast-run`, { method: "POST" });
    },
    // The change is saved once the server says so: the screens it changes are read again
    // meanwhile, and the manager is not kept waiting for them (the forecast panel may take a
    // moment on a large workspace).
    onSuccess: () => {
      void after();
    },
  });
}
