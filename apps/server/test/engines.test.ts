import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../src/db/database";
import { MigrationError } from "../src/db/migrator";
import { openDatabase } from "../src/db/open";
import { migrationsDir } from "../src/lib/paths";
import { createScratchDatabase, externalPostgresUrl, postgresReachable } from "./postgres";

const ci = process.env.CI === "true";
const externalAvailable = await postgresReachable(externalPostgresUrl);
if (!externalAvailable && ci) {
  throw new Error("PostgreSQL must be reachable under CI (set TEST_POSTGRES_URL or DATABASE_URL).");
}
if (!externalAvailable) {
  console.warn("PostgreSQL is not reachable: the engine tests run on the embedded server only.");
}

interface Engine {
  kind: "embedded" | "postgresql";
  /** A fresh, empty database. */
  fresh: () => Promise<{
    databaseUrl: string;
    kind: Engine["kind"];
    dataDir: string;
    drop: () => Promise<void>;
  }>;
}

// Both kinds go through the same driver and pool: the embedded one is the run's own embedded
// PostgreSQL server (global-setup.ts), the other the machine's PostgreSQL.
const embeddedAdminUrl = inject("embeddedAdminUrl");
const engines: Engine[] = [
  ...(embeddedAdminUrl
    ? [
        {
          kind: "embedded" as const,
          fresh: async () => {
            const scratch = await createScratchDatabase({ adminUrl: embeddedAdminUrl });
            return {
              databaseUrl: scratch.url,
              kind: "embedded" as const,
              dataDir: tmp(),
              drop: scratch.drop,
            };
          },
        },
      ]
    : []),
  ...(externalAvailable
    ? [
        {
          kind: "postgresql" as const,
          fresh: async () => {
            const scratch = await createScratchDatabase({ adminUrl: externalPostgresUrl });
            return {
              databaseUrl: scratch.url,
              kind: "postgresql" as const,
              dataDir: tmp(),
              drop: scratch.drop,
            };
          },
        },
      ]
    : []),
];

function tmp(): string {
  return mkdtempSync(path.join(os.tmpdir(), "larder-engine-"));
}

function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "larder-migrations-"));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe.each(engines)("the database layer on $kind", (engine) => {
  let target: Awaited<ReturnType<Engine["fresh"]>>;
  let db: Database;

  beforeAll(async () => {
    target = await engine.fresh();
    db = await openDatabase({ ...target, migrationsDir: migrationsDir() });
  });
  afterAll(async () => {
    await db?.close();
    await target?.drop();
  });

  it("applies Larder's migrations and records each one", async () => {
    const { rows } = await db.query<{ name: string }>(
      "select name from larder_migrations order by name",
    );
    expect(rows.map((row) => row.name)).toContain("0001_tenant_context.sql");
    expect(db.kind).toBe(engine.kind);
  });

  it("runs application queries as a role that is neither superuser nor BYPASSRLS", async () => {
    const { rows } = await db.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
      "select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user",
    );
    expect(rows[0]).toEqual({ role: "larder_app", rolsuper: false, rolbypassrls: false });
    await expect(
      db.query("insert into larder_migrations (name, checksum) values ('x', 'y')"),
    ).rejects.toThrow(/permission denied/);
  });

  it("runs the same sample query with exact decimals and the tenant context", async () => {
    const workspace = "7b0c2a52-0d5f-4d7e-9a55-2f1f0c3f2e11";
    const result = await db.transaction(async (tx) => {
      await tx.query("select set_config('larder.workspace_id', $1, true)", [workspace]);
      return tx.query<{ workspace: string; total: string; big: string }>(
        "select larder_current_workspace() as workspace, 0.1::numeric + 0.2::numeric as total, 9007199254740993::bigint as big",
      );
    });
    expect(result.rows[0]).toEqual({ workspace, total: "0.3", big: "9007199254740993" });
    // set_config(..., true) lasts only as long as the transaction.
    const after = await db.query<{ workspace: string | null }>(
      "select larder_current_workspace() as workspace",
    );
    expect(after.rows[0]?.workspace).toBeNull();
  });

  it("counts rows the same way: rows selected, or rows changed by a statement without results", async () => {
    const selected = await db.query("select 1 from generate_series(1, 3)");
    expect(selected.rowCount).toBe(3);
    const none = await db.query("select 1 where false");
    expect(none.rowCount).toBe(0);
    const changed = await db.query(
      "update rate_limit_counters set hits = hits where key = 'nobody'",
    );
    expect(changed.rowCount).toBe(0);
    const inserted = await db.query(
      "insert into rate_limit_counters (key, window_start, hits) values ('engine-test', now(), 1), ('engine-test-2', now(), 1)",
    );
    expect(inserted.rowCount).toBe(2);
  });

  it("rolls a transaction back entirely when it fails", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("select set_config('larder.workspace_id', 'not-a-uuid', true)");
        await tx.query("select larder_current_workspace()");
      }),
    ).rejects.toThrow(/uuid/);
    const { rows } = await db.query<{ ok: number }>("select 1 as ok");
    expect(rows[0]?.ok).toBe(1);
  });
});

