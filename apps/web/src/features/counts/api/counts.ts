import { COUNTS_API as API, ITEMS_API, type ApiBody, type ApiReply } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

const countsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "counts"];

export const countsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...countsKey(workspaceId), "list"],
    queryFn: () => callApi(API.list, { params: { workspaceId } }),
  });

export const countQuery = (workspaceId: string, countId: string) =>
  queryOptions({
    queryKey: [...countsKey(workspaceId), countId],
    queryFn: () => callApi(API.get, { params: { workspaceId, countId } }),
  });

function useInvalidateCounts(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: countsKey(workspaceId) });
}

export function useStartCount(workspaceId: string) {
  const invalidate = useInvalidateCounts(workspaceId);
  return useMutation({
    mutationFn: (input: ApiBody<typeof API.start>) =>
      callApi(API.start, { params: { workspaceId }, body: input }),
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
      callApi(API.setLine, { params: { workspaceId, countId, itemId }, body: { quantity, unit } }),
    onSettled: invalidate,
  });
}

/** Posts the count (answering how many adjustments it made) or cancels it (answering nothing). */
export function useFinishCount(workspaceId: string, countId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (how: "post" | "cancel"): Promise<ApiReply<typeof API.post> | undefined> => {
      const params = { workspaceId, countId };
      if (how === "post") return callApi(API.post, { params });
      await callApi(API.cancel, { params });
      return undefined;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
  });
}

/** The active item a barcode belongs to, and the unit one scan stands for; null if none. */
export async function findByBarcode(
  workspaceId: string,
  code: string,
): Promise<{ itemId: string; name: string; unit: string } | null> {
  const found = await callApi(ITEMS_API.list, {
    params: { workspaceId },
    query: { barcode: code, limit: 1 },
  });
  const item = found.items[0];
  return item
    ? { itemId: item.id, name: item.name, unit: item.scannedUnit ?? item.baseUnit }
    : null;
}
