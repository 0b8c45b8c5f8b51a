import type { HealthResponse } from "@larder/contracts";
import type { Database } from "../../db/database";
import { appliedMigrations, type MigrationFile } from "../../db/migrator";

/**
 * Checks that the database answers and that every migration this version knows is applied.
 * Never throws: an unreachable database is reported as such.
 */
export async function checkHealth(db: Database, known: MigrationFile[]): Promise<HealthResponse> {
  try {
    const [{ rows }, applied] = await Promise.all([
      db.query<{ server_version: string }>("show server_version"),
      appliedMigrations(db),
    ]);
    const appliedNames = new Set(applied.map((migration) => migration.name));
    const pending = known.filter((file) => !appliedNames.has(file.name)).length;
    return {
      status: pending === 0 ? "ok" : "unavailable",
      database: { kind: db.kind, version: rows[0]?.server_version ?? null, reachable: true },
      migrations: { applied: applied.length, pending, latest: applied.at(-1)?.name ?? null },
      ...(pending > 0 ? { message: `${pending} migration(s) have not been applied yet.` } : {}),
    };
  } catch (error) {
    return {
      status: "unavailable",
      database: { kind: db.kind, version: null, reachable: false },
      migrations: { applied: 0, pending: known.length, latest: null },
      message: `The database does not answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
