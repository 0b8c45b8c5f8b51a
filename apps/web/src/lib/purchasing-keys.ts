import { useQueryClient } from "@tanstack/react-query";
import { workspaceKey } from "@/lib/session";

/**
 * Suppliers, orders, deliveries and invoices change one another (a delivery moves an order, the
 * stock and an invoice's match), so their queries share one key and refresh together.
 */
export const purchasingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "purchasing"];

/** Refreshes purchasing, and with `stock` the stock lists and notifications a delivery changes. */
export function useRefreshPurchasing(workspaceId: string, options: { stock?: boolean } = {}) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchasingKey(workspaceId) }),
      ...(options.stock
        ? ["stock", "items", "notifications"].map((part) =>
            queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), part] }),
          )
        : []),
    ]);
}
