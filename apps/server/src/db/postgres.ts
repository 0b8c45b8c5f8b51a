import type { DatabaseKind } from "@larder/contracts";
import { setPriority } from "node:os";
import pg from "pg";
import { APP_ROLE, type Database, type Executor, type OwnerSession } from "./database";
import { CONNECT_TIMEOUT_SECONDS, connectionFailure } from "./errors";
import { preparedName } from "./prepared";

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
  kind: DatabaseKind,
): Executor & { exec(sql: string): Promise<void> } {
  return {
    kind,
    async query<Row>(text: string, params?: readonly unknown[]) {
      const result = await client.query({
        text,
        values: params ? [...params] : [],
        types: exactTypes,
        name: preparedName(text, (params?.length ?? 0) > 0),
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

/** Connections in the pool when DATABASE_POOL_MAX does not say. */
export const DEFAULT_POOL_MAX = 10;

/**
 * A PostgreSQL server (DATABASE_URL's, or the embedded one Larder started), with a pool of
 * connections: each transaction has a connection of its own, so none waits for another's.
 */
export async function openPostgres(
  connectionString: string,
  options: { kind?: DatabaseKind; poolMax?: number | undefined } = {},
) {
  const kind = options.kind ?? "postgresql";
  const ownerClient = new pg.Client({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1000,
  });
  // A connection lost during start-up fails the query in flight; without this it would also
  // end the process with a stack trace.
  ownerClient.on("error", () => undefined);
  await ownerClient.connect().catch((error: unknown) => {
    throw connectionFailure(error, connectionString);
  });
  const ownerExec = executor(ownerClient, kind);
  const owner: OwnerSession = {
    kind,
    ...ownerExec,
    transaction: (work) => inTransaction(ownerClient, () => work(ownerExec)),
  };

  async function asApplication(
    useAppRole: boolean,
    background: { niceness: number | null } = { niceness: null },
  ): Promise<Database> {
    await ownerClient.end();
    // Every pooled connection assumes the application role before its first query.
    const connection = {
      connectionString,
      options: useAppRole ? `-c role=${APP_ROLE}` : undefined,
    };
    const pool = new pg.Pool({ ...connection, max: options.poolMax ?? DEFAULT_POOL_MAX });
    const backgroundPool = new pg.Pool({ ...connection, max: BACKGROUND_POOL_MAX });
    const listener = createListener(connectionString, useAppRole);
    const closing = async () => {
      await listener.close();
      await Promise.all([pool.end(), backgroundPool.end()]);
    };
    const foreground = pooledDatabase(pool, kind, listener.listen, closing, null);
    const behind = pooledDatabase(
      backgroundPool,
      kind,
      listener.listen,
      closing,
      background.niceness,
    );
    const back: Database = {
      ...behind,
      get background(): Database {
        return back;
      },
    };
    return { ...foreground, background: back };
  }

  return { owner, asApplication, close: () => ownerClient.end() };
}

/** Connections for work nobody waits on ({@link Database.background}): a job, a spare demo. */
export const BACKGROUND_POOL_MAX = 6;

/**
 * A database over `pool`. With `niceness`, each connection's server process is given that
 * niceness when first used: the pool of background work on a server Larder started itself.
 */
function pooledDatabase(
  pool: pg.Pool,
  kind: DatabaseKind,
  listen: Database["listen"],
  close: () => Promise<void>,
  niceness: number | null,
): Omit<Database, "background"> {
  pool.on("error", () => undefined); // an idle client dropped by the server is simply replaced
  const niced = new WeakSet<pg.PoolClient>();
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (niceness !== null && !niced.has(client)) {
      niced.add(client);
      await giveWay(executor(client, kind), niceness);
    }
    return client;
  }
  return {
    kind,
    async query<Row>(text: string, params?: readonly unknown[]) {
      const client = await connect();
      try {
        const result = await executor(client, kind).query<Row>(text, params);
        client.release();
        return result;
      } catch (error) {
        // As pg's own pool.query does: a connection whose query failed is not used again.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    async transaction(work) {
      const client = await connect();
      try {
        return await inTransaction(client, () => work(executor(client, kind)));
      } finally {
        client.release();
      }
    },
    listen,
    close,
  };
}

/**
 * Lowers the CPU priority of the server process behind `connection` (its backend), as the
 * worker threads lower their own (lib/background-priority.ts). Only for a server on this machine
 * that Larder started; where the system refuses (another user's process), the work runs as it
 * is. Returns whether it could.
 */
export async function giveWay(connection: Executor, niceness: number): Promise<boolean> {
  try {
    const { rows } = await connection.query<{ pid: number }>("select pg_backend_pid() as pid");
    const pid = rows[0]?.pid;
    if (!pid) return false;
    setPriority(pid, niceness);
    return true;
  } catch {
    // Not permitted, or not this machine's: the connection keeps its priority.
    return false;
  }
}

/**
 * One connection, outside the pool, that LISTENs on behalf of the whole process. It connects
 * with the first listener and, if the server drops it, reconnects and listens again.
 */
function createListener(connectionString: string, useAppRole: boolean) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString,
      options: useAppRole ? `-c role=${APP_ROLE}` : undefined,
    });
    next.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    const reconnect = () => {
      if (client !== next) return;
      client = null;
      connecting = null;
      if (closed || handlers.size === 0) return;
      setTimeout(() => void ensureConnected().catch(() => reconnect()), 1000).unref();
    };
    next.on("error", reconnect);
    next.on("end", reconnect);
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
    client = next;
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const fresh = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onMessage);
      handlers.set(channel, set);
      const connection = await ensureConnected();
      if (fresh) await connection.query(`listen "${channel}"`);
      return async () => {
        set.delete(onMessage);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten "${channel}"`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
