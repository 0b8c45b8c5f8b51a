import {
  ITEMS_API as API,
  type Category,
  type ItemInput,
  type ItemUpdate,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export const itemsKey = (workspaceId: string) => [...workspaceKey(workspaceId), "items"];
const categoriesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "categories"];

/** One item with its units, places, par levels and stock at each of the member's locations. */
export const itemQuery = (workspaceId: string, itemId: string) =>
  queryOptions({
    queryKey: [...itemsKey(workspaceId), itemId],
    queryFn: () => callApi(API.get, { params: { workspaceId, itemId } }),
  });

/** What pickers and the scanner ask of the item list (ITEMS_API.list's query). */
export interface ItemSearch {
  search?: string;
  barcode?: string;
  categoryId?: string;
  archived?: "include" | "exclude" | "only";
  limit?: number;
}

/** Items by name (or barcode), for pickers and the scanner. */
export const itemSearchQuery = (workspaceId: string, search: ItemSearch) =>
  queryOptions({
    queryKey: [...itemsKey(workspaceId), "search", search],
    queryFn: () => callApi(API.list, { params: { workspaceId }, query: search }),
  });

export const categoriesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: categoriesKey(workspaceId),
    queryFn: () => callApi(API.categories, { params: { workspaceId } }),
    staleTime: 5 * 60_000,
  });

function useInvalidateItems(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: itemsKey(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: categoriesKey(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "stock"] }),
    ]);
}

export function useCreateItem(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: (input: ItemInput) => callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateItem(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: ItemUpdate }) =>
      callApi(API.update, { params: { workspaceId, itemId }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useCreateCategory(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: (name: string) =>
      callApi(API.addCategory, { params: { workspaceId }, body: { name } }),
    onSuccess: invalidate,
  });
}

export function useRenameCategory(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: ({ categoryId, name }: { categoryId: string; name: string }) =>
      callApi(API.updateCategory, { params: { workspaceId, categoryId }, body: { name } }),
    onSuccess: invalidate,
  });
}

/** Moves a category up or down, writing positions 0, 1, 2… where they changed. */
export function useMoveCategory(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: async ({
      categories,
      index,
      by,
    }: {
      categories: Category[];
      index: number;
      by: -1 | 1;
    }) => {
      const order = [...categories];
      const target = index + by;
      if (target < 0 || target >= order.length) return;
      [order[index], order[target]] = [order[target]!, order[index]!];
      for (const [position, category] of order.entries())
        if (category.position !== position)
          await callApi(API.updateCategory, {
            params: { workspaceId, categoryId: category.id },
            body: { position },
          });
    },
    onSettled: invalidate,
  });
}

export function useDeleteCategory(workspaceId: string) {
  const invalidate = useInvalidateItems(workspaceId);
  return useMutation({
    mutationFn: (categoryId: string) =>
      callApi(API.deleteCategory, { params: { workspaceId, categoryId } }),
    onSuccess: invalidate,
  });
}
