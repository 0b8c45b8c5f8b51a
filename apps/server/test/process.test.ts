import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readMigrationFiles, migrate } from "../src/db/migrator";
import { startEmbeddedPostgres } from "../src/db/embedded/cluster";
import { openPostgres } from "../src/db/postgres";
import { migrationsDir, serverRoot } from "../src/lib/paths";
import { createScratchDatabase, externalPostgresUrl, postgresReachable } from "./postgres";

// These run the built server (dist/server.js) as `npm start` does; `npm test` builds it first.
const serverScript = path.join(serverRoot(), "dist", "server.js");
const projectRoot = path.resolve(serverRoot(), "..", "..");

const postgresAvailable = await postgresReachable(externalPostgresUrl);
if (!postgresAvailable && process.env.CI === "true") {
  throw new Error("PostgreSQL must be reachable under CI (set TEST_POSTGRES_URL or DATABASE_URL).");
}

interface RunOptions {
  nodeArgs?: string[];
  script?: string;
  args?: string[];
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server, or with `script` another of the project's entry points. */
function startServer(
  env: Record<string, string>,
  { nodeArgs = [], script = serverScript, args = [] }: RunOptions = {},
) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, output: () => stdout };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
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

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "larder-process-"));

describe("the server process", () => {
  it("stops with one clear line and status 1 when the port is taken", async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "0.0.0.0", () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const run = await startServer({ PORT: String(port), DATA_DIR: tempDir() }).exited;
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([
        `larder: Port ${port} is already in use. Stop the program using it, or set PORT to a free port.`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it("stops with one clear line and status 1 when the data directory cannot be written", async () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "not a directory");
    const dataDir = path.join(file, "data");
    const run = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir }).exited;
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^larder: Cannot write to the data directory ${dataDir} \\(\\w+\\)\\. Set DATA_DIR`,
      ),
    );
  });

  it("stops cleanly on SIGTERM and releases the embedded database", async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" });
    await waitForHealth(port);
    expect(existsSync(path.join(dataDir, "larder.lock"))).toBe(true);
    // The embedded PostgreSQL server it started, in DATA_DIR/postgres.
    const postgresPid = Number(
      readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
    expect(isAlive(postgresPid)).toBe(true);

    server.child.kill("SIGTERM");
    const run = await server.exited;
    expect(run.code).toBe(0);
    // It stopped its database with it.
    expect(isAlive(postgresPid)).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(run.stdout).toContain("SIGTERM: finishing requests in flight, then stopping");
    expect(existsSync(path.join(dataDir, "larder.lock"))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // What it wrote is still there: a second start finds the schema migrated and healthy.
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" });
    await waitForHealth(port);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      migrations: { pending: number; applied: number };
    };
    expect(health.migrations.pending).toBe(0);
    again.child.kill("SIGINT");
    expect((await again.exited).code).toBe(0);
  });

  it("refuses a second server on the same embedded database", async () => {
    const dataDir = tempDir();
    const first = startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
    // Wait until the first has taken the lock (its pid in larder.lock), however slow it starts.
    const lock = path.join(dataDir, "larder.lock");
    await expect
      .poll(() => existsSync(lock) && readFileSync(lock, "utf8").trim(), { timeout: 30_000 })
      .toBe(String(first.child.pid));
    const second = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    }).exited;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Another Larder server (pid ${first.child.pid}) is using the embedded database in ${dataDir}`,
    );
    first.child.kill("SIGTERM");
    await first.exited;
  });
});

/** Start-up refused: status 1 and exactly one line on stderr, never a stack trace. */
function expectRefusal(run: Run, message: string | RegExp): void {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  if (typeof message === "string") expect(lines[0]).toBe(`larder: ${message}`);
  else expect(lines[0]).toMatch(message);
}

/** Makes this Node.js report an older version, as a newcomer's machine might have. */
const pretendNode18 = [
  "--import=data:text/javascript,Object.defineProperty(process.versions,'node',{value:'18.20.8'})",
];
const node18Refusal =
  "Larder needs Node.js >=20.19; this is Node.js 18.20.8. Install a newer Node.js (https://nodejs.org)";

/** Records a migration this version does not have, as a newer Larder would have left it. */
const fromNewerLarder = "9999_from_a_newer_larder.sql";
async function migrateAndAddNewer(engine: Awaited<ReturnType<typeof openPostgres>>): Promise<void> {
  await migrate(engine.owner, await readMigrationFiles(migrationsDir()));
  await engine.owner.query("insert into larder_migrations (name, checksum) values ($1, 'x')", [
    fromNewerLarder,
  ]);
  await engine.close();
}

