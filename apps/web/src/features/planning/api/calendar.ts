import {
  LOCATIONS_API,
  ORDERING_API,
  PLANNING_API as API,
  type ClosureInput,
  type LocationEventInput,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const planningKey = (workspaceId: string) => [...workspaceKey(workspaceId), "planning"];

/** A month of a location's calendar: its holidays, closures, promotions and events. */
export const calendarQuery = (workspaceId: string, locationId: string, month: string) =>
  queryOptions({
    queryKey: [...planningKey(workspaceId), "calendar", locationId, month],
    queryFn: ({ signal }) =>
      callApi(API.calendar, { params: { workspaceId, locationId }, query: { month } }, signal),
    placeholderData: keepPreviousData,
  });

/** The location to open on when the top bar names none: the one with the most history. */
export const planningLocationQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...planningKey(workspaceId), "location"],
    queryFn: ({ signal }) => callApi(API.location, { params: { workspaceId } }, signal),
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
  const location = { workspaceId, locationId };
  return useMutation({
    mutationFn: async (change: PlanChange) => {
      if ("add" in change) return callApi(API.addEvent, { params: location, body: change.add });
      if ("edit" in change)
        return callApi(API.editEvent, {
          params: { workspaceId, eventId: change.edit },
          body: change.event,
        });
      if ("remove" in change)
        return callApi(API.removeEvent, { params: { workspaceId, eventId: change.remove } });
      if ("close" in change)
        await callApi(LOCATIONS_API.close, { params: location, body: change.close });
      else await callApi(LOCATIONS_API.reopen, { params: location, query: { day: change.reopen } });
      return callApi(ORDERING_API.runForecasts, { params: { workspaceId } });
    },
    // The change is saved once the server says so: the screens it changes are read again
    // meanwhile, and the manager is not kept waiting for them (the forecast panel may take a
    // moment on a large workspace).
    onSuccess: () => {
      void after();
    },
  });
}
