import { BACKUPS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serve } from "../../http/declared";
import type { BackupService } from "./service";

/**
 * Settings → Backups, for the person who runs the server (access "operator": OPERATOR_EMAILS,
 * or the owners of its first workspace; never a demo visitor): the server's backups (of every
 * workspace on it: one database, one archive) with their time and size, and "Back up now".
 * They belong to no workspace, so they are not under /api/w/; anyone else is answered 404 and
 * API tokens are refused. Archives are never handed out over the web (BACKUPS_API).
 */
export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (
  app,
  { backups },
) => {
  serve(app, API.list, () => backups.overview());
  serve(app, API.backUpNow, async () => {
    await backups.startManual();
    return backups.overview();
  });
};
