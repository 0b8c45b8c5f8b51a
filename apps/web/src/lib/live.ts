import type { LiveEvent } from "@larder/contracts";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { shareLiveStream } from "./live-share";
import { workspaceKey } from "./session";

/**
 * The query keys a live event makes stale. Recipes and the menu are costed from what stock was
 * received at and from the items' units and allergens, so stock and item events refresh them.
 */
export function keysFor(workspaceId: string, event: LiveEvent): (readonly unknown[])[] {
  const workspace = workspaceKey(workspaceId);
  switch (event.type) {
    case "stock":
      return [
        [...workspace, "stock"],
        [...workspace, "items"],
        [...workspace, "counts"],
        [...workspace, "recipes"],
        [...workspace, "menu"],
        [...workspace, "variance"],
      ];
    case "notifications":
      return [[...workspace, "notifications"]];
    case "count":
      return [[...workspace, "counts"]];
    case "items":
      return [
        [...workspace, "items"],
        [...workspace, "stock"],
        [...workspace, "categories"],
        [...workspace, "recipes"],
        [...workspace, "menu"],
      ];
    case "sales":
      return [
        [...workspace, "sales"],
        [...workspace, "variance"],
        [...workspace, "menu"],
      ];
    case "scans":
      return [
        [...workspace, "scans"],
        [...workspace, "purchasing"],
      ];
    case "expenses":
      return [[...workspace, "expenses"]];
    default:
      // An event this version does not know (heard by a newer tab) refreshes nothing.
      return [];
  }
}

function refresh(queryClient: QueryClient, workspaceId: string, event: LiveEvent) {
  for (const queryKey of keysFor(workspaceId, event))
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the open screens of a workspace current: hears the server's event stream (one per
 * browser, shared by its tabs: live-share.ts) and refreshes what each event names. After the
 * stream drops and comes back, or another tab takes it over, everything of the workspace is
 * read again, since events may have been missed in between.
 */
export function useLiveUpdates(workspaceId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!workspaceId || typeof EventSource === "undefined") return;
    return shareLiveStream(workspaceId, {
      onEvent: (event) => refresh(queryClient, workspaceId, event),
      onResync: () => void queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
    });
  }, [queryClient, workspaceId]);
}
