import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { RestoreTargetError } from "../db/backup/format";
import { restoreArchive } from "../db/backup/restore";
import { snapshotOf, writeArchiveFile } from "../db/backup/write";
import {
  embeddedPaths,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../db/embedded/cluster";
import { readMigrationFiles } from "../db/migrator";
import { giveWay, openPostgres } from "../db/postgres";
import { BACKGROUND_NICENESS } from "../lib/background-priority";
import { migrationsDir, serverRoot } from "../lib/paths";
import { StartupError, lockEmbeddedDatabase } from "../startup";

/** `larder backup` and `larder restore` (decision 0033), on the database the server is set for. */

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);
}

/** Takes the embedded database's lock, or says that a server holds it (null). */
function tryLock(dataDir: string): (() => void) | null {
  try {
    return lockEmbeddedDatabase(dataDir);
  } catch (error) {
    if (error instanceof StartupError && /Another Larder server/.test(error.message)) return null;
    throw error;
  }
}

/**
 * Runs `work` with the address of the embedded database: the server's own while Larder runs
 * (PostgreSQL serves both at once), else a server started for the while, under DATA_DIR's lock.
 */
async function withEmbedded<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const unlock = tryLock(dataDir);
  if (!unlock) {
    const url = await runningEmbeddedUrl(dataDir);
    if (!url)
      throw new RestoreTargetError(
        `A Larder server is starting or stopping on ${dataDir}; run this again in a moment.`,
      );
    return work(url);
  }
  let cluster: EmbeddedPostgres | null = null;
  try {
    cluster = await startEmbeddedPostgres(dataDir);
    return await work(cluster.url);
  } finally {
    await cluster?.stop();
    unlock();
  }
}

/** Writes a consistent archive of the whole database to `file`. */
export async function backup(file: string): Promise<string> {
  const config = loadConfig(process.env, serverRoot());
  const target = path.resolve(file);
  if (existsSync(target))
    throw new RestoreTargetError(`${file} exists already; name a new file for the backup.`);
  const began = performance.now();
  const write = async (url: string, kind: "embedded" | "postgresql") => {
    const engine = await openPostgres(url, { kind });
    try {
      // Beside a running kitchen, the copy gives way: on the embedded server (this machine's),
      // this process and the server process reading for it yield the cores to requests.
      if (kind === "embedded") {
        setPriority(BACKGROUND_NICENESS);
        await giveWay(engine.owner, BACKGROUND_NICENESS);
      }
      return await writeArchiveFile(snapshotOf(engine.owner), kind, target);
    } finally {
      await engine.close();
    }
  };
  let summary: { tables: number; rows: number };
  if (config.databaseUrl) {
    summary = await write(config.databaseUrl, "postgresql");
  } else {
    if (isEmptyDir(embeddedPaths(config.dataDir).cluster))
      throw new RestoreTargetError(
        `There is no embedded database in ${config.dataDir} to back up (set DATA_DIR to Larder's data directory).`,
      );
    summary = await withEmbedded(config.dataDir, (url) => write(url, "embedded"));
  }
  return `Backed up ${summary.tables} tables, ${summary.rows} rows to ${file} (${megabytes(statSync(target).size)}) in ${seconds(began)}.`;
}

/** Restores `file` into the empty database the server is set for. */
export async function restore(file: string): Promise<string> {
  const config = loadConfig(process.env, serverRoot());
  const files = await readMigrationFiles(migrationsDir());
  const began = performance.now();
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const result = await restoreArchive(file, () => openPostgres(url), files);
    return `Restored ${result.restoredRows} rows of ${result.end.tables} tables from ${file} (taken ${result.header.createdAt}) into the PostgreSQL database in DATABASE_URL in ${seconds(began)}.`;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = tryLock(config.dataDir);
  if (!unlock)
    throw new RestoreTargetError(
      `A Larder server is running on ${config.dataDir}; stop it before restoring into it.`,
    );
  unlock();
  const cluster = embeddedPaths(config.dataDir).cluster;
  const wasEmpty = isEmptyDir(cluster);
  const result = await withEmbedded(config.dataDir, (url) =>
    restoreArchive(file, () => openPostgres(url, { kind: "embedded" }), files).catch(
      (error: unknown) => {
        if (error instanceof RestoreTargetError && /not empty/.test(error.message))
          throw new RestoreTargetError(
            `${config.dataDir} already holds a database. Restore only into an empty DATA_DIR: move this one aside, or set DATA_DIR to a new directory.`,
          );
        throw error;
      },
    ),
  ).catch((error: unknown) => {
    // It was empty before: leave it empty rather than half restored.
    if (wasEmpty) {
      const paths = embeddedPaths(config.dataDir);
      for (const part of [paths.cluster, paths.credentials])
        rmSync(part, { recursive: true, force: true });
    }
    throw error;
  });
  return `Restored ${result.restoredRows} rows of ${result.end.tables} tables from ${file} (taken ${result.header.createdAt}) into ${config.dataDir} in ${seconds(began)}.`;
}
