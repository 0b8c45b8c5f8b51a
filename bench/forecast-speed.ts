// `npm run bench:forecast-speed`: forecasting 100,000 item × location series with two years of
// daily history each in the forecasting worker thread, as the forecast job hands it batches,
// while this process's event loop is watched.
//
// The series (bench/forecast-data.ts: weekday patterns, trends, a yearly swing, closed days,
// intermittent items; 1,000 distinct ones reused) are dated and carry a holiday calendar, so the
// engine runs its full path: calendar, yearly pattern, six candidates backtested. What the job
// does besides (reading the rollup, writing item_forecasts) is measured by bench:forecast-run;
// this measures the part that grows with the length of history.
// Bars: all series in < 60 s; event-loop delay p99 < 50 ms. Exits 1 if missed.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { type ForecastBatch, ForecastWorkers } from "../apps/server/src/jobs/forecast-batch";
import { benchCalendar, generateSeries } from "./forecast-data";

const SERIES = Number(process.env.BENCH_SERIES ?? 100_000);
// The run's pool as the server makes it (a worker per core, at most two) unless told otherwise.
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined;
const DAYS = 730;
// As a forecast run: 70 days ahead, each judged over the two weeks an order covers.
const HORIZON = 70;
const BATCH = 250;
const SECONDS_BAR = 60;
const DELAY_BAR_MS = 50;
const FIRST = "2024-11-26";

const pool = generateSeries(1000, DAYS);
const { events, firstWeekday } = benchCalendar(FIRST, DAYS, HORIZON);

function batchOf(id: number, from: number, count: number): ForecastBatch {
  const values = new Float64Array(count * DAYS);
  for (let s = 0; s < count; s += 1) values.set(pool[(from + s) % pool.length]!.values, s * DAYS);
  return {
    id,
    horizon: HORIZON,
    historyDays: DAYS,
    values,
    starts: new Int32Array(count),
    locationOf: new Int32Array(count),
    // Groups of 25, as a category's items at a location are pooled.
    groupOf: Int32Array.from({ length: count }, (_, s) => Math.floor(s / 25)),
    categoryOf: Array<string | null>(count).fill(null),
    judgedOver: new Int32Array(count).fill(14),
    open: new Uint8Array(DAYS).fill(1),
    openAhead: new Uint8Array(HORIZON).fill(1),
    firstWeekday: Int32Array.of(firstWeekday),
    firstDate: [FIRST],
    events: [events],
  };
}

const workers = new ForecastWorkers(() => {}, WORKERS);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const started = performance.now();
let next = 0;
let done = 0;
let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 500);
await Promise.all(
  Array.from({ length: workers.size }, async () => {
    while (next < SERIES) {
      const from = next;
      const count = Math.min(BATCH, SERIES - from);
      next += count;
      const results = await workers.forecast(batchOf(from, from, count));
      done += results.mean.length;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sample);
delay.disable();
await workers.close();

const p99 = delay.percentile(99) / 1e6;
console.log(
  `Forecasting ${done.toLocaleString("en")} series of ${DAYS} days, ${HORIZON} ahead, in ${workers.size} worker thread${workers.size > 1 ? "s" : ""}`,
);
console.log(
  `  ${seconds.toFixed(1)} s (${((seconds * 1000) / done).toFixed(2)} ms a series)  bar < ${SECONDS_BAR} s  ${seconds < SECONDS_BAR ? "pass" : "FAIL"}`,
);
console.log(
  `  event-loop delay p99 ${p99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms  bar p99 < ${DELAY_BAR_MS} ms  ${p99 < DELAY_BAR_MS ? "pass" : "FAIL"}`,
);
console.log(
  `  peak resident memory of the process (workers included) ${(peak / 2 ** 20).toFixed(0)} MB`,
);
if (seconds >= SECONDS_BAR || p99 >= DELAY_BAR_MS) process.exitCode = 1;
