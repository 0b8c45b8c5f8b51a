import {
  PURCHASING_API as API,
  UPLOADS_API,
  type ApiBody,
  type ApiQuery,
  type OrderInput,
  type Period,
  type ReceiveOrder,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "@/lib/purchasing-keys";

/** Which orders a list shows: by status, supplier, location or item, a page at a time. */
export type OrderFilter = Omit<NonNullable<ApiQuery<typeof API.orders>>, "limit" | "offset"> & {
  // The schema takes them as text too (they come in a URL); the screens count in numbers.
  limit?: number;
  offset?: number;
};

/** Purchase orders at the member's locations, newest first. */
export const ordersQuery = (workspaceId: string, filter: OrderFilter) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "orders", filter],
    queryFn: () => callApi(API.orders, { params: { workspaceId }, query: filter }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (workspaceId: string, orderId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "order", orderId],
    queryFn: () => callApi(API.get, { params: { workspaceId, orderId } }),
  });

export const receiptsQuery = (workspaceId: string, orderId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "receipts", orderId],
    queryFn: () => callApi(API.receipts, { params: { workspaceId, orderId } }),
  });

/** The order as the PDF its supplier receives, to open in the browser. */
export const orderPdfUrl = (workspaceId: string, orderId: string) =>
  apiUrl(API.pdf, { params: { workspaceId, orderId } });

/** The Purchase Orders Overview of the Inventory screen. */
export const orderOverviewQuery = (
  workspaceId: string,
  locationId: string | null,
  period: Period,
) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "overview", locationId, period],
    queryFn: () =>
      callApi(API.overview, {
        params: { workspaceId },
        query: { locationId: locationId ?? undefined, period },
      }),
    placeholderData: keepPreviousData,
  });

export function useCreateOrder(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: OrderInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export type OrderChanges = ApiBody<typeof API.update>;

export function useUpdateOrder(workspaceId: string, orderId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: OrderChanges) =>
      callApi(API.update, { params: { workspaceId, orderId }, body: changes }),
    onSuccess: refresh,
  });
}

/** What an order action sends: approving takes an optional note, sending an address and message. */
export type OrderAction =
  | { action: "approve"; body?: ApiBody<typeof API.approve> }
  | { action: "send"; body: ApiBody<typeof API.send> }
  | { action: "cancel" };

/** Approve, send (with another address or a message) or cancel an order. */
export function useOrderAction(workspaceId: string, orderId: string) {
  const refresh = useRefreshPurchasing(workspaceId, { stock: true });
  const params = { workspaceId, orderId };
  return useMutation({
    mutationFn: (what: OrderAction) => {
      switch (what.action) {
        case "approve":
          return callApi(API.approve, { params, body: what.body ?? {} });
        case "send":
          return callApi(API.send, { params, body: what.body });
        case "cancel":
          return callApi(API.cancel, { params });
      }
    },
    onSuccess: refresh,
  });
}

/**
 * Receives a delivery. The request key is made once per delivery screen, so sending it again
 * after a dropped connection records it once.
 */
export function useReceiveOrder(workspaceId: string, orderId: string) {
  const refresh = useRefreshPurchasing(workspaceId, { stock: true });
  return useMutation({
    mutationFn: (delivery: ReceiveOrder) =>
      callApi(API.receive, { params: { workspaceId, orderId }, body: delivery }),
    // Refused because someone else received meanwhile: show what they did.
    onSettled: refresh,
  });
}

/** Uploads a photo (a damaged case) and returns its id, to attach to a delivery line. */
export function useUploadPhoto(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi(UPLOADS_API.upload, { params: { workspaceId }, body: file }),
  });
}

/** A delivery photo, to show or open. */
export const photoUrl = (workspaceId: string, photoId: string) =>
  apiUrl(UPLOADS_API.photo, { params: { workspaceId, uploadId: photoId } });
