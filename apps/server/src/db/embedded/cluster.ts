import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
  fstatSync,
} from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { DatabaseUnavailableError } from "../errors";
import { EMBEDDED_MAJOR, findBinaries, type PostgresBinaries } from "./binaries";
import { postgresUser, type OsUser } from "./os-user";

/** The database Larder's tables live in, inside the embedded server. */
export const EMBEDDED_DATABASE = "larder";
/** Below this much free space a new embedded database is refused rather than left to fail later. */
export const MINIMUM_FREE_BYTES = 256 * 1024 * 1024;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgres {
  /** Connection string of Larder's database, as the server's superuser. */
  url: string;
  /** Connection string of the server's `postgres` database, to create other databases (tests). */
  adminUrl: string;
  /** The PostgreSQL server's process. */
  pid: number;
  /** Whether this start found the server already running (after a kill -9 of Larder). */
  adopted: boolean;
  /** Stops the server (fast shutdown: sessions end, everything committed is kept). */
  stop(): Promise<void>;
  /** Asks the server to stop without waiting: for a process that is exiting. */
  stopNow(): void;
}

interface Credentials {
  user: string;
  password: string;
}

/** Where the embedded database keeps its parts inside DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, "postgres"),
    credentials: path.join(dataDir, "postgres.json"),
    log: path.join(dataDir, "postgres.log"),
    initialising: path.join(dataDir, "postgres.initialising"),
  };
}

/**
 * Starts (or, after a kill -9 of Larder, adopts) the PostgreSQL server of DATA_DIR/postgres,
 * creating it on the first start (decision 0035). It listens on 127.0.0.1 only, on a free port,
 * with a random password kept in DATA_DIR/postgres.json, and writes its log to
 * DATA_DIR/postgres.log. Every refusal is one line that says what to do.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  options: {
    /**
     * Server settings on top of Larder's: the test suite's throw-away server turns `fsync` off
     * (test/global-setup.ts). A Larder's own database never does.
     */
    settings?: Record<string, string>;
  } = {},
): Promise<EmbeddedPostgres> {
  const binaries = findBinaries();
  const paths = embeddedPaths(dataDir);
  const user = postgresUser();
  if (user) openTheWayFor(user, dataDir, log);

  if (existsSync(paths.initialising)) {
    // A first start was cut off before the database was complete: it never held any data.
    rmSync(paths.cluster, { recursive: true, force: true });
    rmSync(paths.initialising, { force: true });
  }
  if (!existsSync(path.join(paths.cluster, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL database in ${paths.cluster}`);
    initialise(binaries, paths, user, dataDir);
  }
  checkMajorVersion(paths.cluster);
  if (!existsSync(paths.credentials))
    throw new DatabaseUnavailableError(
      `The embedded database in ${paths.cluster} has lost its password file (${paths.credentials}). Restore that file from a copy of DATA_DIR, or move ${paths.cluster} aside to start afresh.`,
    );
  const credentials = JSON.parse(readFileSync(paths.credentials, "utf8")) as Credentials;

  const running = await runningServer(paths.cluster, credentials);
  let pid: number;
  let port: number;
  let adopted = false;
  // Our own child is waited for (reaped) when it stops, so that no zombie outlives Larder on a
  // machine whose first process does not reap orphans (some containers).
  let exited: Promise<void> | null = null;
  if (running) {
    ({ pid, port } = running);
    adopted = true;
    log(`The embedded PostgreSQL server (pid ${pid}) was still running; carrying on with it`);
  } else {
    ({ pid, port, exited } = await launch(
      binaries,
      paths,
      user,
      credentials,
      options.settings ?? {},
    ));
  }
  const url = addressOf(credentials, port, EMBEDDED_DATABASE);
  const adminUrl = addressOf(credentials, port, "postgres");
  await ensureDatabase(adminUrl);

  let stopping: Promise<void> | null = null;
  return {
    url,
    adminUrl,
    pid,
    adopted,
    stop: () =>
      (stopping ??= stopServer(pid).then(() =>
        exited ? Promise.race([exited, sleep(STOP_TIMEOUT_MS)]).then(() => undefined) : undefined,
      )),
    stopNow: () => {
      try {
        process.kill(pid, "SIGINT");
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * The address of Larder's database in the embedded server a running Larder started, or null:
 * for `larder backup`, which reads it while the server goes on (decision 0033).
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const paths = embeddedPaths(dataDir);
  const postmaster = readPostmaster(paths.cluster);
  if (!postmaster || !existsSync(paths.credentials)) return null;
  const { pid, port } = postmaster;
  const credentials = JSON.parse(readFileSync(paths.credentials, "utf8")) as Credentials;
  if (!isPostgres(pid) || !(await answers(port, credentials))) return null;
  return addressOf(credentials, port, EMBEDDED_DATABASE);
}

/** A connection string to `database` in the embedded server, as its superuser. */
function addressOf(credentials: Credentials, port: number, database: string): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

/** The server's process and port, from the postmaster.pid PostgreSQL keeps while it runs. */
function readPostmaster(cluster: string): { pid: number; port: number } | null {
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, port } : null;
}

/**
 * When Larder runs as root, PostgreSQL runs as a system account of its own, which must be able
 * to pass through the folders above DATA_DIR: a folder closed to others (mktemp's 0700, /root)
 * gets the right to pass through it (o+x, which does not let anyone list or read it).
 */
function openTheWayFor(user: OsUser, dataDir: string, log: (line: string) => void): void {
  let dir = path.resolve(dataDir);
  const opened: string[] = [];
  for (;;) {
    const stat = statSync(dir);
    if ((stat.mode & 0o001) === 0) {
      chmodSync(dir, (stat.mode & 0o7777) | 0o001);
      opened.push(dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (opened.length > 0)
    log(
      `PostgreSQL runs as its own system account; it may now pass through ${opened.join(", ")} to reach DATA_DIR`,
    );
}

/** initdb into DATA_DIR/postgres, after checking that the file system can hold a database. */
function initialise(
  binaries: PostgresBinaries,
  paths: ReturnType<typeof embeddedPaths>,
  user: OsUser | null,
  dataDir: string,
): void {
  refuseSmallDisk(dataDir, freeBytes(dataDir));
  writeFileSync(paths.initialising, "");
  mkdirSync(paths.cluster, { recursive: true });
  try {
    chmodSync(paths.cluster, 0o700);
    if (user) chownSync(paths.cluster, user.uid, user.gid);
  } catch (error) {
    throw cannotHold(dataDir, (error as Error).message);
  }
  // PostgreSQL insists that its folder be private to its owner: a file system without Unix
  // permissions (FAT, exFAT, some network shares) cannot give it that.
  const mode = statSync(paths.cluster).mode & 0o777;
  if (mode !== 0o700)
    throw cannotHold(dataDir, `its folders cannot be made private (mode ${mode.toString(8)})`);

  const password = randomBytes(24).toString("base64url");
  const passwordFile = path.join(os.tmpdir(), `larder-initdb-${process.pid}-${Date.now()}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    const result = spawnSync(
      binaries.initdb,
      [
        "--pgdata",
        paths.cluster,
        "--username",
        "postgres",
        "--auth",
        "scram-sha-256",
        "--pwfile",
        passwordFile,
        "--encoding",
        "UTF8",
        "--locale-provider",
        "builtin",
        "--builtin-locale",
        "C.UTF-8",
        "--locale",
        "C",
      ],
      { ...asUser(user), encoding: "utf8", env: postgresEnv() },
    );
    if (result.status !== 0) {
      const said = `${result.stderr ?? ""}${result.error?.message ?? ""}`.trim().split("\n");
      throw cannotHold(dataDir, `initdb said: ${said.filter(Boolean).slice(-2).join(" ")}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
  writeFileSync(paths.credentials, JSON.stringify({ user: "postgres", password }, null, 2), {
    mode: 0o600,
  });
  rmSync(paths.initialising, { force: true });
}

/** A new embedded database is refused on a disk with less than MINIMUM_FREE_BYTES free. */
export function refuseSmallDisk(dataDir: string, free: number | null): void {
  if (free !== null && free < MINIMUM_FREE_BYTES)
    throw new DatabaseUnavailableError(
      `DATA_DIR (${dataDir}) has ${Math.floor(free / 1_048_576)} MB free; the embedded database needs at least ${MINIMUM_FREE_BYTES / 1_048_576} MB. Free some space, or set DATA_DIR to a larger disk.`,
    );
}

function cannotHold(dataDir: string, why: string): Error {
  return new DatabaseUnavailableError(
    `The file system of DATA_DIR (${dataDir}) cannot hold the embedded database: ${why}. Set DATA_DIR to a folder on a local Linux or macOS disk.`,
  );
}

function freeBytes(dir: string): number | null {
  try {
    const stats = statfsSync(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** A data folder of another PostgreSQL major version cannot be read by this one. */
function checkMajorVersion(cluster: string): void {
  const onDisk = Number.parseInt(readFileSync(path.join(cluster, "PG_VERSION"), "utf8"), 10);
  if (onDisk > EMBEDDED_MAJOR)
    throw new DatabaseUnavailableError(
      `The embedded database in ${cluster} belongs to a newer version of Larder (PostgreSQL ${onDisk}; this version embeds PostgreSQL ${EMBEDDED_MAJOR}). Run that version of Larder or a later one, or set DATA_DIR to another directory.`,
    );
  if (onDisk < EMBEDDED_MAJOR)
    throw new DatabaseUnavailableError(
      `The embedded database in ${cluster} was written by an older PostgreSQL (${onDisk}; this version embeds PostgreSQL ${EMBEDDED_MAJOR}). Back it up with the version that wrote it (npm run backup), then restore it into a new DATA_DIR with this one.`,
    );
}

function asUser(user: OsUser | null) {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** PostgreSQL's environment: nothing of Larder's (no DATABASE_URL, no secrets), a plain locale. */
function postgresEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C", TZ: "UTC" };
}

/** Whether the process is alive, not a zombie, and a PostgreSQL server (when /proc says). */
function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const proc = `/proc/${pid}`;
  if (!existsSync("/proc/self")) return true;
  try {
    const statLine = readFileSync(`${proc}/stat`, "utf8");
    const state = statLine.slice(statLine.lastIndexOf(")") + 2, statLine.lastIndexOf(")") + 3);
    if (state === "Z" || state === "X") return false;
    return readFileSync(`${proc}/comm`, "utf8").trim().startsWith("postgres");
  } catch {
    return false;
  }
}

/**
 * The server left running by a Larder that was killed (its postmaster.pid names a live
 * PostgreSQL that answers with our password), or null. A postmaster.pid whose process is gone,
 * or is now some other program, is removed so that PostgreSQL starts.
 */
async function runningServer(
  cluster: string,
  credentials: Credentials,
): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(cluster, "postmaster.pid");
  const postmaster = readPostmaster(cluster);
  if (!postmaster || !isPostgres(postmaster.pid)) {
    rmSync(pidFile, { force: true });
    return null;
  }
  const { pid, port } = postmaster;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isPostgres(pid)) break;
    if (Number.isInteger(port) && (await answers(port, credentials))) return { pid, port };
    await sleep(100);
  }
  // It neither answers nor goes away: stop it, then start afresh.
  await stopServer(pid);
  rmSync(pidFile, { force: true });
  return null;
}

async function answers(port: number, credentials: Credentials): Promise<boolean> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: credentials.user,
    password: credentials.password,
    database: "postgres",
    connectionTimeoutMillis: 2000,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The log's last lines that say why PostgreSQL stopped. */
function lastWords(logFile: string, since: number): string {
  try {
    const fd = openSync(logFile, "r");
    try {
      const size = fstatSync(fd).size;
      const length = Math.min(size - since, 4096);
      const buffer = Buffer.alloc(Math.max(length, 0));
      readSync(fd, buffer, 0, buffer.length, size - buffer.length);
      const lines = buffer.toString("utf8").split("\n").filter(Boolean);
      const fatal = lines.filter((line) => /FATAL|PANIC|ERROR/.test(line));
      return (fatal.length > 0 ? fatal : lines).slice(-2).join(" ");
    } finally {
      closeSync(fd);
    }
  } catch {
    return "";
  }
}

/**
 * Starts `postgres` in a process group of its own, so that a Ctrl-C in the terminal reaches
 * Larder, which then stops it in order; a kill -9 of Larder leaves it running for the next start
 * to adopt.
 */
async function launch(
  binaries: PostgresBinaries,
  paths: ReturnType<typeof embeddedPaths>,
  user: OsUser | null,
  credentials: Credentials,
  settings: Record<string, string>,
): Promise<{ pid: number; port: number; exited: Promise<void> }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const logFd = openSync(paths.log, "a", 0o600);
    const since = fstatSync(logFd).size;
    const child = spawn(
      binaries.postgres,
      [
        "-D",
        paths.cluster,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        "-c",
        "fsync=on",
        "-c",
        "TimeZone=UTC",
        "-c",
        "log_timezone=UTC",
        "-c",
        "log_checkpoints=off",
        "-c",
        "max_connections=200",
        // Each process reads for itself, as PostgreSQL did before 18: with I/O handed to worker
        // processes, 20 staff alone made 46.5–53.6 rounds a second here against 53.9–56.0
        // (bench:concurrency, decision 0035). Larder's reads are small and mostly in memory.
        "-c",
        "io_method=sync",
        ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ],
      { ...asUser(user), detached: true, stdio: ["ignore", logFd, logFd], env: postgresEnv() },
    );
    closeSync(logFd);
    let exited = false;
    const gone = new Promise<void>((resolve) => {
      child.once("exit", () => {
        exited = true;
        resolve();
      });
      child.once("error", () => {
        exited = true;
        resolve();
      });
    });
    child.unref();
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!exited && Date.now() < deadline) {
      if (await answers(port, credentials)) return { pid: child.pid!, port, exited: gone };
      await sleep(100);
    }
    const said = lastWords(paths.log, since);
    if (!exited) {
      await stopServer(child.pid!);
      throw new DatabaseUnavailableError(
        `The embedded PostgreSQL server did not answer within ${READY_TIMEOUT_MS / 1000} s (${paths.log} says: ${said}).`,
      );
    }
    // Another program took the port between the probe and the start: try another.
    if (/could not bind|Address already in use/.test(said) && attempt < 3) continue;
    throw new DatabaseUnavailableError(
      `The embedded PostgreSQL server would not start: ${said || "it stopped at once"} (see ${paths.log}).`,
    );
  }
}

/** Fast shutdown, then immediate, then kill: whichever ends the server within the time. */
async function stopServer(pid: number): Promise<void> {
  const signals: [NodeJS.Signals, number][] = [
    ["SIGINT", STOP_TIMEOUT_MS],
    ["SIGQUIT", 5000],
    ["SIGKILL", 5000],
  ];
  for (const [signal, wait] of signals) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + wait;
    while (Date.now() < deadline) {
      if (!isPostgres(pid)) return;
      await sleep(50);
    }
  }
}

/** Creates Larder's database in the server on the first start. */
async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
      EMBEDDED_DATABASE,
    ]);
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}