describe.each(engines)("migrations on $kind", (engine) => {
  it("apply in order, each in its own transaction, and a failure names the file and changes nothing", async () => {
    const target = await engine.fresh();
    const dir = migrationsFolder({
      "0001_first.sql": "create table first_table (id int primary key);",
      "0002_broken.sql": "create table half_done (id int); insert into no_such_table values (1);",
    });
    try {
      const failure = await openDatabase({ ...target, migrationsDir: dir }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).message).toMatch(
        /^Migration 0002_broken\.sql failed: .*no_such_table/,
      );

      // Fix the file and start again: 0001 is not re-run, 0002 applies whole.
      writeFileSync(path.join(dir, "0002_broken.sql"), "create table half_done (id int);");
      const db = await openDatabase({ ...target, migrationsDir: dir });
      const { rows } = await db.query<{ name: string }>(
        "select name from larder_migrations order by name",
      );
      expect(rows.map((row) => row.name)).toEqual(["0001_first.sql", "0002_broken.sql"]);
      await db.query("insert into half_done values (1)");
      await db.close();
    } finally {
      await target.drop();
    }
  });

  it("refuse a migration that changed after it was applied", async () => {
    const target = await engine.fresh();
    const dir = migrationsFolder({ "0001_first.sql": "create table t (id int);" });
    try {
      const db = await openDatabase({ ...target, migrationsDir: dir });
      await db.close();
      writeFileSync(path.join(dir, "0001_first.sql"), "create table t (id bigint);");
      await expect(openDatabase({ ...target, migrationsDir: dir })).rejects.toThrow(
        "Migration 0001_first.sql failed: the file changed after it was applied",
      );
    } finally {
      await target.drop();
    }
  });
});

// What differs on an operator's own PostgreSQL: Larder connects as an ordinary user that owns
// only its database, which may allow few connections; the pool stays within DATABASE_POOL_MAX.
describe.runIf(externalAvailable)(
  "on PostgreSQL as an unprivileged user with few connections",
  () => {
    it("migrates, answers many transactions at once through a pool of 3, and stays within it", async () => {
      const suffix = Math.random().toString(36).slice(2, 10);
      const role = `larder_owner_${suffix}`;
      const database = `larder_unprivileged_${suffix}`;
      const admin = new pg.Client({ connectionString: externalPostgresUrl });
      await admin.connect();
      await admin.query(
        `create role ${role} login password 'kitchen-${suffix}' nosuperuser nobypassrls connection limit 4`,
      );
      await admin.query(`create database ${database} owner ${role}`);
      const url = new URL(externalPostgresUrl);
      url.username = role;
      url.password = `kitchen-${suffix}`;
      url.pathname = `/${database}`;
      let db: Database | null = null;
      try {
        db = await openDatabase({
          databaseUrl: url.toString(),
          dataDir: tmp(),
          poolMax: 3,
          migrationsDir: migrationsDir(),
        });
        expect(db.kind).toBe("postgresql");
        const open = db;
        // Each transaction counts the role's connections while it holds one of them, so the
        // count is taken while the pool is busy however slow the machine is.
        let most = 0;
        const countConnections = async () => {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where usename = $1",
            [role],
          );
          most = Math.max(most, rows[0]!.n);
        };
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            open.transaction(async (tx) => {
              await tx.query("select pg_sleep(0.05)");
              await countConnections();
              return (await tx.query<{ n: number }>("select $1::int as n", [i])).rows[0]!.n;
            }),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i));
        expect(most).toBeGreaterThan(0);
        expect(most).toBeLessThanOrEqual(3);
      } finally {
        await db?.close();
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    });
  },
);
