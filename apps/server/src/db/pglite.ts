import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setImmediate as yieldToRequests } from "node:timers/promises";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { APP_ROLE, type Database, type Executor, type OwnerSession } from "./database";
import { DatabaseUnavailableError } from "./errors";

type PGliteQueryable = Pick<PGlite, "query" | "exec"> | Pick<Transaction, "query" | "exec">;

/**
 * When the server's thread last got a turn for other work (timers, sockets), or null when a turn
 * is already booked. The embedded engine runs each statement on this thread, and awaiting one
 * resumes the caller as a microtask: a job's statements one after another would never let a
 * request in. So a statement that finds the thread held for more than TURN_MS waits one turn
 * first (bench:sales-import watches the delay this keeps down).
 */
let heldSince: number | null = null;
const TURN_MS = 10;

async function takeTurns() {
  const now = performance.now();
  if (heldSince === null) {
    heldSince = now;
    setImmediate(() => {
      heldSince = null;
    });
  } else if (now - heldSince > TURN_MS) {
    await yieldToRequests();
  }
}

function executor(target: PGliteQueryable): Executor & { exec(sql: string): Promise<void> } {
  return {
    kind: "pglite",
    async query<Row>(text: string, params?: readonly unknown[]) {
      await takeTurns();
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
 * The embedded engine: PostgreSQL compiled to WebAssembly, one connection in this process.
 * `dataDir` is a directory, or `memory://` for a database that lives only as long as the process.
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
  }).catch(async (error: unknown) => {
    throw await openingFailure(error, dataDir);
  });
  const top = executor(pg);

  const owner: OwnerSession = {
    kind: "pglite",
    ...top,
    transaction: (work) => pg.transaction((tx) => work(executor(tx))),
  };

  /** Switches this one connection to the application role for the rest of its life. */
  async function asApplication(useAppRole: boolean): Promise<Database> {
    if (useAppRole) await pg.exec(`set role ${APP_ROLE}`);
    return {
      kind: "pglite",
      query: top.query,
      transaction: (work) => pg.transaction((tx) => work(executor(tx))),
      listen: (channel, onMessage) => pg.listen(channel, onMessage),
      close: () => pg.close(),
    };
  }

  return { owner, asApplication, close: () => pg.close() };
}

/**
 * Why an embedded database would not open, in words: most often its files were written by a
 * PostgreSQL major version other than the one this Larder embeds (PG_VERSION says which).
 */
async function openingFailure(error: unknown, dataDir: string): Promise<Error> {
  const versionFile = path.join(dataDir, "PG_VERSION");
  const said = error instanceof Error ? error.message : String(error);
  if (dataDir.startsWith("memory://") || !existsSync(versionFile)) {
    return new DatabaseUnavailableError(
      `The embedded database in ${dataDir} could not be opened (${said}).`,
    );
  }
  const onDisk = Number.parseInt(readFileSync(versionFile, "utf8"), 10);
  const embedded = await embeddedMajorVersion();
  if (embedded !== undefined && onDisk > embedded) {
    return new DatabaseUnavailableError(
      `The embedded database in ${dataDir} belongs to a newer version of Larder (its files are PostgreSQL ${onDisk}; this version embeds PostgreSQL ${embedded}). Run that version of Larder or a later one, or set DATA_DIR to another directory.`,
    );
  }
  if (embedded !== undefined && onDisk < embedded) {
    return new DatabaseUnavailableError(
      `The embedded database in ${dataDir} was written by an older version of Larder (PostgreSQL ${onDisk}; this version embeds PostgreSQL ${embedded}) and cannot be read by this one. Start the version that wrote it, or set DATA_DIR to another directory.`,
    );
  }
  return new DatabaseUnavailableError(
    `The embedded database in ${dataDir} could not be opened (${said}). Move that directory aside to start afresh, or set DATA_DIR to another directory.`,
  );
}

/** The PostgreSQL major version this PGlite runs, from a throw-away database in memory. */
async function embeddedMajorVersion(): Promise<number | undefined> {
  const probe = await PGlite.create().catch(() => undefined);
  if (!probe) return undefined;
  try {
    const { rows } = await probe.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await probe.close();
  }
}
