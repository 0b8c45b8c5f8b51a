import {
  MENU_API as API,
  type ApiBody,
  type MenuItemInput,
  type MenuSection,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The menu; recipe changes refresh it too (features/recipes invalidates this key). */
export const menuKey = (workspaceId: string) => [...workspaceKey(workspaceId), "menu"];

/** Sections and items with each plate's cost, margin and food cost % now. */
export const menuQuery = (workspaceId: string, archived: "include" | "exclude" = "exclude") =>
  queryOptions({
    queryKey: [...menuKey(workspaceId), "overview", archived],
    queryFn: () => callApi(API.overview, { params: { workspaceId }, query: { archived } }),
  });

function useRefreshMenu(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKey(workspaceId) });
}

export type MenuItemChanges = ApiBody<typeof API.updateItem>;

export function useCreateMenuItem(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: (input: MenuItemInput) =>
      callApi(API.createItem, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

/** Changes a menu item (its lines and modifiers replace the old ones), or takes it off. */
export function useUpdateMenuItem(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: MenuItemChanges }) =>
      callApi(API.updateItem, { params: { workspaceId, menuItemId: id }, body: changes }),
    onSuccess: refresh,
  });
}

/** A new section of the menu: its name and, if it has one, its target food cost %. */
export type SectionInput = ApiBody<typeof API.createSection>;
export type SectionChanges = ApiBody<typeof API.updateSection>;

export function useCreateSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: (input: SectionInput) =>
      callApi(API.createSection, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SectionChanges }) =>
      callApi(API.updateSection, { params: { workspaceId, menuSectionId: id }, body: changes }),
    onSuccess: refresh,
  });
}

/** Moves a section up or down, writing positions 0, 1, 2… where they changed. */
export function useMoveSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: async ({
      sections,
      index,
      by,
    }: {
      sections: MenuSection[];
      index: number;
      by: -1 | 1;
    }) => {
      const order = [...sections];
      const target = index + by;
      if (target < 0 || target >= order.length) return;
      [order[index], order[target]] = [order[target]!, order[index]!];
      for (const [position, section] of order.entries())
        if (section.position !== position)
          await callApi(API.updateSection, {
            params: { workspaceId, menuSectionId: section.id },
            body: { position },
          });
    },
    onSettled: refresh,
  });
}

/** Removes a section; its items stay on the menu, in no section. */
export function useDeleteSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      callApi(API.deleteSection, { params: { workspaceId, menuSectionId: id } }),
    onSuccess: refresh,
  });
}
