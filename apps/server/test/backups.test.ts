import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database, Executor } from "../src/db/database";
import { snapshotOf } from "../src/db/backup/write";
import { readMigrationFiles } from "../src/db/migrator";
import { openDatabase } from "../src/db/open";
import { migrationsDir, serverRoot } from "../src/lib/paths";
import { lockEmbeddedDatabase } from "../src/startup";
import { Client } from "./client";
import { freePort } from "./helpers";
import { createScratchDatabase, externalPostgresUrl, postgresReachable } from "./postgres";

// `larder backup` and `larder restore` as a person runs them, against a server that is running
// and being written to; each engine in turn (decision 0033).
const projectRoot = path.resolve(serverRoot(), "..", "..");
const postgresAvailable = await postgresReachable(externalPostgresUrl);
if (!postgresAvailable && process.env.CI === "true")
  throw new Error("PostgreSQL must be reachable under CI (set TEST_POSTGRES_URL or DATABASE_URL).");

interface Target {
  env: Record<string, string>;
  /** The database's rows, table by table, as the same read of both sides sees them. */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

const engines = [
  {
    kind: "embedded",
    fresh: async (): Promise<Target> => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-backup-"));
      const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
      return {
        env,
        open: () => openTarget(env),
        drop: async () => undefined,
      };
    },
  },
  ...(postgresAvailable
    ? [
        {
          kind: "postgresql",
          fresh: async (): Promise<Target> => {
            const scratch = await createScratchDatabase({ adminUrl: externalPostgresUrl });
            const env = {
              DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "larder-backup-")),
              DATABASE_URL: scratch.url,
            };
            return { env, open: () => openTarget(env), drop: scratch.drop };
          },
        },
      ]
    : []),
];

function openTarget(env: Record<string, string>): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR!,
    migrationsDir: migrationsDir(),
  });
}

