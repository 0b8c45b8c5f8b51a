import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * The PostgreSQL server the tests may create throw-away databases on: the run's embedded server
 * (global-setup.ts), or with DATABASE_URL (or TEST_POSTGRES_URL) that server.
 */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  (inject("embeddedAdminUrl") || "postgres://postgres@127.0.0.1:5432/postgres");

/** A PostgreSQL server outside Larder (this machine's), for what differs from the embedded one. */
export const externalPostgresUrl =
  process.env.TEST_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether the tests run on the embedded database (no DATABASE_URL). */
export const onEmbedded = !process.env.DATABASE_URL;

export async function postgresReachable(connectionString = postgresAdminUrl): Promise<boolean> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates a database for one test file or server; returns its URL and a function that drops it.
 * `migrated` copies the run's migrated template (embedded run only), else it starts empty.
 */
export async function createScratchDatabase(
  options: { adminUrl?: string; migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = options.adminUrl ?? postgresAdminUrl;
  const name = `larder_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `create database ${name}${options.migrated ? " template larder_template" : ""}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