describe("start-up refuses what a newcomer may meet, in one line", () => {
  it("a Node.js older than package.json's engines, from npm start's first step and the server", async () => {
    const first = await startServer(
      { PORT: String(await freePort()), DATA_DIR: tempDir() },
      { nodeArgs: pretendNode18, script: path.join(projectRoot, "scripts", "build-if-needed.mjs") },
    ).exited;
    expectRefusal(first, `${node18Refusal} and run the command again.`);
    expect(first.stdout).not.toContain("Building");

    const server = await startServer(
      { PORT: String(await freePort()), DATA_DIR: tempDir() },
      { nodeArgs: pretendNode18 },
    ).exited;
    expectRefusal(server, `${node18Refusal} and start Larder again.`);
  });

  it("dependencies not installed yet, and records a build on a checkout with no cache folder", async () => {
    // A copy of the start script beside the project's manifest, as in a fresh clone.
    const checkout = tempDir();
    mkdirSync(path.join(checkout, "scripts"));
    copyFileSync(
      path.join(projectRoot, "scripts", "build-if-needed.mjs"),
      path.join(checkout, "scripts", "build-if-needed.mjs"),
    );
    copyFileSync(path.join(projectRoot, "package.json"), path.join(checkout, "package.json"));
    const script = path.join(checkout, "scripts", "build-if-needed.mjs");

    const before = await startServer({}, { script }).exited;
    expectRefusal(
      before,
      "Larder's dependencies are not installed. Run `npm ci` first, then `npm start`.",
    );

    // What `npm ci` leaves: node_modules with its lock record, and no node_modules/.cache.
    mkdirSync(path.join(checkout, "node_modules"));
    writeFileSync(path.join(checkout, "node_modules", ".package-lock.json"), "{}");
    const stamped = await startServer({}, { script, args: ["--stamp"] }).exited;
    expect(stamped.stderr).toBe("");
    expect(stamped.code).toBe(0);
    expect(
      readFileSync(path.join(checkout, "node_modules", ".cache", "larder-build-stamp"), "utf8"),
    ).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a DATABASE_URL where nothing answers", async () => {
    const port = await freePort();
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      DATABASE_URL: `postgres://larder:secret@127.0.0.1:${port}/larder`,
    }).exited;
    expectRefusal(
      run,
      `Cannot connect to PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): nothing answers there. Start PostgreSQL, or correct the host and port in DATABASE_URL.`,
    );
    expect(run.stderr).not.toContain("secret");
  });

  it("a DATABASE_URL that is not PostgreSQL's", async () => {
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      DATABASE_URL: "mysql://root@127.0.0.1:3306/larder",
    }).exited;
    expectRefusal(
      run,
      "Invalid configuration: DATABASE_URL: DATABASE_URL must be a PostgreSQL address, starting with postgres:// or postgresql://",
    );
  });

  it("an embedded database that a newer Larder has migrated", async () => {
    const dataDir = tempDir();
    const cluster = await startEmbeddedPostgres(dataDir);
    await migrateAndAddNewer(await openPostgres(cluster.url));
    await cluster.stop();
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    }).exited;
    expectRefusal(
      run,
      `The embedded database in ${dataDir} belongs to a newer version of Larder (it has ${fromNewerLarder}, which this version does not know). Run that version of Larder or a later one, or set DATA_DIR to another directory.`,
    );
  });

  it("an embedded database whose files a newer PostgreSQL wrote", async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, "postgres"));
    writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "99\n");
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    }).exited;
    expectRefusal(
      run,
      new RegExp(
        `^larder: The embedded database in ${dataDir}/postgres belongs to a newer version of Larder \\(PostgreSQL 99; this version embeds PostgreSQL 18\\)\\. Run that version`,
      ),
    );
  });

  describe.runIf(postgresAvailable)("on a PostgreSQL server", () => {
    const withUrl = (change: (url: URL) => void) => {
      const url = new URL(externalPostgresUrl);
      change(url);
      return url.toString();
    };
    const where = () => {
      const url = new URL(externalPostgresUrl);
      return `${url.hostname}:${url.port || "5432"}`;
    };

    it("a user PostgreSQL does not know", async () => {
      const run = await startServer({
        PORT: String(await freePort()),
        DATA_DIR: tempDir(),
        DATABASE_URL: withUrl((url) => {
          url.username = "larder_nobody";
          url.password = "wrong";
        }),
      }).exited;
      expectRefusal(
        run,
        `Cannot connect to PostgreSQL at ${where()} (DATABASE_URL): user "larder_nobody" was refused (role "larder_nobody" does not exist). Correct the user name in DATABASE_URL, or allow it in PostgreSQL's pg_hba.conf.`,
      );
      expect(run.stderr).not.toContain("wrong");
    });

    it("a database that does not exist", async () => {
      const run = await startServer({
        PORT: String(await freePort()),
        DATA_DIR: tempDir(),
        DATABASE_URL: withUrl((url) => (url.pathname = "/larder_not_created")),
      }).exited;
      expectRefusal(
        run,
        `Cannot connect to PostgreSQL at ${where()} (DATABASE_URL): the database "larder_not_created" does not exist. Create it (createdb larder_not_created) or correct DATABASE_URL.`,
      );
    });

    it("a database that a newer Larder has migrated", async () => {
      const scratch = await createScratchDatabase({ adminUrl: externalPostgresUrl });
      try {
        await migrateAndAddNewer(await openPostgres(scratch.url));
        const run = await startServer({
          PORT: String(await freePort()),
          DATA_DIR: tempDir(),
          DATABASE_URL: scratch.url,
        }).exited;
        expectRefusal(
          run,
          `The PostgreSQL database in DATABASE_URL belongs to a newer version of Larder (it has ${fromNewerLarder}, which this version does not know). Run that version of Larder or a later one, or set DATABASE_URL to another database.`,
        );
      } finally {
        await scratch.drop();
      }
    });
  });
});
