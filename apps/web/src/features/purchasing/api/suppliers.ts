import type {
  Supplier,
  SupplierInput,
  SupplierItem,
  SupplierItemInput,
  SupplierUpdate,
} from "@larder/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "./keys";

const base = (workspaceId: string) => `/api/w/${workspaceId}`;

/** The workspace's suppliers, active ones first; archived ones on request. */
export const suppliersQuery = (workspaceId: string, archived: "include" | "exclude" = "exclude") =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "suppliers", archived],
    queryFn: () => api<Supplier[]>(`${base(workspaceId)}/suppliers`, { query: { archived } }),
  });

export const supplierQuery = (workspaceId: string, supplierId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "supplier", supplierId],
    queryFn: () => api<Supplier>(`${base(workspaceId)}/suppliers/${supplierId}`),
  });

/** What a supplier sells, in which pack and at what price. */
export const supplierItemsQuery = (workspaceId: string, supplierId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "supplier-items", supplierId],
    queryFn: () => api<SupplierItem[]>(`${base(workspaceId)}/suppliers/${supplierId}/items`),
  });

/** Who sells an item, for its page and for ordering it. */
export const itemSuppliersQuery = (workspaceId: string, itemId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "item-suppliers", itemId],
    queryFn: () => api<SupplierItem[]>(`${base(workspaceId)}/items/${itemId}/suppliers`),
  });

export interface PricePoint {
  price: string;
  source: "manual" | "receipt" | "invoice";
  recordedAt: string;
  userName: string | null;
}

export const priceHistoryQuery = (workspaceId: string, supplierItemId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "prices", supplierItemId],
    queryFn: () =>
      api<PricePoint[]>(`${base(workspaceId)}/supplier-items/${supplierItemId}/prices`),
  });

export interface PurchasingSettings {
  priceRiseAlertPercent: string;
  approvalLimit: string | null;
  priceTolerancePercent: string;
  quantityTolerancePercent: string;
  preferCheapestSupplier: boolean;
}

export const purchasingSettingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "settings"],
    queryFn: () => api<PurchasingSettings>(`${base(workspaceId)}/settings/purchasing`),
  });

export function useCreateSupplier(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: SupplierInput) =>
      api<Supplier>(`${base(workspaceId)}/suppliers`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSupplier(workspaceId: string, supplierId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: SupplierUpdate) =>
      api<Supplier>(`${base(workspaceId)}/suppliers/${supplierId}`, {
        method: "PATCH",
        body: changes,
      }),
    onSuccess: refresh,
  });
}

export function useAddSupplierItem(workspaceId: string, supplierId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: SupplierItemInput) =>
      api<{ id: string }>(`${base(workspaceId)}/suppliers/${supplierId}/items`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

export type SupplierItemChanges = Partial<Pick<SupplierItemInput, "unit" | "sku" | "price">> & {
  preferred?: boolean;
};

export function useUpdateSupplierItem(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SupplierItemChanges }) =>
      api<void>(`${base(workspaceId)}/supplier-items/${id}`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}

export function useRemoveSupplierItem(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`${base(workspaceId)}/supplier-items/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useSavePurchasingSettings(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (changes: Partial<PurchasingSettings>) =>
      api<void>(`${base(workspaceId)}/settings/purchasing`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}
