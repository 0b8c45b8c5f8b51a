import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { readMigrationFiles, type MigrationFile } from "../src/db/migrator";
import { openDatabase } from "../src/db/open";
import { migrationsDir, serverRoot } from "../src/lib/paths";

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
}

/**
 * Starts a real Larder server on a free port: PostgreSQL when DATABASE_URL is set, otherwise a
 * PGlite database in memory, migrated the same way `npm start` does.
 */
export async function startTestServer(
  options: {
    migrations?: (files: MigrationFile[]) => MigrationFile[];
    /** Extra routes a test needs, added before the server listens. */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-test-"));
  const config = loadConfig({ ...process.env, PORT: "0", DATA_DIR: dataDir }, serverRoot());
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: "memory://",
    migrationsDir: migrationsDir(),
  });
  const files = await readMigrationFiles(migrationsDir());
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    config,
    db,
    migrations: options.migrations ? options.migrations(files) : files,
    logger: { level: "info", stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
  options.routes?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app, db, logs, close: () => app.close() };
}
