import type {
  Order,
  OrderInput,
  OrderOverview,
  OrderStatus,
  OrderSummary,
  Period,
  Receipt,
  ReceiveOrder,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "./keys";

const base = (workspaceId: string) => `/api/w/${workspaceId}`;

export interface OrderFilter {
  status?: OrderStatus | "open";
  supplierId?: string;
  locationId?: string;
  itemId?: string;
  limit?: number;
  offset?: number;
}

/** Purchase orders at the member's locations, newest first. */
export const ordersQuery = (workspaceId: string, filter: OrderFilter) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "orders", filter],
    queryFn: () =>
      api<{ orders: OrderSummary[]; total: number }>(`${base(workspaceId)}/orders`, {
        query: { ...filter },
      }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (workspaceId: string, orderId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "order", orderId],
    queryFn: () => api<Order>(`${base(workspaceId)}/orders/${orderId}`),
  });

export const receiptsQuery = (workspaceId: string, orderId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "receipts", orderId],
    queryFn: () => api<Receipt[]>(`${base(workspaceId)}/orders/${orderId}/receipts`),
  });

/** The Purchase Orders Overview of the Inventory screen. */
export const orderOverviewQuery = (
  workspaceId: string,
  locationId: string | null,
  period: Period,
) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "overview", locationId, period],
    queryFn: () =>
      api<OrderOverview>(`${base(workspaceId)}/orders/overview`, {
        query: { locationId, period },
      }),
    placeholderData: keepPreviousData,
  });

export function useCreateOrder(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: OrderInput) =>
      api<Order>(`${base(workspaceId)}/orders`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export type OrderChanges = Partial<Pick<OrderInput, "expectedOn" | "notes" | "lines">>;

export function useUpdateOrder(workspaceId: string, orderId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: OrderChanges) =>
      api<Order>(`${base(workspaceId)}/orders/${orderId}`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}

/** Approve, send (with another address or a message) or cancel an order. */
export function useOrderAction(workspaceId: string, orderId: string) {
  const refresh = useRefreshPurchasing(workspaceId, { stock: true });
  return useMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: "approve" | "send" | "cancel";
      body?: { to?: string; message?: string };
    }) =>
      api<Order>(`${base(workspaceId)}/orders/${orderId}/${action}`, {
        method: "POST",
        body: body ?? {},
      }),
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
      api<Receipt>(`${base(workspaceId)}/orders/${orderId}/receipts`, {
        method: "POST",
        body: delivery,
      }),
    // Refused because someone else received meanwhile: show what they did.
    onSettled: refresh,
  });
}

/** Uploads a photo (a damaged case) and returns its id, to attach to a delivery line. */
export function useUploadPhoto(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      api<{ id: string }>(`${base(workspaceId)}/uploads`, { method: "POST", body: file }),
  });
}

export const photoUrl = (workspaceId: string, photoId: string) =>
  `${base(workspaceId)}/uploads/${photoId}`;
