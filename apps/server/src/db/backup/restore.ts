import type { Executor, OwnerSession } from "../database";
import { grantToAppRole, prepareAppRole } from "../app-role";
import { MIGRATION_LOCK_KEY, migrate, type MigrationFile } from "../migrator";
import {
  ArchiveError,
  RestoreTargetError,
  ident,
  type ArchiveSequence,
  type ArchiveTable,
} from "./format";
import { archiveLines, controlLine, verifyArchive, type VerifiedArchive } from "./read";

/** An empty database to restore into, opened with its owner's rights. */
export interface RestoreEngine {
  owner: OwnerSession;
  close(): Promise<void>;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * Refuses an archive whose schema this Larder does not have (written by a newer Larder): its
 * rows could not be placed in tables this version does not know.
 */
export function checkArchiveVersion(
  file: string,
  archive: VerifiedArchive,
  files: MigrationFile[],
): void {
  const known = new Set(files.map((migration) => migration.name));
  const unknown = archive.header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new ArchiveError(
      `${file} was made by a newer version of Larder (its database has ${unknown.join(", ")}, which this version does not know). Restore it with that version of Larder or a later one.`,
    );
}

async function ensureEmpty(owner: OwnerSession): Promise<void> {
  const { rows } = await owner.query<{ n: string }>(
    `select count(*)::text as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  if (rows[0]?.n !== "0")
    throw new RestoreTargetError(
      "The target database is not empty: it already has tables. Restore only into an empty database (create a new one, or point DATA_DIR at an empty directory).",
    );
}

async function insertRows(tx: Executor, table: ArchiveTable, rows: string[]) {
  const target = `public.${ident(table.name)}`;
  const columns = table.columns.map(ident).join(", ");
  await tx.query(
    `insert into ${target} (${columns}) ${table.identity ? "overriding system value" : ""}
     select ${columns} from json_populate_recordset(null::${target}, $1::json)`,
    [`[${rows.join(",")}]`],
  );
}

/** Loads every row and sequence of the archive in one transaction, with triggers off. */
async function loadRows(
  owner: OwnerSession,
  file: string,
  tables: string[],
  expected: number,
): Promise<number> {
  return owner.transaction(async (tx) => {
    try {
      // The rows are already what the triggers and foreign keys made them: load them as they are.
      await tx.query("set local session_replication_role = replica");
    } catch {
      throw new RestoreTargetError(
        "Restoring needs the database user to be a PostgreSQL superuser (rows are loaded with triggers off). Use such a user in DATABASE_URL for the restore.",
      );
    }
    // Migrations may have written rows of their own (defaults, backfills): the archive's replace them.
    if (tables.length > 0)
      await tx.query(`truncate ${tables.map((name) => `public.${ident(name)}`).join(", ")}`);
    let table: ArchiveTable | null = null;
    let batch: string[] = [];
    let chars = 0;
    let count = 0;
    const flush = async () => {
      if (table && batch.length > 0) await insertRows(tx, table, batch);
      count += batch.length;
      batch = [];
      chars = 0;
    };
    for await (const line of archiveLines(file)) {
      const control = controlLine(line);
      if (!control) {
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
        continue;
      }
      await flush();
      if (control[0] === "table") table = control[1] as ArchiveTable;
      if (control[0] === "sequences")
        for (const sequence of control[1] as ArchiveSequence[])
          await tx.query("select setval($1::regclass, $2::bigint, $3)", [
            `public.${ident(sequence.name)}`,
            sequence.value,
            sequence.called,
          ]);
    }
    await flush();
    if (count !== expected)
      throw new ArchiveError(
        `${file} is damaged: it holds ${count} rows where its last line says ${expected}.`,
      );
    return count;
  });
}

/** The tables an archive fills, from its table lines. */
async function archiveTables(file: string): Promise<string[]> {
  const names: string[] = [];
  for await (const line of archiveLines(file)) {
    if (!line.startsWith('["table",')) continue;
    names.push((controlLine(line)![1] as ArchiveTable).name);
  }
  return names;
}

/**
 * Restores `file` into an empty database: checks the archive whole first (checksum, version),
 * refuses a database with tables, builds the archive's schema with this Larder's migrations,
 * loads the rows, then applies the migrations this Larder has beyond the archive's.
 */
export async function restoreArchive(
  file: string,
  open: () => Promise<RestoreEngine>,
  files: MigrationFile[],
): Promise<VerifiedArchive & { restoredRows: number }> {
  const archive = await verifyArchive(file);
  checkArchiveVersion(file, archive, files);
  const tables = await archiveTables(file);
  const engine = await open();
  try {
    const { owner } = engine;
    await ensureEmpty(owner);
    await owner.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const useAppRole = await prepareAppRole(owner);
    const inArchive = new Set(archive.header.migrations);
    await migrate(
      owner,
      files.filter((migration) => inArchive.has(migration.name)),
    );
    const restoredRows = await loadRows(owner, file, tables, archive.end.rows);
    await migrate(owner, files);
    if (useAppRole) await grantToAppRole(owner);
    await owner.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await owner.exec("analyze");
    return { ...archive, restoredRows };
  } finally {
    await engine.close();
  }
}
