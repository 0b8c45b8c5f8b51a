import { createHash } from "node:crypto";
import { once } from "node:events";
import { rename, open, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Executor } from "../database";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  ident,
  type ArchiveEnd,
  type ArchiveHeader,
  type ArchiveSequence,
  type ArchiveTable,
} from "./format";

/**
 * Runs `work` in one REPEATABLE READ, read-only transaction with the rights of the connection's
 * own user (not the application role), so it sees every workspace's rows as of one instant.
 */
export type Snapshot = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

/** A snapshot through something that opens transactions: the server's database or an owner session. */
export function snapshotOf(source: {
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}): Snapshot {
  return (work) =>
    source.transaction(async (tx) => {
      await tx.query("set transaction isolation level repeatable read, read only");
      // Back to the connecting user (a superuser, or one that bypasses row-level security) for
      // this transaction only; without that right the next line fails rather than read a part.
      await tx.query("set local role none");
      await tx.query("set local row_security = off");
      return work(tx);
    });
}

/** What an archive holds: its first line, and its counts and checksum from the last. */
export interface ArchiveSummary extends ArchiveEnd {
  header: ArchiveHeader;
}

const FETCH_ROWS = 500;

/** Lines into a stream, hashed, waiting whenever the stream asks to. */
class LineSink {
  private readonly hash = createHash("sha256");
  constructor(
    private readonly out: Writable,
    private readonly failed: Promise<never>,
  ) {}
  async write(line: string, hashed = true) {
    await this.text(`${line}\n`, hashed);
  }
  /**
   * Many lines in one write: row by row, each of a large database's rows was a round trip
   * through the compressor's thread (a backup of 350,000 rows took 40 s, 4 s of it reading).
   */
  async writeAll(lines: readonly string[]) {
    if (lines.length > 0) await this.text(`${lines.join("\n")}\n`, true);
  }
  private async text(text: string, hashed: boolean) {
    if (hashed) this.hash.update(text);
    if (this.out.destroyed) await this.failed;
    if (!this.out.write(text)) await Promise.race([once(this.out, "drain"), this.failed]);
  }
  digest() {
    return this.hash.digest("hex");
  }
}

/** The tables and sequences of the schema, with the columns an insert may write. */
async function schemaOf(tx: Executor) {
  const tables = await tx.query<ArchiveTable>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
            bool_or(a.attidentity = 'a') as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname <> 'larder_migrations'
      group by c.relname
      order by c.relname`,
  );
  const sequences = await tx.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return { tables: tables.rows, sequences: sequences.rows.map((s) => s.name) };
}

/**
 * Demo workspaces are left out. Each is sample data anyone can open from /demo, deleted a day
 * later, and a public server gathers dozens, each as big as a restaurant's first year: nothing in
 * them is worth restoring (decision 0033). A row is left out when a workspace it names (its own,
 * a session's current one, a queued job's target) is a demo.
 */
function keptRows(table: ArchiveTable): string {
  if (table.name === "workspaces") return " where not t.is_demo";
  const pointers = table.columns.filter((column) => /(^|_)workspace_id$/.test(column));
  if (pointers.length === 0) return "";
  return ` where ${pointers
    .map(
      (column) =>
        `not exists (select 1 from public.workspaces d where d.is_demo and d.id = t.${ident(column)})`,
    )
    .join(" and ")}`;
}

async function writeLines(tx: Executor, sink: LineSink, engine: string): Promise<ArchiveSummary> {
  const migrations = await tx.query<{ name: string }>(
    "select name from larder_migrations order by name",
  );
  const version = await tx.query<{ v: string }>("select current_setting('server_version') as v");
  const header: ArchiveHeader = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    engine,
    postgresVersion: version.rows[0]?.v ?? "",
    migrations: migrations.rows.map((m) => m.name),
  };
  await sink.write(JSON.stringify([ARCHIVE_MAGIC, header]));
  const schema = await schemaOf(tx);
  let rows = 0;
  for (const table of schema.tables) {
    await sink.write(JSON.stringify(["table", table]));
    await tx.query(
      `declare larder_backup no scroll cursor for select row_to_json(t)::text as r from public.${ident(table.name)} t${keptRows(table)}`,
    );
    for (;;) {
      const batch = await tx.query<{ r: string }>(`fetch ${FETCH_ROWS} from larder_backup`);
      await sink.writeAll(batch.rows.map((row) => row.r));
      rows += batch.rows.length;
      if (batch.rows.length < FETCH_ROWS) break;
    }
    await tx.query("close larder_backup");
  }
  const sequences: ArchiveSequence[] = [];
  for (const name of schema.sequences) {
    const { rows: found } = await tx.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from public.${ident(name)}`,
    );
    if (found[0]) sequences.push({ name, ...found[0] });
  }
  await sink.write(JSON.stringify(["sequences", sequences]));
  const end: ArchiveEnd = { tables: schema.tables.length, rows, sha256: sink.digest() };
  // The last line is outside its own checksum.
  await sink.write(JSON.stringify(["end", end]), false);
  return { header, ...end };
}

/**
 * Writes an archive of the whole database but its demo workspaces, as of one instant,
 * gzip-compressed into `destination` (a file, an HTTP response), which is ended when it is
 * complete.
 */
export async function writeArchive(
  snapshot: Snapshot,
  engine: string,
  destination: Writable,
): Promise<ArchiveSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, destination);
  const failed = done.then(() => {
    throw new Error("The backup's destination closed before the backup was complete.");
  });
  failed.catch(() => undefined);
  try {
    const summary = await snapshot((tx) => writeLines(tx, new LineSink(gzip, failed), engine));
    gzip.end();
    await done;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/**
 * Writes an archive to `file` by way of a temporary file beside it, flushed to disk and then
 * renamed: `file` is either absent or complete, never half-written.
 */
export async function writeArchiveFile(
  snapshot: Snapshot,
  engine: string,
  file: string,
): Promise<ArchiveSummary & { bytes: number }> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    const summary = await writeArchive(
      snapshot,
      engine,
      createWriteStream(partial, { mode: 0o600 }),
    );
    const handle = await open(partial, "r+");
    try {
      await handle.sync();
      const { size } = await handle.stat();
      await rename(partial, file);
      return { ...summary, bytes: size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
