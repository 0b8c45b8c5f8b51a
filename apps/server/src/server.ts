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
  // A signal while the database starts (a first start runs initdb) is kept until it has: then
  // Larder stops it in order, rather than die and leave the embedded PostgreSQL server running.
  let startupSignal: NodeJS.Signals | null = null;
  const duringStartup = (signal: NodeJS.Signals) => {
    // A second one stops at once (the exit still asks the database server to stop).
    if (startupSignal) process.exit(1);
    startupSignal = signal;
  };
  process.on("SIGTERM", duringStartup);
  process.on("SIGINT", duringStartup);

  const migrations = await readMigrationFiles(migrationsDir());
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: migrationsDir(),
    poolMax: config.databasePoolMax,
    log: (line) => process.stdout.write(`larder: ${line}\n`),
  });
  const app = await buildApp({ config, db, migrations });
  if (startupSignal) {
    app.log.info(`${startupSignal} while starting: stopping`);
    await app.close();
    unlock();
    process.exit(0);
  }
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
  process.off("SIGTERM", duringStartup);
  process.off("SIGINT", duringStartup);
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
