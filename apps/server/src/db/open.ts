import type { Database } from "./database";
import { grantToAppRole, prepareAppRole } from "./app-role";
import { verifyTenantIsolation } from "./isolation";
import { DatabaseUnavailableError } from "./errors";
import { MIGRATION_LOCK_KEY, NewerSchemaError, migrate, readMigrationFiles } from "./migrator";
import { openPGlite } from "./pglite";
import { openPostgres } from "./postgres";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database, or `memory://`. */
  pgliteDir: string;
  migrationsDir: string;
  onMigrated?: (names: string[]) => void;
}

/**
 * Opens the database Larder is configured for, applies pending migrations with the
 * connection's own rights, then hands back a handle whose queries run as the application role.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const files = await readMigrationFiles(options.migrationsDir);
  const engine = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPGlite(options.pgliteDir);
  try {
    // One server at a time prepares the schema; the others wait here, then find nothing to do.
    await engine.owner.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const useAppRole = await prepareAppRole(engine.owner);
    const applied = await migrate(engine.owner, files);
    if (useAppRole) await grantToAppRole(engine.owner);
    await engine.owner.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    options.onMigrated?.(applied);
    const db = await engine.asApplication(useAppRole);
    await verifyTenantIsolation(db);
    return db;
  } catch (error) {
    await engine.close().catch(() => undefined);
    if (error instanceof NewerSchemaError) throw newerThanThisLarder(error, options);
    throw error;
  }
}

function newerThanThisLarder(error: NewerSchemaError, options: OpenDatabaseOptions): Error {
  const [where, elsewhere] = options.databaseUrl
    ? ["The PostgreSQL database in DATABASE_URL", "set DATABASE_URL to another database"]
    : [`The embedded database in ${options.pgliteDir}`, "set DATA_DIR to another directory"];
  return new DatabaseUnavailableError(
    `${where} belongs to a newer version of Larder (it has ${error.unknown.join(", ")}, which this version does not know). Run that version of Larder or a later one, or ${elsewhere}.`,
  );
}
