import { z } from "zod";
import { apiRoute } from "./api";
import { notificationListSchema } from "./notifications";

// A member's notifications in a workspace (decision 0048). The live event stream beside them is
// a server-sent stream, not a JSON answer, and is registered by the server on its own.

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
};
