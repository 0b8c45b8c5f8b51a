import type { DatabaseKind } from "@larder/contracts";
import { BACKGROUND_NICENESS } from "../lib/background-priority";
import type { Database } from "./database";
import { grantToAppRole, prepareAppRole } from "./app-role";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded/cluster";
import { moveFromPGlite } from "./embedded/from-pglite";
import { verifyTenantIsolation } from "./isolation";
import { DatabaseUnavailableError } from "./errors";
import { MIGRATION_LOCK_KEY, NewerSchemaError, migrate, readMigrationFiles } from "./migrator";
import { openPostgres } from "./postgres";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded server in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded server lives in its `postgres` folder. */
  dataDir: string;
  /**
   * What `databaseUrl` is, when it is not the operator's own server: the test suite's databases
   * live in an embedded server of the run's own, and are "embedded" to the code under test.
   */
  kind?: DatabaseKind;
  migrationsDir: string;
  /** Connections in the pool (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Start-up lines worth a person's attention (the database created, moved, adopted). */
  log?: (line: string) => void;
  onMigrated?: (names: string[]) => void;
}

/**
 * Opens the database Larder is configured for (starting the embedded PostgreSQL server when no
 * DATABASE_URL is set, decision 0035), applies pending migrations with the connection's own
 * rights, then hands back a handle whose queries run as the application role. Both kinds go
 * through the same driver and pool.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const files = await readMigrationFiles(options.migrationsDir);
  const log = options.log ?? (() => undefined);
  let embedded: EmbeddedPostgres | null = null;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(options.dataDir, log);
    // Stopped with Larder however it ends, but for a kill -9: the next start adopts it then.
    process.once("exit", embedded.stopNow);
    url = embedded.url;
  }
  try {
    if (embedded) await moveFromPGlite(options.dataDir, embedded.adminUrl, url, files, log);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const kind: DatabaseKind = options.kind ?? (embedded ? "embedded" : "postgresql");
  try {
    const engine = await openPostgres(url, { kind, poolMax: options.poolMax });
    try {
      // One server at a time prepares the schema; the others wait here, then find nothing to do.
      await engine.owner.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const useAppRole = await prepareAppRole(engine.owner);
      const applied = await migrate(engine.owner, files);
      if (useAppRole) await grantToAppRole(engine.owner);
      await engine.owner.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      options.onMigrated?.(applied);
      // The embedded server runs on this machine, started by Larder (or, in the test suite, by
      // the run): its background connections can be given a lower priority.
      const db = await engine.asApplication(useAppRole, {
        niceness: kind === "embedded" ? BACKGROUND_NICENESS : null,
      });
      await verifyTenantIsolation(db);
      if (!embedded) return db;
      const cluster = embedded;
      return {
        ...db,
        close: async () => {
          await db.close();
          await cluster.stop();
        },
      };
    } catch (error) {
      await engine.close().catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await embedded?.stop();
    if (error instanceof NewerSchemaError) throw newerThanThisLarder(error, options);
    throw error;
  }
}

function newerThanThisLarder(error: NewerSchemaError, options: OpenDatabaseOptions): Error {
  const [where, elsewhere] = options.databaseUrl
    ? ["The PostgreSQL database in DATABASE_URL", "set DATABASE_URL to another database"]
    : [`The embedded database in ${options.dataDir}`, "set DATA_DIR to another directory"];
  return new DatabaseUnavailableError(
    `${where} belongs to a newer version of Larder (it has ${error.unknown.join(", ")}, which this version does not know). Run that version of Larder or a later one, or ${elsewhere}.`,
  );
}
