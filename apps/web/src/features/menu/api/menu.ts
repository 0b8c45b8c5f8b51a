import type { MenuItem, MenuItemInput, MenuOverview, MenuSection } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The menu; recipe changes refresh it too (features/recipes invalidates this key). */
export const menuKey = (workspaceId: string) => [...workspaceKey(workspaceId), "menu"];
const base = (workspaceId: string) => `/api/w/${workspaceId}/menu`;

/** Sections and items with each plate's cost, margin and food cost % now. */
export const menuQuery = (workspaceId: string, archived: "include" | "exclude" = "exclude") =>
  queryOptions({
    queryKey: [...menuKey(workspaceId), "overview", archived],
    queryFn: () => api<MenuOverview>(base(workspaceId), { query: { archived } }),
  });

function useRefreshMenu(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKey(workspaceId) });
}

export type MenuItemChanges = Partial<MenuItemInput> & { archived?: boolean };

export function useCreateMenuItem(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: (input: MenuItemInput) =>
      api<MenuItem>(`${base(workspaceId)}/items`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

/** Changes a menu item (its lines and modifiers replace the old ones), or takes it off. */
export function useUpdateMenuItem(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: MenuItemChanges }) =>
      api<MenuItem>(`${base(workspaceId)}/items/${id}`, { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}

export interface SectionInput {
  name: string;
  targetFoodCostPercent: string | null;
}

export function useCreateSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: (input: SectionInput) =>
      api<MenuSection>(`${base(workspaceId)}/sections`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSection(workspaceId: string) {
  const refresh = useRefreshMenu(workspaceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<SectionInput> }) =>
      api<MenuSection>(`${base(workspaceId)}/sections/${id}`, { method: "PATCH", body: changes }),
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
          await api(`${base(workspaceId)}/sections/${section.id}`, {
            method: "PATCH",
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
      api<void>(`${base(workspaceId)}/sections/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
