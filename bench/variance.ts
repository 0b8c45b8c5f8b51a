// `npm run bench:variance`: the actual-versus-theoretical variance report at a group's scale, on
// PostgreSQL, against the same service function run on the raw driver, side by side in one run.
//
// It loads a workspace of 5,000 items at 20 locations with 1,000,000 movements (bench-workspace),
// then 500,000 sale lines of 200 menu items over the same 90 days and a posted count of every
// item at each location a week ago and last night, starts Larder on it, and measures GET
// /reports/variance for one location over the last seven days (the bar: p50 < 300 ms), and over
// the last 28 days (info). Exits 1 if the bar is missed.
import pg from "pg";
import { varianceReport } from "../apps/server/src/modules/variance/report";
import {
  best,
  ITEMS,
  load,
  LOCATIONS,
  measure,
  ms,
  rawDriver,
  throwAwayDatabase,
  type Measured,
} from "./bench-workspace";
import { buildIfNeeded, startLarder } from "./larder.mjs";

const SALES_LINES = Number(process.env.BENCH_SALES_LINES ?? 500_000);
const MENU_ITEMS = 200;

/** Sales, menu items and two counts per location, loaded as the database owner. */
async function loadSales(url: string, workspaceId: string, userId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await q(
    `insert into menu_items (workspace_id, name, price)
     select $1, 'Plate ' || lpad(g::text, 3, '0'), 10 + g % 25 from generate_series(1, $2) g`,
    [workspaceId, MENU_ITEMS],
  );
  await q(
    `with locs as (select array_agg(id order by name) as ids from locations where workspace_id = $1),
          menu as (select array_agg(id order by name) as ids, array_agg(name order by name) as names,
                          array_agg(price order by name) as prices
                     from menu_items where workspace_id = $1)
     insert into sales (workspace_id, location_id, business_day, sold_at, pos_name, name_key,
                        menu_item_id, quantity, net_sales, line_key, source_type, depleted_at)
     select $1, locs.ids[g % $3 + 1], (now() - make_interval(days => g % 90))::date,
            now() - make_interval(days => g % 90), menu.names[g % $4 + 1],
            lower(menu.names[g % $4 + 1]), menu.ids[g % $4 + 1], 1 + g % 3,
            (1 + g % 3) * menu.prices[g % $4 + 1], md5(g::text || $1::text), 'ticket', now()
       from generate_series(1, $2) g, locs, menu`,
    [workspaceId, SALES_LINES, LOCATIONS, MENU_ITEMS],
  );
  const counts: string[] = [];
  for (const daysAgo of [8, 1]) {
    const { rows } = await q(
      `insert into stock_counts (workspace_id, id, location_id, status, started_by, started_at,
                                 finished_by, finished_at)
       select $1, gen_random_uuid(), id, 'posted', $2, now() - make_interval(days => $3, hours => 1),
              $2, date_trunc('day', now()) - make_interval(days => $3 - 1) - interval '1 hour'
         from locations where workspace_id = $1
       returning id`,
      [workspaceId, userId, daysAgo],
    );
    counts.push(...rows.map((row) => row.id as string));
  }
  await q(
    `insert into stock_count_lines (workspace_id, count_id, item_id, counted_quantity,
                                    expected_quantity, counted_at)
     select $1, c.id, i.id, 10, 10, c.finished_at
       from stock_counts c cross join items i
      where c.workspace_id = $1 and i.workspace_id = $1 and c.id = any($2::uuid[])`,
    [workspaceId, counts],
  );
  await q("analyze");
  await client.end();
  console.log(
    `Loaded ${SALES_LINES} sale lines of ${MENU_ITEMS} menu items and ${counts.length} counts`,
  );
}

buildIfNeeded();
const { url, ids, drop } = await throwAwayDatabase();
let stopServer = () => undefined as unknown;
let exitCode = 0;
try {
  const server = await startLarder(Number(process.env.BENCH_PORT ?? 3223), { DATABASE_URL: url });
  stopServer = server.stop;
  const locationId = await load(url, ids);
  await loadSales(url, ids.workspace, ids.user);
  const headers = { cookie: `larder_session=${ids.token}` };
  const { pool, inTenant } = rawDriver(url);
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const period = (days: number) => ({ locationId, from: day(days), to: day(1) });
  const get = (days: number) => async () => {
    const { from, to } = period(days);
    const path = `/reports/variance?locationId=${locationId}&from=${from}&to=${to}`;
    const response = await fetch(`${server.base}/api/w/${ids.workspace}${path}`, { headers });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const member = {
    workspaceId: ids.workspace,
    userId: ids.user,
    email: "bench@larder.test",
    role: "owner" as const,
    locationIds: null,
  };
  const raw = async () => {
    await inTenant(ids, (tx) => varianceReport(tx, member, period(7), true));
  };
  const rows = await inTenant(ids, (tx) => varianceReport(tx, member, period(7), true));
  console.log(`One location, 7 days: ${rows.rows.length} items, ${rows.counts.length} counts`);

  const results: Measured[] = [];
  for (let round = 0; round < 2; round += 1)
    results.push(await measure("last 7 days", get(7)), await measure("raw driver", raw));
  const month = await measure("last 28 days", get(28));
  await pool.end();

  console.log(
    `\nVariance report, ${ITEMS} items × ${LOCATIONS} locations, ${SALES_LINES} sale lines, one location:`,
  );
  for (const name of ["last 7 days", "raw driver"]) {
    const run = best(results, name);
    console.log(
      `  ${name.padEnd(14)} p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${run.perSecond.toFixed(1)} req/s`,
    );
  }
  const api = best(results, "last 7 days");
  const direct = best(results, "raw driver");
  console.log(
    `  throughput ratio to the raw driver: ${(api.perSecond / direct.perSecond).toFixed(2)}`,
  );
  console.log(`  bar: endpoint p50 < 300 ms: ${ms(api.p50)}`);
  console.log(`  info: the last 28 days: p50 ${ms(month.p50)}, p99 ${ms(month.p99)}`);
  if (api.p50 >= 300) {
    console.log("✖ the bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bar");
} finally {
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop();
}
process.exit(exitCode);
