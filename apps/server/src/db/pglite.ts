import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { APP_ROLE, type Database, type Executor, type OwnerSession } from "./database";

type PGliteQueryable = Pick<PGlite, "query" | "exec"> | Pick<Transaction, "query" | "exec">;

function executor(target: PGliteQueryable): Executor & { exec(sql: string): Promise<void> } {
  return {
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
 * The embedded engine: PostgreSQL compiled to WebAssembly, one connection in this process.
 * `dataDir` is a directory, or `memory://` for a database that lives only as long as the process.
 */
export async function openPGlite(dataDir: string) {
  const pg = await PGlite.create({
    dataDir,
    // Keep numeric and bigint as exact strings: money and quantities are decimals.
    parsers: { [types.NUMERIC]: (value) => value, [types.INT8]: (value) => value },
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
