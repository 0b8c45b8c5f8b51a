import {
  SUPPLIERS_API as API,
  type ApiBody,
  type ApiReply,
  type SupplierInput,
  type SupplierItemInput,
  type SupplierUpdate,
} from "@larder/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "@/lib/purchasing-keys";

/** The workspace's suppliers, active ones first; archived ones on request. */
export const suppliersQuery = (workspaceId: string, archived: "include" | "exclude" = "exclude") =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "suppliers", archived],
    queryFn: () => callApi(API.list, { params: { workspaceId }, query: { archived } }),
  });

export const supplierQuery = (workspaceId: string, supplierId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "supplier", supplierId],
    queryFn: () => callApi(API.get, { params: { workspaceId, supplierId } }),
  });

/** What a supplier sells, in which pack and at what price. */
export const supplierItemsQuery = (workspaceId: string, supplierId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "supplier-items", supplierId],
    queryFn: () => callApi(API.items, { params: { workspaceId, supplierId } }),
  });

/** Who sells an item, for its page and for ordering it. */
export const itemSuppliersQuery = (workspaceId: string, itemId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "item-suppliers", itemId],
    queryFn: () => callApi(API.ofItem, { params: { workspaceId, itemId } }),
  });

export type PricePoint = ApiReply<typeof API.prices>[number];

export const priceHistoryQuery = (workspaceId: string, supplierItemId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "prices", supplierItemId],
    queryFn: () => callApi(API.prices, { params: { workspaceId, supplierItemId } }),
  });

export type PurchasingSettings = ApiReply<typeof API.settings>;

export const purchasingSettingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "settings"],
    queryFn: () => callApi(API.settings, { params: { workspaceId } }),
  });

export function useCreateSupplier(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: SupplierInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSupplier(workspaceId: string, supplierId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: SupplierUpdate) =>
      callApi(API.update, { params: { workspaceId, supplierId }, body: changes }),
    onSuccess: refresh,
  });
}

export function useAddSupplierItem(workspaceId: string, supplierId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: SupplierItemInput) =>
      callApi(API.addItem, { params: { workspaceId, supplierId }, body: input }),
    onSuccess: refresh,
  });
}

export type SupplierItemChanges = ApiBody<typeof API.updateItem>;

export function useUpdateSupplierItem(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SupplierItemChanges }) =>
      callApi(API.updateItem, { params: { workspaceId, supplierItemId: id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useRemoveSupplierItem(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      callApi(API.removeItem, { params: { workspaceId, supplierItemId: id } }),
    onSuccess: refresh,
  });
}

export function useSavePurchasingSettings(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: ApiBody<typeof API.updateSettings>) =>
      callApi(API.updateSettings, { params: { workspaceId }, body: changes }),
    onSuccess: refresh,
  });
}
