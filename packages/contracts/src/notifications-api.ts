import { z } from "zod";
import { apiRoute } from "./api";
import { notificationListSchema } from "./notifications";

// A member's notifications in a workspace, and the live stream of what changes in it
// (decision 0048).

const workspace = z.object({ workspaceId: z.string() });
const own = { access: "workspace.view", scope: "none", tag: "Notifications" } as const;

export const NOTIFICATIONS_API = {
  list: apiRoute({
    ...own,
    method: "GET",
    path: "/api/w/:workspaceId/notifications",
    summary: "Your notifications in this workspace, newest first",
    params: workspace,
    responses: { 200: notificationListSchema },
  }),
  readAll: apiRoute({
    ...own,
    method: "POST",
    path: "/api/w/:workspaceId/notifications/read-all",
    summary: "Mark all your notifications in this workspace as read",
    params: workspace,
    responses: { 200: z.object({ marked: z.number().int() }) },
  }),
  events: apiRoute({
    access: "stock.view",
    scope: "stock:read",
    tag: "Notifications",
    stream: true,
    method: "GET",
    path: "/api/w/:workspaceId/events",
    summary: "Server-sent events: stock, counts and notifications as they change",
    description:
      "A text/event-stream of JSON events (`stock`, `notifications`, `count`, `items`, `sales`, `scans`, `expenses`), each naming what to read again. A stream opened with an API token hears only of the areas its scopes name, and never of its owner's notifications.",
    params: workspace,
    responses: {},
  }),
};
