import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnavailableError } from "./db/errors";
import { IsolationError } from "./db/isolation";
import { MigrationError, readMigrationFiles } from "./db/migrator";
import { openDatabase } from "./db/open";
import { migrationsDir, serverRoot } from "./lib/paths";
import {
  StartupError,
  ensurePortFree,
  ensureSupportedNode,
  ensureWritableDataDir,
  lockEmbeddedDatabase,
  portError,
} from "./startup";

/** Starts Larder: checks, database and migrations, then listens. Stops cleanly on signals. */
async function main(): Promise<void> {
  ensureSupportedNode(path.resolve(serverRoot(), "..", ".."));
  const config = loadConfig(process.env, serverRoot());
  ensureWritableDataDir(config.dataDir);
  await ensurePortFree(config.port, config.host);
  const unlock = config.databaseUrl ? () => undefined : lockEmbeddedDatabase(config.dataDir);
  process.once("exit", unlock);

  const migrations = await readMigrationFiles(migrationsDir());
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: migrationsDir(),
    poolMax: config.databasePoolMax,
    log: (line) => process.stdout.write(`larder: ${line}\n`),
  });
  const app = await buildApp({ config, db, migrations });
  await app
    .listen({ port: config.port, host: config.host })
    .catch((error: NodeJS.ErrnoException) => {
      throw portError(error, config.port);
    });
  app.log.info(
    `Larder is ready at ${config.appUrl} (database: ${db.kind === "embedded" ? `embedded PostgreSQL, in ${config.dataDir}` : "PostgreSQL"})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    app
      .close()
      .then(() => {
        unlock();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, "could not stop cleanly");
        process.exit(1);
      });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  const known =
    error instanceof StartupError ||
    error instanceof ConfigError ||
    error instanceof MigrationError ||
    error instanceof IsolationError ||
    error instanceof DatabaseUnavailableError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`larder: ${known ? message : `could not start: ${message}`}\n`);
  // An unexpected failure is a bug: its trace helps whoever reports it, on request.
  if (!known && process.env.LOG_LEVEL === "debug" && error instanceof Error) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
