import { HEALTH_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import type { MigrationFile } from "../../db/migrator";
import { serve } from "../../http/declared";
import { checkHealth } from "./service";

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  migrations: MigrationFile[];
}> = async (app, { db, migrations }) => {
  serve(app, API.health, async (_request, reply) => {
    const health = await checkHealth(db, migrations);
    reply.header("cache-control", "no-store");
    return reply.status(health.status === "ok" ? 200 : 503).send(health);
  });
};
