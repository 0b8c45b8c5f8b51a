import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseUnavailableError } from "../errors";
import { EMBEDDED_MAJOR, type PostgresBinaries } from "./binaries";
import type { OsUser } from "./os-user";
import type { EmbeddedPaths } from "./paths";
import { asUser, postgresEnv } from "./server-process";

// Creating the embedded database's folder (initdb) on the first start, after checking that the
// file system can hold it, and refusing a folder another PostgreSQL version wrote.

/** Below this much free space a new embedded database is refused rather than left to fail later. */
export const MINIMUM_FREE_BYTES = 256 * 1024 * 1024;

/**
 * When Larder runs as root, PostgreSQL runs as a system account of its own, which must be able
 * to pass through the folders above DATA_DIR: a folder closed to others (mktemp's 0700, /root)
 * gets the right to pass through it (o+x, which does not let anyone list or read it).
 */
export function openTheWayFor(user: OsUser, dataDir: string, log: (line: string) => void): void {
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
export function initialise(
  binaries: PostgresBinaries,
  paths: EmbeddedPaths,
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
export function checkMajorVersion(cluster: string): void {
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
