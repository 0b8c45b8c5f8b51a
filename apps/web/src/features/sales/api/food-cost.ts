import { SALES_API as API } from "@larder/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { salesKey } from "./sales";

/**
 * Food cost % of the last four weeks at a location (or all): what the plates sold took from
 * stock, over their net sales. A live `sales` event refreshes it.
 */
export const foodCostQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...salesKey(workspaceId), "food-cost", locationId],
    queryFn: () =>
      callApi(API.foodCost, { params: { workspaceId }, query: locationId ? { locationId } : {} }),
  });
