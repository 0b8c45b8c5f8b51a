import { apiErrorSchema, backupsSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { workspaceParams } from "../../http/schemas";
import type { BackupService } from "./service";

/**
 * Settings → Backups, for owners: the server's backups (of every workspace on it: one database,
 * one archive) with their time and size, and "Back up now". Archives are never handed out over
 * the web: one holds other workspaces' data too.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (
  app,
  { backups },
) => {
  app.get(
    "/w/:workspaceId/backups",
    {
      config: { access: "backups.manage" },
      schema: {
        summary: "The server's backups, newest first, and their schedule",
        params: workspaceParams,
        response: { 200: backupsSchema },
      },
    },
    () => backups.overview(),
  );

  app.post(
    "/w/:workspaceId/backups",
    {
      config: { access: "backups.manage" },
      schema: {
        summary: "Back up now: starts a backup of the whole database in the background",
        params: workspaceParams,
        response: { 202: backupsSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      backups.startManual();
      return reply.status(202).send(await backups.overview());
    },
  );
};
