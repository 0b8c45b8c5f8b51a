import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Executor, OwnerSession } from "./database";

const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Any fixed number: the key of the advisory lock that keeps two servers from migrating at once. */
export const MIGRATION_LOCK_KEY = 7_263_001;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** A migration that could not be applied: start-up stops and says which file and why. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`Migration ${file} failed: ${reason}`);
  }
}

/**
 * The database holds migrations this version of Larder does not have: a newer Larder has used
 * it. Start-up stops rather than run old code on a schema it does not know.
 */
export class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(`the database has migrations this version of Larder does not: ${unknown.join(", ")}`);
  }
}

export async function readMigrationFiles(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!FILE_PATTERN.test(name)) {
      throw new MigrationError(name, "migration files are named NNNN_description.sql");
    }
    const sql = await readFile(path.join(dir, name), "utf8");
    files.push({ name, sql, checksum: createHash("sha256").update(sql).digest("hex") });
  }
  return files;
}

const ensureLedger = `
  create table if not exists larder_migrations (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`;

export interface AppliedMigration {
  name: string;
  checksum: string;
}

export async function appliedMigrations(db: Executor): Promise<AppliedMigration[]> {
  const { rows } = await db.query<AppliedMigration>(
    "select name, checksum from larder_migrations order by name",
  );
  return rows;
}

/**
 * Applies, in order, each migration file not yet recorded, each in its own transaction and
 * recorded in `larder_migrations`. Forward only: a recorded file that has since changed, or a
 * recorded file this version does not have, stops start-up. The caller holds the migration lock.
 */
export async function migrate(owner: OwnerSession, files: MigrationFile[]): Promise<string[]> {
  await owner.exec(ensureLedger);
  const applied = new Map((await appliedMigrations(owner)).map((m) => [m.name, m.checksum]));
  const known = new Set(files.map((file) => file.name));
  const unknown = [...applied.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
  const newlyApplied: string[] = [];
  for (const file of files) {
    const checksum = applied.get(file.name);
    if (checksum !== undefined) {
      if (checksum !== file.checksum) {
        throw new MigrationError(
          file.name,
          "the file changed after it was applied; migrations are forward only, add a new file instead",
        );
      }
      continue;
    }
    await owner
      .transaction(async (tx) => {
        await tx.exec(file.sql);
        await tx.query("insert into larder_migrations (name, checksum) values ($1, $2)", [
          file.name,
          file.checksum,
        ]);
      })
      .catch((error: unknown) => {
        throw new MigrationError(file.name, error instanceof Error ? error.message : String(error));
      });
    newlyApplied.push(file.name);
  }
  return newlyApplied;
}
