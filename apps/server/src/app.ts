import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { MigrationFile } from "./db/migrator";
import { healthRoutes } from "./modules/health/routes";
import { registerErrorHandling } from "./plugins/errors";
import { registerGracefulClose } from "./plugins/graceful-close";
import { registerRequestLogging } from "./plugins/request-log";
import { registerSecurityHeaders } from "./plugins/security";
import { loadWebSite, registerWebSite } from "./plugins/web";

export interface AppDependencies {
  config: Config;
  db: Database;
  migrations: MigrationFile[];
  /** Pino options; tests pass their own stream to read the log lines. */
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole Larder server: plugins first, then the API modules, then the web site. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const site = loadWebSite(deps.config.webDist);
  if (!site)
    app.log.warn(`The front end is not built in ${deps.config.webDist}; serving the API only.`);

  registerErrorHandling(app);
  registerRequestLogging(app);
  registerGracefulClose(app);
  await registerSecurityHeaders(app, {
    inlineStyleHashes: site?.manifest.inlineStyleHashes ?? [],
    https: deps.config.appUrl.startsWith("https:"),
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(healthRoutes, { prefix: "/api", db: deps.db, migrations: deps.migrations });

  const web = site ? await registerWebSite(app, site) : null;
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (web && wantsPage && !request.url.startsWith("/api/"))
      return web.sendNotFoundPage(request, reply);
    const pathname = request.url.split("?")[0];
    return reply.status(404).send({
      error: "not_found",
      message: `There is no API endpoint at ${request.method} ${pathname}.`,
    });
  });

  app.addHook("onClose", async () => {
    await deps.db.close();
  });
  return app;
}
