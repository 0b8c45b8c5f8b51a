import type { HealthResponse } from "@larder/contracts";
import type { Database } from "../../db/database";
import type { MigrationFile } from "../../db/migrator";

/**
 * Checks that the database answers and that every migration this version knows is applied.
 * Never throws: an unreachable database is reported as such.
 */
export async function checkHealth(db: Database, known: MigrationFile[]): Promise<HealthResponse> {
  try {
    // One statement on one connection: a load balancer's poll waits for one free connection,
    // not two, when the staff hold the others.
    const { rows } = await db.query<{ server_version: string; applied: string[] }>(
      `select current_setting('server_version') as server_version,
              coalesce((select array_agg(name order by name) from larder_migrations), '{}') as applied`,
    );
    const applied = rows[0]?.applied ?? [];
    const appliedNames = new Set(applied);
    const pending = known.filter((file) => !appliedNames.has(file.name)).length;
    return {
      status: pending === 0 ? "ok" : "unavailable",
      database: { kind: db.kind, version: rows[0]?.server_version ?? null, reachable: true },
      migrations: { applied: applied.length, pending, latest: applied.at(-1) ?? null },
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
