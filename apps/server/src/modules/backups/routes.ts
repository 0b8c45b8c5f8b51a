import { apiErrorSchema, backupsSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BackupService } from "./service";

/**
 * Settings → Backups, for the person who runs the server (access "operator": OPERATOR_EMAILS,
 * or the owners of its first workspace; never a demo visitor): the server's backups (of every
 * workspace on it: one database, one archive) with their time and size, and "Back up now".
 * They belong to no workspace, so they are not under /api/w/; anyone else is answered 404 and
 * API tokens are refused. Archives are never handed out over the web.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (
  app,
  { backups },
) => {
  app.get(
    "/server/backups",
    {
      config: { access: "operator" },
      schema: {
        summary: "The server's backups, newest first, and their schedule",
        response: { 200: backupsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    () => backups.overview(),
  );

  app.post(
    "/server/backups",
    {
      config: { access: "operator" },
      schema: {
        summary: "Back up now: starts a backup of the whole database in the background",
        response: {
          202: backupsSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      await backups.startManual();
      return reply.status(202).send(await backups.overview());
    },
  );
};
