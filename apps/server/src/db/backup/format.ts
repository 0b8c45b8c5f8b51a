/**
 * Larder's backup archive (decision 0033): one gzip-compressed text file of JSON lines, the same
 * on both engines, so an archive of the embedded database restores onto PostgreSQL and back.
 *
 *   ["larder-backup", Header]                  the first line
 *   ["table", { name, columns, identity }]     before each table's rows
 *   {"id": …, …}                               one row, as PostgreSQL's row_to_json wrote it
 *   ["sequences", [{ name, value, called }]]
 *   ["end", { tables, rows, sha256 }]          the last line
 *
 * `sha256` is the hex SHA-256 of every byte before the last line, uncompressed. Control lines
 * are JSON arrays and rows JSON objects, so a row is never read as a control line whatever its
 * columns are called. Rows are never parsed in JavaScript: PostgreSQL writes them and reads them
 * back (json_populate_recordset), so numerics, timestamps and bytes keep every digit.
 */

/** The archive layout this Larder writes and the newest it reads. */
export const ARCHIVE_FORMAT = 1;
export const ARCHIVE_MAGIC = "larder-backup";

export interface ArchiveHeader {
  format: number;
  createdAt: string;
  /** The engine it was taken from: "embedded", "postgresql", or "pglite" (releases before 0035). */
  engine: string;
  /** The PostgreSQL version that wrote the rows, e.g. "17.4". */
  postgresVersion: string;
  /** The database's schema: every migration applied to it, by file name, in order. */
  migrations: string[];
}

export interface ArchiveTable {
  name: string;
  /** The columns stored (generated columns are not: the database computes them again). */
  columns: string[];
  /** Whether a column is GENERATED ALWAYS AS IDENTITY, so inserts must override it. */
  identity: boolean;
}

export interface ArchiveSequence {
  name: string;
  value: string;
  called: boolean;
}

export interface ArchiveEnd {
  tables: number;
  rows: number;
  sha256: string;
}

/** An archive that cannot be restored: damaged, not Larder's, or from a newer Larder. */
export class ArchiveError extends Error {}

/** A target that will not take a restore: not empty, or in use. */
export class RestoreTargetError extends Error {}

/** `"name"` quoted as an SQL identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
