// What the database benches share: a throw-away PostgreSQL database holding a workspace of
// 5,000 items at 20 locations with 1,000,000 movements (sizes from BENCH_* variables), loaded
// with plain SQL as the database owner, and a side-by-side latency and throughput measure.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Executor } from "../apps/server/src/db/database";

export const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
export const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 20);
const PER_PAIR = Number(process.env.BENCH_MOVEMENTS_PER_ITEM_LOCATION ?? 10);
export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;
export const adminUrl =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Where plain SQL runs as the database owner: a PostgreSQL address, or an open client. */
export type SeedTarget =
  | string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are whatever SQL returns
  | { query(sql: string, params?: unknown[]): Promise<{ rows: any[] }> };

/** A client on `target` for plain SQL, and how to let it go. */
export async function seedClient(target: SeedTarget) {
  if (typeof target !== "string") return { q: target.query.bind(target), end: async () => {} };
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  return {
    q: (sql: string, params: unknown[] = []) => client.query(sql, params),
    end: () => client.end(),
  };
}

/** Fills the workspace with plain SQL as the database owner (row-level security does not bind it). */
export async function load(
  target: SeedTarget,
  ids: { user: string; workspace: string; token: string },
  options: { movementsPerPair?: number } = {},
) {
  const client = await seedClient(target);
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => client.q(sql, params);
  await q("insert into users (id, email, name) values ($1, 'bench@larder.test', 'Bench')", [
    ids.user,
  ]);
  await q("insert into workspaces (id, name, created_by) values ($1, 'Bench Kitchen', $2)", [
    ids.workspace,
    ids.user,
  ]);
  await q("insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')", [
    ids.workspace,
    ids.user,
  ]);
  await q(
    `insert into sessions (user_id, token_hash, csrf_token, current_workspace_id, expires_at)
     values ($1, $2, 'bench', $3, now() + interval '1 day')`,
    [ids.user, createHash("sha256").update(ids.token).digest("hex"), ids.workspace],
  );
  await q(
    `insert into locations (workspace_id, name, time_zone)
     select $1, 'Location ' || lpad(g::text, 2, '0'), 'UTC' from generate_series(1, $2) g`,
    [ids.workspace, LOCATIONS],
  );
  await q(
    `insert into item_categories (workspace_id, name, position)
     select $1, name, n from unnest(array['Protein','Vegetables','Herbs','Dairy','Pantry','Bakery',
       'Beverages','Supplies']) with ordinality as c(name, n)`,
    [ids.workspace],
  );
  await q(
    `insert into items (workspace_id, name, category_id, base_unit)
     select $1, 'Item ' || lpad(g::text, 5, '0'),
            (select id from item_categories where workspace_id = $1 and position = g % 8 + 1),
            (array['kg', 'l', 'pcs', 'lb'])[g % 4 + 1]
       from generate_series(1, $2) g`,
    [ids.workspace, ITEMS],
  );
  // The group rollup's triggers (migration 0020) too: it is summed once at the end.
  for (const [table, trigger] of GROUP_TRIGGERS)
    await q(`alter table ${table} disable trigger ${trigger}`);
  await q(
    `insert into par_levels (workspace_id, item_id, location_id, minimum, maximum)
     select $1, i.id, l.id, 5 + (abs(hashtext(i.id::text || l.id::text)) % 30), 80
       from items i cross join locations l where i.workspace_id = $1 and l.workspace_id = $1`,
    [ids.workspace],
  );
  // The ledger in one statement, without the per-row trigger; the balances are then summed
  // from it, exactly what the trigger would have left.
  await q("alter table stock_movements disable trigger stock_movements_apply");
  await q("alter table stock_movements disable trigger stock_movements_usage");
  await q("alter table stock_movements disable trigger stock_movements_item_cost");
  await q(
    `insert into stock_movements (workspace_id, item_id, location_id, kind, quantity, unit_cost, occurred_at)
     select $1, i.id, l.id,
            case when g % 5 = 1 then 'receipt' else 'usage' end,
            case when g % 5 = 1 then 20 else -1.5 end, 2.5,
            now() - make_interval(days => (g * 7 + abs(hashtext(i.id::text)) % 7) % 90)
       from items i cross join locations l cross join generate_series(1, $2) g
      where i.workspace_id = $1 and l.workspace_id = $1`,
    [ids.workspace, options.movementsPerPair ?? PER_PAIR],
  );
  await q("alter table stock_movements enable trigger stock_movements_apply");
  await q("alter table stock_movements enable trigger stock_movements_usage");
  await q("alter table stock_movements enable trigger stock_movements_item_cost");
  await q(
    `insert into stock_balances (workspace_id, item_id, location_id, on_hand, average_unit_cost, last_movement_at)
     select workspace_id, item_id, location_id, sum(quantity), 2.5, max(occurred_at)
       from stock_movements where workspace_id = $1 group by 1, 2, 3`,
    [ids.workspace],
  );
  // What the item cost trigger would have left: the last received price and the average.
  await q(
    `insert into item_costs (workspace_id, item_id, last_receipt_cost, last_receipt_at, average_cost)
     select workspace_id, item_id, 2.5, max(occurred_at), 2.5
       from stock_movements where workspace_id = $1 and kind = 'receipt' group by 1, 2`,
    [ids.workspace],
  );
  await q(
    `insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
     select workspace_id, location_id, (occurred_at at time zone 'UTC')::date, item_id, -sum(quantity)
       from stock_movements where workspace_id = $1 and larder_usage_kind(kind) group by 1, 2, 3, 4`,
    [ids.workspace],
  );
  for (const [table, trigger] of GROUP_TRIGGERS)
    await q(`alter table ${table} enable trigger ${trigger}`);
  await fillGroupRollup(q, ids.workspace);
  await q("analyze");
  const { rows } = await q("select count(*)::int as n from stock_movements");
  const { rows: location } = await q(
    "select id from locations where workspace_id = $1 order by name limit 1",
    [ids.workspace],
  );
  await client.end();
  console.log(
    `Loaded ${ITEMS} items × ${LOCATIONS} locations, ${rows[0].n} movements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return location[0].id as string;
}

const GROUP_TRIGGERS = [
  ["par_levels", "par_levels_group"],
  ["stock_balances", "stock_balances_group"],
  ["stock_usage_daily", "stock_usage_daily_group"],
] as const;

/** What the group rollup's triggers would have left: migration 0020's own sums. */
async function fillGroupRollup(
  q: (sql: string, params?: unknown[]) => Promise<unknown>,
  workspaceId: string,
) {
  await q(
    `insert into stock_group_balances
            (workspace_id, item_id, locations, on_hand, value, priced, minimum, minimums, maximum,
             maximums, last_movement_at)
     select b.workspace_id, b.item_id, count(*), sum(b.on_hand),
            coalesce(sum(b.on_hand * b.average_unit_cost), 0), count(b.average_unit_cost),
            coalesce(sum(p.minimum), 0), count(p.minimum), coalesce(sum(p.maximum), 0),
            count(p.maximum), max(b.last_movement_at)
       from stock_balances b
       left join par_levels p
         on p.workspace_id = b.workspace_id and p.item_id = b.item_id and p.location_id = b.location_id
      where b.workspace_id = $1
      group by b.workspace_id, b.item_id`,
    [workspaceId],
  );
  await q(
    `insert into stock_group_usage_daily (workspace_id, day, item_id, used)
     select workspace_id, day, item_id, sum(used) from stock_usage_daily
      where workspace_id = $1 group by workspace_id, day, item_id`,
    [workspaceId],
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

export async function measure(name: string, once: () => Promise<void>) {
  for (let i = 0; i < 20; i += 1) await once(); // warm up
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await once();
    latencies.push(performance.now() - start);
  }
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await once();
        done += 1;
      }
    }),
  );
  return {
    name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: done / SECONDS,
  };
}

/** A pg pool that runs queries as Larder's application role, and an Executor over one client. */
export function rawDriver(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c role=larder_app" });
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === pg.types.builtins.NUMERIC || oid === pg.types.builtins.INT8
        ? (value: string) => value
        : pg.types.getTypeParser(oid, format as "text"),
  };
  /** Runs `work` in a tenant transaction of the workspace, as the server does. */
  const inTenant = async <T>(
    ids: { workspace: string; user: string },
    work: (tx: Executor) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect();
    const tx: Executor = {
      query: async (text, params) => {
        const result = await client.query({ text, values: params ? [...params] : [], types });
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      },
    };
    try {
      await client.query("begin");
      await client.query(
        "select set_config('larder.workspace_id', $1, true), set_config('larder.user_id', $2, true)",
        [ids.workspace, ids.user],
      );
      const result = await work(tx);
      await client.query("commit");
      return result;
    } finally {
      client.release();
    }
  };
  return { pool, inTenant };
}

export type Measured = Awaited<ReturnType<typeof measure>>;

/** The best of each name's runs: lowest latencies, highest throughput. */
export function best(results: Measured[], name: string) {
  const runs = results.filter((result) => result.name === name);
  return {
    p50: Math.min(...runs.map((run) => run.p50)),
    p99: Math.min(...runs.map((run) => run.p99)),
    perSecond: Math.max(...runs.map((run) => run.perSecond)),
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * A throw-away database for one bench run, with the ids its workspace will have; `drop` removes
 * it afterwards (kept, and named, when BENCH_KEEP_DATABASE is set).
 */
export async function throwAwayDatabase() {
  const name = `larder_bench_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${name}`);
  return {
    url: databaseUrl(name),
    ids: {
      user: randomUUID(),
      workspace: randomUUID(),
      token: randomBytes(32).toString("base64url"),
    },
    drop: async () => {
      if (process.env.BENCH_KEEP_DATABASE) console.log(`Kept the database ${name}`);
      else await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
