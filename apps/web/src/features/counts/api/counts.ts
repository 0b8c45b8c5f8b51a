import type { Count, CountSummary, ItemSummary } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const countsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "counts"];

export const countsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...countsKey(workspaceId), "list"],
    queryFn: () => api<CountSummary[]>(`/api/w/${workspaceId}/counts`),
  });

export const countQuery = (workspaceId: string, countId: string) =>
  queryOptions({
    queryKey: [...countsKey(workspaceId), countId],
    queryFn: () => api<Count>(`/api/w/${workspaceId}/counts/${countId}`),
  });

function useInvalidateCounts(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: countsKey(workspaceId) });
}

export function useStartCount(workspaceId: string) {
  const invalidate = useInvalidateCounts(workspaceId);
  return useMutation({
    mutationFn: (input: { locationId: string; storageAreaId: string | null }) =>
      api<Count>(`/api/w/${workspaceId}/counts`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

/** Saves one line as soon as it is entered; the sheet refreshes from the server after. */
export function useCountLine(workspaceId: string, countId: string) {
  const invalidate = useInvalidateCounts(workspaceId);
  return useMutation({
    mutationFn: ({
      itemId,
      quantity,
      unit,
    }: {
      itemId: string;
      quantity: string | null;
      unit: string;
    }) =>
      api(`/api/w/${workspaceId}/counts/${countId}/lines/${itemId}`, {
        method: "PUT",
        body: { quantity, unit },
      }),
    onSettled: invalidate,
  });
}

export function useFinishCount(workspaceId: string, countId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (how: "post" | "cancel") =>
      api<{ adjustments: number } | undefined>(`/api/w/${workspaceId}/counts/${countId}/${how}`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}

/** The active item a barcode belongs to, and the unit one scan stands for; null if none. */
export async function findByBarcode(
  workspaceId: string,
  code: string,
): Promise<{ itemId: string; name: string; unit: string } | null> {
  const found = await api<{ items: ItemSummary[] }>(`/api/w/${workspaceId}/items`, {
    query: { barcode: code, limit: 1 },
  });
  const item = found.items[0];
  return item
    ? { itemId: item.id, name: item.name, unit: item.scannedUnit ?? item.baseUnit }
    : null;
}
