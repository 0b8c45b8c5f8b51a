import pg from "pg";
import { APP_ROLE, type Database, type Executor, type OwnerSession } from "./database";

// Keep numeric, bigint and dates as exact strings: money and quantities are decimals.
const exactTypes = {
  getTypeParser: (oid: number, format?: string) => {
    if (oid === pg.types.builtins.NUMERIC || oid === pg.types.builtins.INT8)
      return (v: string) => v;
    return pg.types.getTypeParser(oid, format as "text");
  },
};

function executor(
  client: pg.ClientBase | pg.Pool,
): Executor & { exec(sql: string): Promise<void> } {
  return {
    async query<Row>(text: string, params?: readonly unknown[]) {
      const result = await client.query({
        text,
        values: params ? [...params] : [],
        types: exactTypes,
      });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query("begin");
  try {
    const result = await work();
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/** A PostgreSQL server reached through `DATABASE_URL`, with a pool of connections. */
export async function openPostgres(connectionString: string) {
  const ownerClient = new pg.Client({ connectionString });
  await ownerClient.connect();
  const ownerExec = executor(ownerClient);
  const owner: OwnerSession = {
    kind: "postgresql",
    ...ownerExec,
    transaction: (work) => inTransaction(ownerClient, () => work(ownerExec)),
  };

  async function asApplication(useAppRole: boolean): Promise<Database> {
    await ownerClient.end();
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      // Every pooled connection assumes the application role before its first query.
      options: useAppRole ? `-c role=${APP_ROLE}` : undefined,
    });
    pool.on("error", () => undefined); // an idle client dropped by the server is simply replaced
    const poolExec = executor(pool);
    return {
      kind: "postgresql",
      query: poolExec.query,
      async transaction(work) {
        const client = await pool.connect();
        try {
          return await inTransaction(client, () => work(executor(client)));
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  return { owner, asApplication, close: () => ownerClient.end() };
}
