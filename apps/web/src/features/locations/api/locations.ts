import {
  LOCATIONS_API as API,
  PLANNING_API,
  type ApiBody,
  type ClosureInput,
  type LocationInput,
  type StorageArea,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { locationsKey } from "@/lib/scope";
import { workspaceKey } from "@/lib/session";

function useInvalidateLocations(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locationsKey(workspaceId) });
}

export function useCreateLocation(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  return useMutation({
    mutationFn: (input: LocationInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: invalidate,
  });
}

export type LocationChanges = ApiBody<typeof API.update>;

export function useUpdateLocation(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, changes }: { locationId: string; changes: LocationChanges }) =>
      callApi(API.update, { params: { workspaceId, locationId }, body: changes }),
    onSuccess: async (_, { changes }) => {
      await invalidate();
      // Archiving the location a session looks at sends it back to "All locations".
      if (changes.archived !== undefined)
        await queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}

export function useAddStorageArea(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  return useMutation({
    mutationFn: ({ locationId, name }: { locationId: string; name: string }) =>
      callApi(API.addStorageArea, { params: { workspaceId, locationId }, body: { name } }),
    onSuccess: invalidate,
  });
}

export type StorageAreaChanges = ApiBody<typeof API.updateStorageArea>;

export function useUpdateStorageArea(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  return useMutation({
    mutationFn: ({
      storageAreaId,
      changes,
    }: {
      storageAreaId: string;
      changes: StorageAreaChanges;
    }) => callApi(API.updateStorageArea, { params: { workspaceId, storageAreaId }, body: changes }),
    onSuccess: invalidate,
  });
}

/**
 * Moves one storage area up or down among the active ones of its location, and writes the new
 * order as positions 0, 1, 2, … for every area whose position changed.
 */
export function useMoveStorageArea(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  return useMutation({
    mutationFn: async ({
      areas,
      index,
      by,
    }: {
      areas: StorageArea[];
      index: number;
      by: -1 | 1;
    }) => {
      const order = [...areas];
      const target = index + by;
      if (target < 0 || target >= order.length) return;
      [order[index], order[target]] = [order[target]!, order[index]!];
      for (const [position, area] of order.entries()) {
        if (area.position !== position)
          await callApi(API.updateStorageArea, {
            params: { workspaceId, storageAreaId: area.id },
            body: { position },
          });
      }
    },
    onSettled: invalidate,
  });
}

/** Days a location is shut besides its weekly closing days, from a year ago on. */
export const closuresQuery = (workspaceId: string, locationId: string) =>
  queryOptions({
    queryKey: [...locationsKey(workspaceId), "closures", locationId],
    queryFn: () => callApi(API.closures, { params: { workspaceId, locationId } }),
  });

export function useClosureChange(workspaceId: string, locationId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  const params = { workspaceId, locationId };
  return useMutation({
    mutationFn: async (change: { add: ClosureInput } | { remove: string }) => {
      if ("add" in change) await callApi(API.close, { params, body: change.add });
      else await callApi(API.reopen, { params, query: { day: change.remove } });
    },
    onSuccess: invalidate,
  });
}

/**
 * Sets the country or region whose public holidays a location keeps (null: none). The server
 * asks for fresh forecasts; the planning calendar and forecasts shown are read again.
 */
export function useHolidayRegion(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, region }: { locationId: string; region: string | null }) =>
      callApi(PLANNING_API.setHolidayRegion, {
        params: { workspaceId, locationId },
        body: { holidayRegion: region },
      }),
    onSuccess: () =>
      Promise.all(
        ["locations", "planning", "analytics", "ordering"].map((key) =>
          queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), key] }),
        ),
      ),
  });
}
