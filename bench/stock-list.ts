// `npm run bench:stock`: the stock list against the same SQL through the raw driver, side by
// side in one run, on PostgreSQL.
//
// It loads a workspace of 5,000 items at 20 locations with 1,000,000 movements into a
// throw-away database, starts Larder on it, and measures GET /api/w/:id/stock (one location,
// a page of 50 by name) against `listStock` run directly on a pg client in the same tenant
// transaction: latency (p50, p99, one request at a time) and throughput (8 at a time); and the
// same page for "All locations", head office's view of the 20 added together. Prints the ratios
// and the bars (throughput ≥ 0.5 of the raw driver, p50 < 30 ms; all locations p50 < 100 ms);
// exits 1 if one is missed.
import { listStock } from "../apps/server/src/modules/stock/list";
import {
  best,
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

  const { pool, inTenant } = rawDriver(url);
  const raw = async () => {
    await inTenant(ids, (tx) => listStock(tx, ids.workspace, [locationId], query, true));
  };
  const endpoint = async () => {
    const response = await fetch(`${server.base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`stock list: ${response.status}`);
    await response.arrayBuffer();
  };

  // Side by side, alternating, so that both see the same machine.
  const allLocations = async () => {
    const response = await fetch(`${server.base}/api/w/${ids.workspace}/stock?limit=50`, {
      headers,
    });
    if (response.status !== 200) throw new Error(`all locations: ${response.status}`);
    await response.arrayBuffer();
  };
  const results: Measured[] = [];
  for (let round = 0; round < 2; round += 1) {
    results.push(
      await measure("endpoint", endpoint),
      await measure("raw driver", raw),
      await measure("all locations", allLocations),
    );
  }
  const api = best(results, "endpoint");
  const direct = best(results, "raw driver");
  const all = best(results, "all locations");
  await pool.end();

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
  const allPass = all.p50 < 100;
  console.log(
    `  All locations stock list p50 ${ms(all.p50)} (bar 100 ms) ${allPass ? "PASS" : "MISS"}, ` +
      `p99 ${ms(all.p99)}, ${all.perSecond.toFixed(0)} req/s (${LOCATIONS} locations)`,
  );
  if (ratio < 0.5 || api.p50 >= 30 || !allPass) {
    console.log("✖ a bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bars");
} finally {
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop();
}
process.exit(exitCode);