/** Runs `larder <args>` in its own process, as `npm run larder --` does. */
function larder(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/larder.ts", ...args],
      { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every table's rows as text, sorted, read in one snapshot with the owner's rights. */
async function everyRow(db: Database): Promise<Map<string, string[]>> {
  return snapshotOf(db)(async (tx: Executor) => {
    const { rows: tables } = await tx.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
    );
    const all = new Map<string, string[]>();
    for (const { name } of tables) {
      // When the running server's schedule next backs up moves on its own (a minute after it
      // starts): it is the server's clock, not what a restaurant keeps.
      if (name === "backup_schedule") continue;
      // When and from which text this database ran each file is not what it holds.
      const read =
        name === "larder_migrations"
          ? "select name as r from larder_migrations"
          : `select row_to_json(t)::text as r from public."${name}" t`;
      const { rows } = await tx.query<{ r: string }>(read);
      all.set(name, rows.map((row) => row.r).sort());
    }
    return all;
  });
}

/** An archive's lines changed by `edit`, written to a new file, its checksum made right again or not. */
function rewritten(file: string, edit: (lines: string[]) => void, fixChecksum: boolean): string {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  edit(lines);
  if (fixChecksum) {
    const body = lines.slice(0, -1).map((line) => `${line}\n`);
    const end = JSON.parse(lines.at(-1)!) as [string, { sha256: string }];
    end[1].sha256 = createHash("sha256").update(body.join("")).digest("hex");
    lines[lines.length - 1] = JSON.stringify(end);
  }
  const out = `${file}.edited-${Math.random().toString(36).slice(2)}.jsonl.gz`;
  writeFileSync(out, gzipSync(`${lines.join("\n")}\n`));
  return out;
}

describe.each(engines)("backup and restore on $kind", (engine) => {
  let source: Target;
  let db: Database;
  let url = "";
  let closeServer: () => Promise<void>;
  let unlock = () => undefined as void;
  const owner = new Client("http://127.0.0.1");
  let workspace = "";
  let demo = "";
  const files = mkdtempSync(path.join(os.tmpdir(), "larder-archives-"));

  beforeAll(async () => {
    source = await engine.fresh();
    // The server as `npm start` runs it: on its DATA_DIR, holding the embedded database's lock.
    if (engine.kind === "embedded") unlock = lockEmbeddedDatabase(source.env.DATA_DIR!);
    db = await source.open();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      {
        ...process.env,
        ...source.env,
        PORT: String(port),
        APP_URL: url,
        TRUST_PROXY: "loopback",
        // The comparison at rest needs no template being made meanwhile (demo-template.test.ts).
        DEMO_TEMPLATE: "off",
      },
      serverRoot(),
    );
    const app = await buildApp({
      config,
      db,
      migrations: await readMigrationFiles(migrationsDir()),
      logger: false,
    });
    await app.listen({ port, host: "127.0.0.1" });
    closeServer = () => app.close();
    Object.assign(owner, { baseUrl: url });
    // The demo's data as a restaurant's own workspace: backups leave demos out (decision 0033),
    // so a second demo, opened by someone else, must not be in an archive.
    expect((await owner.get("/demo")).status).toBe(303);
    workspace = (await owner.session()).body.currentWorkspaceId;
    await db.transaction(async (tx) => {
      await tx.query("set local role none");
      await tx.query("update workspaces set is_demo = false where id = $1", [workspace]);
      await tx.query(
        `update users set demo_expires_at = null
          where id in (select user_id from memberships where workspace_id = $1)`,
        [workspace],
      );
    });
    const visitor = new Client(url);
    expect((await visitor.get("/demo")).status).toBe(303);
    demo = (await visitor.session()).body.currentWorkspaceId;
  }, 240_000);

  afterAll(async () => {
    await closeServer?.();
    unlock();
    await source?.drop();
  });

  it("backs up while usage is recorded, restores into an empty database, row for row, sessions and all", async () => {
    const items = (await owner.get(`/api/w/${workspace}/items?limit=5`)).body.items;
    const locations = (await owner.get(`/api/w/${workspace}/locations`)).body;
    const item = items[0];
    let recorded = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const reply = await owner.post(`/api/w/${workspace}/stock/usage`, {
          itemId: item.id,
          locationId: locations[0].id,
          quantity: "0.1",
          unit: item.baseUnit,
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        recorded += 1;
      }
    })();
    const before = recorded;
    const during = path.join(files, "during.jsonl.gz");
    const taken = await larder(source.env, "backup", during);
    writing = false;
    await writer;
    expect(taken.stderr).toBe("");
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/^Backed up \d+ tables, \d+ rows to .* in [\d.]+ s\.\n$/);
    expect(recorded).toBeGreaterThan(before);

    // Taken during the writes: whole movements only, each with its day's usage rolled up.
    const target = await engine.fresh();
    const restored = await larder(target.env, "restore", during);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const copy = await target.open();
    try {
      const rows = await everyRow(copy);
      const usage = rows.get("stock_movements")!.filter((row) => row.includes('"kind":"usage"'));
      expect(usage.length).toBeGreaterThanOrEqual(before);
      // Each balance is its movements' sum, as the trigger kept it in the same transaction.
      const torn = await copy.transaction(async (tx) => {
        await tx.query("set local role none");
        return tx.query<{ n: string }>(
          `select count(*)::text as n from stock_balances b
            where b.on_hand <> (select coalesce(sum(m.quantity), 0) from stock_movements m
                                 where m.workspace_id = b.workspace_id and m.item_id = b.item_id
                                   and m.location_id = b.location_id)`,
        );
      });
      expect(torn.rows[0]!.n).toBe("0");
    } finally {
      await copy.close();
      await target.drop();
    }

    // Taken at rest: the restored database equals the source in every table, row for row. At
    // rest means the background work is done too (the demos' invoices read, their pages drawn).
    await expect
      .poll(
        async () =>
          (await db.query<{ n: string }>("select count(*)::text as n from job_queue")).rows[0]!.n,
        { timeout: 120_000, interval: 500 },
      )
      .toBe("0");
    const atRest = path.join(files, "at-rest.jsonl.gz");
    expect((await larder(source.env, "backup", atRest)).code).toBe(0);
    const second = await engine.fresh();
    const again = await larder(second.env, "restore", atRest);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(0);
    const original = await everyRow(db);
    // Every row that names the demo workspace is left out, and nothing else.
    let demoRows = 0;
    for (const [table, tableRows] of original) {
      const kept = tableRows.filter((row) => !row.includes(demo));
      demoRows += tableRows.length - kept.length;
      original.set(table, kept);
    }
    expect(demoRows).toBeGreaterThan(10_000);
    const copied = await second.open();
    try {
      const copiedRows = await everyRow(copied);
      expect([...copiedRows.keys()]).toEqual([...original.keys()]);
      for (const [table, tableRows] of original)
        expect(copiedRows.get(table), table).toEqual(tableRows);
    } finally {
      await copied.close();
    }

    // The same session answers the same on a server started on the restored database.
    const port = await freePort();
    const restoredUrl = `http://127.0.0.1:${port}`;
    const copyDb = await second.open();
    const app = await buildApp({
      config: loadConfig(
        {
          ...process.env,
          ...second.env,
          PORT: String(port),
          APP_URL: restoredUrl,
          DEMO_TEMPLATE: "off",
        },
        serverRoot(),
      ),
      db: copyDb,
      migrations: await readMigrationFiles(migrationsDir()),
      logger: false,
    });
    await app.listen({ port, host: "127.0.0.1" });
    try {
      const visitor = new Client(restoredUrl, owner.ip);
      for (const [name, value] of owner.cookies) visitor.cookies.set(name, value);
      for (const route of [
        "/api/session",
        `/api/w/${workspace}/items?limit=50`,
        `/api/w/${workspace}/stock`,
      ]) {
        const [here, there] = [await owner.get(route), await visitor.get(route)];
        expect(there.status, route).toBe(200);
        expect(there.body, route).toEqual(here.body);
      }
      // And it refuses to restore over what it has now.
      const refused = await larder(second.env, "restore", atRest);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        engine.kind === "embedded" ? /already holds a database/ : /is not empty/,
      );
    } finally {
      await app.close();
      await second.drop();
    }
  }, 600_000);

  it("refuses a damaged archive, one with a wrong checksum, and one from a newer Larder, writing nothing", async () => {
    const archive = path.join(files, "at-rest.jsonl.gz");
    if (!existsSync(archive)) expect((await larder(source.env, "backup", archive)).code).toBe(0);
    const target = await engine.fresh();
    try {
      const cut = `${archive}.cut.gz`;
      const bytes = readFileSync(archive);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const changedRow = rewritten(
        archive,
        (lines) => {
          const row = lines.findIndex((line) => line.startsWith("{") && line.includes('"name":"'));
          lines[row] = lines[row]!.replace('"name":"', '"name":"X');
        },
        false,
      );
      const newer = rewritten(
        archive,
        (lines) => {
          lines[0] = lines[0]!.replace(
            '"migrations":[',
            '"migrations":["9999_from_the_future.sql",',
          );
        },
        true,
      );
      const cases: [string, RegExp][] = [
        [cut, /is damaged: it is not a complete gzip file/],
        [changedRow, /is damaged: its contents do not match its SHA-256 checksum/],
        [
          newer,
          /was made by a newer version of Larder \(its database has 9999_from_the_future\.sql/,
        ],
        [path.join(files, "missing.jsonl.gz"), /there is no such file/],
      ];
      for (const [file, message] of cases) {
        const run = await larder(target.env, "restore", file);
        expect(run.code, file).toBe(1);
        expect(run.stderr, file).toMatch(message);
        expect(run.stderr.trim().split("\n"), file).toHaveLength(1);
      }
      // Nothing was written: the target still takes a good archive.
      const good = await larder(target.env, "restore", archive);
      expect(good.stderr).toBe("");
      expect(good.code).toBe(0);
    } finally {
      await target.drop();
    }
  }, 600_000);

  it("lists backups for the server's operator, and Back up now writes one, once in five minutes", async () => {
    // The owner of the server's first workspace runs it; a demo visitor, owner of a demo, does not.
    const visitor = new Client(url);
    expect((await visitor.get("/demo")).status).toBe(303);
    await visitor.session();
    expect((await visitor.get("/api/server/backups")).status).toBe(404);
    expect((await visitor.post("/api/server/backups")).status).toBe(404);
    const listed = await owner.get("/api/server/backups");
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ everyHours: 24, keep: 14, running: false });
    const started = await owner.post("/api/server/backups");
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let backups = started.body;
    for (let tries = 0; backups.running && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      backups = (await owner.get("/api/server/backups")).body;
    }
    expect(backups.running).toBe(false);
    expect(backups.lastFailure).toBeNull();
    expect(backups.backups).toHaveLength(1);
    expect(backups.backups[0]).toMatchObject({ kind: "manual" });
    expect(backups.backups[0].bytes).toBeGreaterThan(1000);
    const file = path.join(source.env.DATA_DIR!, "backups", backups.backups[0].name);
    expect(existsSync(file)).toBe(true);
    const again = await owner.post("/api/server/backups");
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/less than 5 minutes ago/);
  }, 240_000);
});
