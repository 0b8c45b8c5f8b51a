import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
} from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { DatabaseUnavailableError } from "../errors";
import type { PostgresBinaries } from "./binaries";
import type { OsUser } from "./os-user";
import type { EmbeddedPaths } from "./paths";

// The embedded PostgreSQL server's process (decision 0035): started in a process group of its
// own, found again after a kill -9 of Larder, asked whether it answers, and stopped in order.

const READY_TIMEOUT_MS = 60_000;
/** How long a fast shutdown may take before the server is stopped harder. */
export const STOP_TIMEOUT_MS = 30_000;

/** The superuser Larder signs in to its embedded server as, from DATA_DIR/postgres.json. */
export interface Credentials {
  user: string;
  password: string;
}

/** The server's process and port, from the postmaster.pid PostgreSQL keeps while it runs. */
export function readPostmaster(cluster: string): { pid: number; port: number } | null {
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, port } : null;
}

export function asUser(user: OsUser | null) {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** PostgreSQL's environment: nothing of Larder's (no DATABASE_URL, no secrets), a plain locale. */
export function postgresEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C", TZ: "UTC" };
}

/** Whether the process is alive, not a zombie, and a PostgreSQL server (when /proc says). */
export function isPostgres(pid: number): boolean {
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
export async function runningServer(
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

export async function answers(port: number, credentials: Credentials): Promise<boolean> {
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
export async function launch(
  binaries: PostgresBinaries,
  paths: EmbeddedPaths,
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
export async function stopServer(pid: number): Promise<void> {
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
