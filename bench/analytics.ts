// `npm run bench:analytics`: Inventory Analytics' endpoints against the same rollup SQL through
// the raw driver, side by side in one run, on PostgreSQL.
//
// It loads a workspace of 5,000 items at 20 locations with 1,000,000 movements (and their daily
// usage rollup) into a throw-away database, starts Larder on it, and measures, for one location
// and the weekly period: GET /analytics/usage (top and slow movers with the heatmap of the items
// used most) and the same for one item's heatmap; and `usageAnalytics` run directly on a pg
// client in the same tenant transaction; then the movers and heatmap for "All locations", head
// office's view of the 20 together. Bars: every endpoint's p50 < 100 ms. Exits 1 if missed.
import { usageAnalytics } from "../apps/server/src/modules/analytics/usage";
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

buildIfNeeded();
const { url, ids, drop } = await throwAwayDatabase();
let stopServer = () => undefined as unknown;
let exitCode = 0;
try {
  const server = await startLarder(Number(process.env.BENCH_PORT ?? 3221), { DATABASE_URL: url });
  stopServer = server.stop;
  const locationId = await load(url, ids);
  const headers = { cookie: `larder_session=${ids.token}` };
  const { pool, inTenant } = rawDriver(url);
  const { itemId } = await inTenant(ids, async (tx) => {
    const { rows } = await tx.query<{ item_id: string }>(
      "select item_id from stock_usage_daily where location_id = $1 limit 1",
      [locationId],
    );
    return { itemId: rows[0]!.item_id };
  });
  const get = (path: string) => async () => {
    const response = await fetch(`${server.base}/api/w/${ids.workspace}${path}`, { headers });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const movers = get(`/analytics/usage?locationId=${locationId}`);
  const heatmap = get(`/analytics/usage?locationId=${locationId}&itemId=${itemId}`);
  const raw = async () => {
    await inTenant(ids, (tx) =>
      usageAnalytics(tx, ids.workspace, [locationId], { period: "weekly" }),
    );
  };
  await movers();

  const allLocations = get("/analytics/usage");
  const results: Measured[] = [];
  for (let round = 0; round < 2; round += 1)
    results.push(
      await measure("top movers and heatmap", movers),
      await measure("one item's heatmap", heatmap),
      await measure("raw driver", raw),
      await measure("all locations", allLocations),
    );
  const all = best(results, "all locations");
  await pool.end();

  console.log(
    `\nInventory Analytics, ${ITEMS} items × ${LOCATIONS} locations, one location, weekly:`,
  );
  for (const name of ["top movers and heatmap", "one item's heatmap", "raw driver"]) {
    const run = best(results, name);
    console.log(
      `  ${name.padEnd(24)} p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${run.perSecond.toFixed(0)} req/s`,
    );
  }
  const api = best(results, "top movers and heatmap");
  const one = best(results, "one item's heatmap");
  const direct = best(results, "raw driver");
  console.log(
    `  throughput ratio to the raw driver: ${(api.perSecond / direct.perSecond).toFixed(2)} (movers), ` +
      `${(one.perSecond / direct.perSecond).toFixed(2)} (one item)`,
  );
  console.log(`  bar: endpoint p50 < 100 ms: ${ms(api.p50)} and ${ms(one.p50)}`);
  const allPass = all.p50 < 100;
  console.log(
    `  All locations analytics p50 ${ms(all.p50)} (bar 100 ms) ${allPass ? "PASS" : "MISS"}, ` +
      `p99 ${ms(all.p99)} (${LOCATIONS} locations)`,
  );
  if (api.p50 >= 100 || one.p50 >= 100 || !allPass) {
    console.log("✖ a bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bars");
} finally {
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop();
}
process.exit(exitCode);
