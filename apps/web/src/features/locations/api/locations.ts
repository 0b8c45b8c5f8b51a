import type {
  Closure,
  ClosureInput,
  Location,
  LocationInput,
  StorageArea,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
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
      api<{ id: string }>(`/api/w/${workspaceId}/locations`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export type LocationChanges = Partial<
  Pick<Location, "name" | "address" | "timeZone" | "currency" | "archived" | "openingDays">
>;

export function useUpdateLocation(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, changes }: { locationId: string; changes: LocationChanges }) =>
      api(`/api/w/${workspaceId}/locations/${locationId}`, { method: "PATCH", body: changes }),
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
      api<StorageArea>(`/api/w/${workspaceId}/locations/${locationId}/storage-areas`, {
        method: "POST",
        body: { name },
      }),
    onSuccess: invalidate,
  });
}

export type StorageAreaChanges = Partial<Pick<StorageArea, "name" | "position" | "archived">>;

export function useUpdateStorageArea(workspaceId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  return useMutation({
    mutationFn: ({
      storageAreaId,
      changes,
    }: {
      storageAreaId: string;
      changes: StorageAreaChanges;
    }) =>
      api(`/api/w/${workspaceId}/storage-areas/${storageAreaId}`, {
        method: "PATCH",
        body: changes,
      }),
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
          await api(`/api/w/${workspaceId}/storage-areas/${area.id}`, {
            method: "PATCH",
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
    queryFn: () => api<Closure[]>(`/api/w/${workspaceId}/locations/${locationId}/closures`),
  });

export function useClosureChange(workspaceId: string, locationId: string) {
  const invalidate = useInvalidateLocations(workspaceId);
  const path = `/api/w/${workspaceId}/locations/${locationId}/closures`;
  return useMutation({
    mutationFn: (change: { add: ClosureInput } | { remove: string }) =>
      "add" in change
        ? api<Closure>(path, { method: "POST", body: change.add })
        : api(path, { method: "DELETE", query: { day: change.remove } }),
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
      api(`/api/w/${workspaceId}/locations/${locationId}/holiday-region`, {
        method: "PUT",
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
