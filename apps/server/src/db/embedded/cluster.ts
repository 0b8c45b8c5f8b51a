import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { DatabaseUnavailableError } from "../errors";
import { findBinaries } from "./binaries";
import { checkMajorVersion, initialise, openTheWayFor } from "./initdb";
import { postgresUser } from "./os-user";
import { embeddedPaths } from "./paths";
import {
  isPostgres,
  launch,
  readPostmaster,
  runningServer,
  stopServer,
  answers,
  STOP_TIMEOUT_MS,
  type Credentials,
} from "./server-process";

export { embeddedPaths } from "./paths";
export { MINIMUM_FREE_BYTES, refuseSmallDisk } from "./initdb";

/** The database Larder's tables live in, inside the embedded server. */
export const EMBEDDED_DATABASE = "larder";

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
