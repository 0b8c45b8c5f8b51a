import type {
  AdjustmentInput,
  MovementKind,
  ReceiptInput,
  Recorded,
  StockList,
  StockListQuery,
  StockOverview,
  TransferInput,
  UsageInput,
  WasteInput,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Movement } from "@larder/contracts";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const stockKey = (workspaceId: string) => [...workspaceKey(workspaceId), "stock"];

/** Stock per item at one location (or all, added together), filtered, sorted and paged. */
export const stockListQuery = (workspaceId: string, query: StockListQuery) =>
  queryOptions({
    queryKey: [...stockKey(workspaceId), "list", query],
    queryFn: ({ signal }) =>
      api<StockList>(`/api/w/${workspaceId}/stock`, {
        query: query as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Out, low and adequate counts and the share available, for the Overview card. */
export const stockOverviewQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...stockKey(workspaceId), "overview", locationId],
    queryFn: () =>
      api<StockOverview>(`/api/w/${workspaceId}/stock/overview`, {
        query: { locationId },
      }),
  });

export interface MovementFilter {
  itemId?: string;
  locationId?: string | null;
  kind?: MovementKind;
}

/** The newest movements of the ledger (one page). */
export const movementsQuery = (workspaceId: string, filter: MovementFilter, limit = 20) =>
  queryOptions({
    queryKey: [...stockKey(workspaceId), "movements", filter, limit],
    queryFn: () =>
      api<{ movements: Movement[]; nextBefore: string | null }>(`/api/w/${workspaceId}/movements`, {
        query: { ...filter, limit },
      }),
  });

type ActionInputs = {
  usage: UsageInput;
  waste: WasteInput;
  receipts: ReceiptInput;
  transfers: TransferInput;
  adjustments: AdjustmentInput;
};
export type StockAction = keyof ActionInputs;

/**
 * Records one stock action. Each submission carries a new request key, so a retry after a
 * dropped connection is recorded once.
 */
export function useRecordStock<Action extends StockAction>(workspaceId: string, action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInputs[Action]) =>
      api<Recorded>(`/api/w/${workspaceId}/stock/${action}`, {
        method: "POST",
        body: { requestKey: crypto.randomUUID(), ...input },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "items"] }),
        queryClient.invalidateQueries({
          queryKey: [...workspaceKey(workspaceId), "notifications"],
        }),
      ]),
  });
}
