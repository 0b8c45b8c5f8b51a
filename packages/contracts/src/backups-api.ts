import { apiRoute } from "./api";
import { backupsSchema } from "./backups";
import { apiErrorSchema } from "./errors";

// The server's backups (decision 0048), for the person who runs the server (access "operator"):
// they belong to no workspace, so they are not under /api/w/, and API tokens are refused.

const operator = { access: "operator", tag: "Server" } as const;

export const BACKUPS_API = {
  list: apiRoute({
    ...operator,
    method: "GET",
    path: "/api/server/backups",
    summary: "The server's backups, newest first, and their schedule",
    responses: { 200: backupsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  backUpNow: apiRoute({
    ...operator,
    method: "POST",
    path: "/api/server/backups",
    summary: "Back up now: starts a backup of the whole database in the background",
    responses: {
      202: backupsSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
};
