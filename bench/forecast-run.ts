// `npm run bench:forecast-run`: forecasting a whole workspace in the worker thread, on
// PostgreSQL, while watching the event loop of the process that runs it.
//
// It loads a workspace of 5,000 items at 20 locations with 1,000,000 movements (and their daily
// usage rollup) into a throw-away database, opens it as the server does (migrations, the
// application role), and runs the forecast job exactly as the server's job runner would:
// reading the rollup batch by batch, forecasting in a worker thread, writing item_forecasts.
// Meanwhile it measures this process's event-loop delay. Bars: all 100,000 series in < 60 s;
// event-loop delay (max) < 50 ms. Exits 1 if missed.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { withTenant } from "../apps/server/src/db/tenant";
import { openDatabase } from "../apps/server/src/db/open";
import { requestForecastRun, runForecast } from "../apps/server/src/modules/ordering/forecasts";
import { ITEMS, load, LOCATIONS, throwAwayDatabase } from "./bench-workspace";

const SECONDS_BAR = 60;
const DELAY_BAR_MS = 50;

const { url, ids, drop } = await throwAwayDatabase();
let exitCode = 0;
const db = await openDatabase({
  databaseUrl: url,
  dataDir: "",
  migrationsDir: fileURLToPath(new URL("../apps/server/db/migrations", import.meta.url)),
});
try {
  await load(url, ids);
  const scope = { workspaceId: ids.workspace };
  await withTenant(db, scope, (tx) => requestForecastRun(tx, ids.workspace));

  // Start from a settled heap (when run with --expose-gc, as npm run does): loading the
  // workspace above made garbage a server would not have.
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  await runForecast(db, {
    id: randomUUID(),
    kind: "forecast",
    workspaceId: ids.workspace,
    objectId: ids.workspace,
  });
  const seconds = (performance.now() - started) / 1000;
  delay.disable();

  const summary = await withTenant(db, scope, async (tx) => {
    const { rows } = await tx.query<{ series: number; method: string; n: number }>(
      `select (select series from forecast_runs where workspace_id = $1) as series, method, count(*)::int as n
         from item_forecasts where workspace_id = $1 group by method order by method`,
      [ids.workspace],
    );
    return rows;
  });
  const series = summary[0]?.series ?? 0;
  const stored = summary.reduce((total, row) => total + row.n, 0);
  const maxDelay = delay.max / 1e6;
  const p99Delay = delay.percentile(99) / 1e6;
  console.log(`\nForecasting ${ITEMS} items × ${LOCATIONS} locations in a worker thread:`);
  console.log(
    `  ${series} series, ${stored} forecasts stored in ${seconds.toFixed(1)} s (bar < ${SECONDS_BAR} s), ` +
      `${((seconds * 1000) / Math.max(1, series)).toFixed(2)} ms a series`,
  );
  console.log(`  methods chosen: ${summary.map((row) => `${row.method} ${row.n}`).join(", ")}`);
  console.log(
    `  event-loop delay meanwhile: p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, ` +
      `p99 ${p99Delay.toFixed(1)} ms, max ${maxDelay.toFixed(1)} ms (bar < ${DELAY_BAR_MS} ms)`,
  );
  if (seconds >= SECONDS_BAR || maxDelay >= DELAY_BAR_MS || stored !== series) {
    console.log("✖ a bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bars");
} finally {
  await db.close();
  await drop();
}
process.exit(exitCode);
