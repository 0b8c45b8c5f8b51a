import {
  STOCK_API as API,
  type AdjustmentInput,
  type MovementKind,
  type ReceiptInput,
  type StockListQuery,
  type TransferInput,
  type UsageInput,
  type WasteInput,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const stockKey = (workspaceId: string) => [...workspaceKey(workspaceId), "stock"];

/** Stock per item at one location (or all, added together), filtered, sorted and paged. */
export const stockListQuery = (workspaceId: string, query: StockListQuery) =>
  queryOptions({
    queryKey: [...stockKey(workspaceId), "list", query],
    queryFn: ({ signal }) => callApi(API.list, { params: { workspaceId }, query }, signal),
    placeholderData: keepPreviousData,
  });

/** Out, low and adequate counts and the share available, for the Overview card. */
export const stockOverviewQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...stockKey(workspaceId), "overview", locationId],
    queryFn: () =>
      callApi(API.overview, {
        params: { workspaceId },
        query: { locationId: locationId ?? undefined },
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
      callApi(API.movements, {
        params: { workspaceId },
        query: { ...filter, locationId: filter.locationId ?? undefined, limit },
      }),
  });

/** The route that records each stock action. */
const RECORD = {
  usage: API.usage,
  waste: API.waste,
  receipts: API.receipt,
  transfers: API.transfer,
  adjustments: API.adjustment,
};
export type StockAction = keyof typeof RECORD;
/** What each action takes: the bodies of the routes above, by the names contracts gives them. */
type ActionInputs = {
  usage: UsageInput;
  waste: WasteInput;
  receipts: ReceiptInput;
  transfers: TransferInput;
  adjustments: AdjustmentInput;
};

/**
 * Records one stock action. Each submission carries a new request key, so a retry after a
 * dropped connection is recorded once.
 */
export function useRecordStock<Action extends StockAction>(workspaceId: string, action: Action) {
  const queryClient = useQueryClient();
  const route: (typeof RECORD)[StockAction] = RECORD[action];
  return useMutation({
    mutationFn: (input: ActionInputs[Action]) =>
      callApi(route, {
        params: { workspaceId },
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
