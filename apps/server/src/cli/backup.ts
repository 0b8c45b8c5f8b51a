import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../config";
import { requestBackup } from "../db/backup/channel";
import { RestoreTargetError } from "../db/backup/format";
import { verifyArchive } from "../db/backup/read";
import { restoreArchive, type RestoreEngine } from "../db/backup/restore";
import { snapshotOf, writeArchiveFile } from "../db/backup/write";
import { readMigrationFiles } from "../db/migrator";
import { openPGlite } from "../db/pglite";
import { openPostgres } from "../db/postgres";
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

/** Writes a consistent archive of the whole database to `file`. */
export async function backup(file: string): Promise<string> {
  const config = loadConfig(process.env, serverRoot());
  const target = path.resolve(file);
  if (existsSync(target))
    throw new RestoreTargetError(`${file} exists already; name a new file for the backup.`);
  const began = performance.now();
  let summary: { tables: number; rows: number };
  if (config.databaseUrl) {
    const engine = await openPostgres(config.databaseUrl);
    try {
      summary = await writeArchiveFile(snapshotOf(engine.owner), "postgresql", target);
    } finally {
      await engine.close();
    }
  } else {
    const pgliteDir = path.join(config.dataDir, "pglite");
    if (isEmptyDir(pgliteDir))
      throw new RestoreTargetError(
        `There is no embedded database in ${config.dataDir} to back up (set DATA_DIR to Larder's data directory).`,
      );
    const unlock = tryLock(config.dataDir);
    if (unlock) {
      // No server is running: read the database directly, holding its lock meanwhile.
      try {
        const engine = await openPGlite(pgliteDir);
        try {
          summary = await writeArchiveFile(snapshotOf(engine.owner), "pglite", target);
        } finally {
          await engine.close();
        }
      } finally {
        unlock();
      }
    } else {
      // The running server owns the database: it writes the archive, we keep it.
      const partial = `${target}.partial-${process.pid}`;
      try {
        if (!(await requestBackup(config.dataDir, partial)))
          throw new RestoreTargetError(
            `The server running on ${config.dataDir} does not offer backups (an older Larder?). Stop it and run the backup again.`,
          );
        summary = (await verifyArchive(partial)).end;
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }
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
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!isEmptyDir(pgliteDir))
    throw new RestoreTargetError(
      `${config.dataDir} already holds a database. Restore only into an empty DATA_DIR: move this one aside, or set DATA_DIR to a new directory.`,
    );
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = tryLock(config.dataDir);
  if (!unlock)
    throw new RestoreTargetError(
      `A Larder server is running on ${config.dataDir}; stop it before restoring into it.`,
    );
  try {
    const open = async (): Promise<RestoreEngine> => openPGlite(pgliteDir);
    const result = await restoreArchive(file, open, files);
    return `Restored ${result.restoredRows} rows of ${result.end.tables} tables from ${file} (taken ${result.header.createdAt}) into ${config.dataDir} in ${seconds(began)}.`;
  } catch (error) {
    // It was empty before: leave it empty rather than half restored.
    rmSync(pgliteDir, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
