import { healthResponseSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import type { MigrationFile } from "../../db/migrator";
import { checkHealth } from "./service";

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  migrations: MigrationFile[];
}> = async (app, { db, migrations }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        summary: "Whether Larder can serve requests",
        description:
          "200 only when the database answers and every migration is applied; 503 otherwise.",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(db, migrations);
      reply.header("cache-control", "no-store");
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
