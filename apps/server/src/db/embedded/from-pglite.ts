import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Executor } from "../database";
import { restoreArchive } from "../backup/restore";
import { snapshotOf, writeArchiveFile } from "../backup/write";
import { DatabaseUnavailableError } from "../errors";
import type { MigrationFile } from "../migrator";
import { openPostgres } from "../postgres";
import { EMBEDDED_DATABASE } from "./cluster";
import { openPGlite } from "./pglite-legacy";

/** Every table of the public schema with its number of rows, read in one snapshot. */
async function rowCounts(tx: Executor): Promise<Map<string, number>> {
  const { rows: tables } = await tx.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const { rows } = await tx.query<{ n: string }>(
      `select count(*)::text as n from public."${name.replace(/"/g, '""')}"`,
    );
    counts.set(name, Number(rows[0]!.n));
  }
  return counts;
}

/**
 * Moves the database of a release before PostgreSQL 18 (DATA_DIR/pglite) into the embedded
 * PostgreSQL server, on the first start of this one (decision 0035): through the backup format
 * (decision 0033), with each table's rows counted on both sides, and the old folder kept beside
 * as `pglite.moved-<day>`. A move cut off half-way starts again from the old folder, which is
 * renamed only once the counts agree. Must run before anything writes to Larder's database.
 */
export async function moveFromPGlite(
  dataDir: string,
  adminUrl: string,
  url: string,
  files: MigrationFile[],
  log: (line: string) => void,
): Promise<void> {
  const legacy = path.join(dataDir, "pglite");
  if (!existsSync(legacy) || readdirSync(legacy).length === 0) return;
  const marker = path.join(dataDir, "moving-from-pglite");
  const archive = path.join(dataDir, "pglite-move.larder-backup");
  const began = performance.now();
  log(`Moving the embedded database of an earlier Larder (${legacy}) into PostgreSQL`);

  // Start from an empty database: a move cut off earlier (the marker says so) may have left
  // part of one. A database with tables and no marker is someone's data: it is never dropped.
  const target = new pg.Client({ connectionString: url });
  target.on("error", () => undefined);
  await target.connect();
  let tables: number;
  try {
    const { rows } = await target.query<{ n: string }>(
      `select count(*)::text as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    tables = Number(rows[0]!.n);
  } finally {
    await target.end();
  }
  if (tables > 0 && !existsSync(marker))
    throw new DatabaseUnavailableError(
      `DATA_DIR (${dataDir}) holds both the database of an earlier Larder (${legacy}) and one of this version with tables. Move ${legacy} out of DATA_DIR to carry on with this version's.`,
    );
  if (tables > 0) {
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on("error", () => undefined);
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${EMBEDDED_DATABASE} with (force)`);
      await admin.query(`create database ${EMBEDDED_DATABASE}`);
    } finally {
      await admin.end();
    }
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  rmSync(archive, { force: true });

  const old = await openPGlite(legacy);
  let before: Map<string, number>;
  try {
    const snapshot = snapshotOf(old.owner);
    before = await snapshot(rowCounts);
    await writeArchiveFile(snapshot, "pglite", archive);
  } finally {
    await old.close();
  }
  await restoreArchive(archive, () => openPostgres(url, { kind: "embedded" }), files);

  const moved = await openPostgres(url, { kind: "embedded" });
  let after: Map<string, number>;
  try {
    after = await snapshotOf(moved.owner)(rowCounts);
  } finally {
    await moved.close();
  }
  const differ = [...before].filter(([table, count]) => after.get(table) !== count);
  if (differ.length > 0)
    throw new DatabaseUnavailableError(
      `Moving the embedded database from ${legacy} did not keep every row (${differ
        .map(([table, count]) => `${table}: ${count} before, ${after.get(table) ?? 0} after`)
        .join("; ")}). Nothing was changed in ${legacy}; please report this with ${archive}.`,
    );
  const rows = [...before.values()].reduce((sum, count) => sum + count, 0);
  const keptAs = path.join(dataDir, `pglite.moved-${new Date().toISOString().slice(0, 10)}`);
  renameSync(legacy, existsSync(keptAs) ? `${keptAs}-${Date.now()}` : keptAs);
  rmSync(archive, { force: true });
  rmSync(marker, { force: true });
  log(
    `Moved ${rows} rows of ${before.size} tables from ${legacy} into the embedded PostgreSQL server in ${((performance.now() - began) / 1000).toFixed(1)} s; every table's count matches. The old folder is kept as ${keptAs}; delete it once you no longer need it.`,
  );
}
