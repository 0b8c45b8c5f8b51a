import type { FoodCost } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { salesKey } from "./sales";

/**
 * Food cost % of the last four weeks at a location (or all): what the plates sold took from
 * stock, over their net sales. A live `sales` event refreshes it.
 */
export const foodCostQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "food-cost", locationId],
    queryFn: () =>
      api<FoodCost>(`/api/w/${workspaceId}/sales/food-cost`, {
        query: locationId ? { locationId } : {},
      }),
  });
