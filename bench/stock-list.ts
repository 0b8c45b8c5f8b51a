// `npm run bench:stock`: the stock list against the same SQL through the raw driver, side by
// side in one run, on PostgreSQL.
//
// It loads a workspace of 5,000 items at 20 locations with 1,000,000 movements into a
// throw-away database, starts Larder on it, and measures GET /api/w/:id/stock (one location,
// a page of 50 by name) against `listStock` run directly on a pg client in the same tenant
// transaction: latency (p50, p99, one request at a time) and throughput (8 at a time). Prints
// the ratios and the bars (throughput ≥ 0.5 of the raw driver, p50 < 30 ms); exits 1 if missed.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Executor } from "../apps/server/src/db/database";
import { listStock } from "../apps/server/src/modules/stock/list";
import { buildIfNeeded, startLarder } from "./larder.mjs";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 20);
const PER_PAIR = Number(process.env.BENCH_MOVEMENTS_PER_ITEM_LOCATION ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Fills the workspace with plain SQL as the database owner (row-level security does not bind it). */
async function load(url: string, ids: { user: string; workspace: string; token: string }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
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
  await q(
    `insert into par_levels (workspace_id, item_id, location_id, minimum, maximum)
     select $1, i.id, l.id, 5 + (abs(hashtext(i.id::text || l.id::text)) % 30), 80
       from items i cross join locations l where i.workspace_id = $1 and l.workspace_id = $1`,
    [ids.workspace],
  );
  // The ledger in one statement, without the per-row trigger; the balances are then summed
  // from it, exactly what the trigger would have left.
  await q("alter table stock_movements disable trigger stock_movements_apply");
  await q(
    `insert into stock_movements (workspace_id, item_id, location_id, kind, quantity, unit_cost, occurred_at)
     select $1, i.id, l.id,
            case when g % 5 = 1 then 'receipt' else 'usage' end,
            case when g % 5 = 1 then 20 else -1.5 end, 2.5,
            now() - make_interval(days => (g * 7 + abs(hashtext(i.id::text)) % 7) % 90)
       from items i cross join locations l cross join generate_series(1, $2) g
      where i.workspace_id = $1 and l.workspace_id = $1`,
    [ids.workspace, PER_PAIR],
  );
  await q("alter table stock_movements enable trigger stock_movements_apply");
  await q(
    `insert into stock_balances (workspace_id, item_id, location_id, on_hand, average_unit_cost, last_movement_at)
     select workspace_id, item_id, location_id, sum(quantity), 2.5, max(occurred_at)
       from stock_movements where workspace_id = $1 group by 1, 2, 3`,
    [ids.workspace],
  );
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function measure(name: string, once: () => Promise<void>) {
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

buildIfNeeded();
const dbName = `larder_bench_${randomBytes(4).toString("hex")}`;
await admin(`create database ${dbName}`);
const url = databaseUrl(dbName);
const ids = {
  user: randomUUID(),
  workspace: randomUUID(),
  token: randomBytes(32).toString("base64url"),
};
let stopServer = () => undefined as unknown;
let exitCode = 0;
try {
  const server = await startLarder(Number(process.env.BENCH_PORT ?? 3220), { DATABASE_URL: url });
  stopServer = server.stop;
  const locationId = await load(url, ids);
  const query = {
    locationId,
    sort: "name" as const,
    direction: "asc" as const,
    limit: 50,
    offset: 0,
  };
  const path = `/api/w/${ids.workspace}/stock?locationId=${locationId}&limit=50`;
  const headers = { cookie: `larder_session=${ids.token}` };
  const first = await fetch(`${server.base}${path}`, { headers });
  if (first.status !== 200)
    throw new Error(`the stock list answered ${first.status}: ${await first.text()}`);

  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c role=larder_app" });
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === pg.types.builtins.NUMERIC || oid === pg.types.builtins.INT8
        ? (value: string) => value
        : pg.types.getTypeParser(oid, format as "text"),
  };
  const raw = async () => {
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
      await listStock(tx, ids.workspace, [locationId], query, true);
      await client.query("commit");
    } finally {
      client.release();
    }
  };
  const endpoint = async () => {
    const response = await fetch(`${server.base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`stock list: ${response.status}`);
    await response.arrayBuffer();
  };

  // Side by side, alternating, so that both see the same machine.
  const results = [];
  for (let round = 0; round < 2; round += 1) {
    results.push(await measure("endpoint", endpoint), await measure("raw driver", raw));
  }
  const best = (name: string) => {
    const runs = results.filter((result) => result.name === name);
    return {
      p50: Math.min(...runs.map((run) => run.p50)),
      p99: Math.min(...runs.map((run) => run.p99)),
      perSecond: Math.max(...runs.map((run) => run.perSecond)),
    };
  };
  const api = best("endpoint");
  const direct = best("raw driver");
  const all = await measure("all locations", async () => {
    const response = await fetch(`${server.base}/api/w/${ids.workspace}/stock?limit=50`, {
      headers,
    });
    await response.arrayBuffer();
  });
  await pool.end();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log("\nStock list, one location, 50 rows by name:");
  console.log(
    `  endpoint    p50 ${ms(api.p50)}  p99 ${ms(api.p99)}  ${api.perSecond.toFixed(0)} req/s`,
  );
  console.log(
    `  raw driver  p50 ${ms(direct.p50)}  p99 ${ms(direct.p99)}  ${direct.perSecond.toFixed(0)} req/s`,
  );
  const ratio = api.perSecond / direct.perSecond;
  console.log(
    `  throughput ratio ${ratio.toFixed(2)} (bar ≥ 0.5), endpoint p50 ${ms(api.p50)} (bar < 30 ms)`,
  );
  console.log(
    `  info: all ${LOCATIONS} locations added together: p50 ${ms(all.p50)}, p99 ${ms(all.p99)}, ${all.perSecond.toFixed(0)} req/s`,
  );
  if (ratio < 0.5 || api.p50 >= 30) {
    console.log("✖ a bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bars");
} finally {
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (process.env.BENCH_KEEP_DATABASE) console.log(`Kept the database ${dbName}`);
  else await admin(`drop database if exists ${dbName} with (force)`);
}
process.exit(exitCode);
