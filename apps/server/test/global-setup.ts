import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../src/db/embedded/cluster";
import { openDatabase } from "../src/db/open";
import { migrationsDir } from "../src/lib/paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's embedded PostgreSQL server, as its superuser (no DATABASE_URL), else "". */
    embeddedAdminUrl: string;
  }
}

/** The database every test server's own database is copied from: migrated once per run. */
export const TEMPLATE_DATABASE = "larder_template";

let cluster: EmbeddedPostgres | null = null;
let dataDir: string | null = null;

/**
 * Without DATABASE_URL the tests run on the embedded database as `npm start` does: one embedded
 * PostgreSQL server for the whole run, started here, in which each test server gets a database
 * of its own, copied from a template migrated once (helpers.ts).
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide("embeddedAdminUrl", "");
    return;
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-test-cluster-"));
  // Its databases are thrown away with the run: nothing needs to reach the disk, and each test
  // server's database is a copy of the template, which fsync would write out whole each time.
  cluster = await startEmbeddedPostgres(dataDir, () => undefined, {
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
  });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const db = await openDatabase({
    databaseUrl: url.toString(),
    kind: "embedded",
    dataDir,
    migrationsDir: migrationsDir(),
  });
  await db.close();
  project.provide("embeddedAdminUrl", cluster.adminUrl);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
