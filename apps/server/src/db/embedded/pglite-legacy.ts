import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import type { Executor, OwnerSession } from "../database";
import { DatabaseUnavailableError } from "../errors";

type PGliteQueryable = Pick<PGlite, "query" | "exec"> | Pick<Transaction, "query" | "exec">;

function executor(target: PGliteQueryable): Executor & { exec(sql: string): Promise<void> } {
  return {
    kind: "embedded",
    async query<Row>(text: string, params?: readonly unknown[]) {
      const result = await target.query<Row>(text, params ? [...params] : undefined);
      // Like node-postgres: the rows returned, or for a statement without results the rows it changed.
      const rowCount = result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0);
      return { rows: result.rows, rowCount };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded engine of Larder's releases before PostgreSQL 18 (decision 0001, superseded by
 * 0035): PostgreSQL compiled to WebAssembly in this process. Larder opens it only to move a
 * DATA_DIR/pglite into the embedded PostgreSQL server (from-pglite.ts), and tests use it to make
 * such a folder as an earlier release would have.
 */
export async function openPGlite(dataDir: string) {
  const pg = await PGlite.create({
    dataDir,
    // Keep numeric and bigint as exact strings: money and quantities are decimals.
    // bytea (uploads, imported files) through Buffer's native hex: PGlite's own conversion goes
    // byte by byte in JavaScript and held the event loop ~1 s for a 3 MB file (issue 13).
    parsers: {
      [types.NUMERIC]: (value) => value,
      [types.INT8]: (value) => value,
      [types.BYTEA]: (value) => Buffer.from(value.slice(2), "hex"),
    },
    serializers: {
      [types.BYTEA]: (value) => `\\x${Buffer.from(value as Uint8Array).toString("hex")}`,
    },
  }).catch((error: unknown) => {
    throw openingFailure(error, dataDir);
  });
  const top = executor(pg);

  const owner: OwnerSession = {
    kind: "embedded",
    ...top,
    transaction: (work) => pg.transaction((tx) => work(executor(tx))),
  };

  return { owner, close: () => pg.close() };
}

/** Why the earlier release's database would not open, in words. */
function openingFailure(error: unknown, dataDir: string): Error {
  const said = error instanceof Error ? error.message : String(error);
  return new DatabaseUnavailableError(
    `The embedded database of an earlier Larder in ${dataDir} could not be opened to move it (${said}). Start the release that wrote it and back it up (npm run backup), then restore that file into an empty DATA_DIR.`,
  );
}
