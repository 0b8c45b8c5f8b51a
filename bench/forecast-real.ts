// `npm run bench:forecast-real`: Larder's forecasting engine on real daily demand, against the
// two baselines a buyer would otherwise use, side by side in one run.
//
// Data: bench/real-sales/chicago-l-entries.csv, the daily entries at 20 stations of Chicago's
// "L" from 2011-01-01 to 2016-08-14 (City of Chicago open data, as published in the R package
// modeldata 1.1.0, MIT; Debian's r-cran-modeldata). No real daily sales of shop or restaurant
// items can be installed offline from npm or Debian, so this is real demand, not sales: strong
// weekdays, seasons and holidays, few zeros. See bench/real-sales/README.md.
//
// From rolling origins every 28 days (each with at least two years of history), each series is
// forecast 7, 14 and 28 days ahead by the engine (told the holidays of US-IL, as a kitchen's
// location would be) and by seasonal naive (same weekday last week) and the same weekday's mean
// over the last 8 weeks. Scores: RMSSE (M5's scaled error on the mean), the pinball loss at the
// 95% quantile (the service level that sets safety stock) scaled by the history's mean absolute
// day-to-day change, and the share of days inside the 80% and 95% prediction intervals.
// And what a buyer gets from it: the share of forecasts whose whole horizon's use stayed within
// the forecast total plus the safety stock suggestOrderLine adds at 90% and 95% service (the
// horizon standing for the order cycle), that safety stock as a share of the use, and the
// multiple of it that would have covered exactly the nominal share (above 1: too little).
// Bar: RMSSE ≤ 0.85 × the best baseline at 14 days; coverage within 3 points of nominal.
import { readFileSync } from "node:fs";
import {
  type DailySeries,
  type DayEvent,
  forecastGroup,
  forecastItem,
  type ItemForecast,
  normalQuantile,
  seasonalNaive,
  totalQuantile,
  weekdayMean,
} from "@larder/domain";
import { holidayCalendar } from "../apps/server/src/lib/holidays";

const FILE = new URL("./real-sales/chicago-l-entries.csv", import.meta.url);
const REGION = process.env.BENCH_REGION ?? "US-IL";
const HORIZONS = [7, 14, 28] as const;
const STEP = Number(process.env.BENCH_STEP ?? 28);
const MIN_HISTORY = 730;
const BAR = 0.85;
const DAY_MS = 86_400_000;

const [header, ...lines] = readFileSync(FILE, "utf8").trim().split("\n");
const keys = header!.split(",").slice(1);
const dates = lines.map((line) => line.slice(0, 10));
const columns = keys.map(() => new Float64Array(lines.length));
lines.forEach((line, t) => {
  line
    .split(",")
    .slice(1)
    .forEach((value, k) => (columns[k]![t] = Number(value)));
});
const first = dates[0]!;
const firstWeekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
const last = new Date(Date.parse(`${dates.at(-1)}T00:00:00Z`) + 28 * DAY_MS)
  .toISOString()
  .slice(0, 10);
const holidays = holidayCalendar(REGION, first, last);
const events: (DayEvent[] | undefined)[] = dates.map((date) => holidays.get(date));

interface Score {
  rmsse: number;
  pinball: number;
  inside80: number;
  inside95: number;
  days: number;
  count: number;
}
const empty = (): Score => ({ rmsse: 0, pinball: 0, inside80: 0, inside95: 0, days: 0, count: 0 });
const METHODS = [
  "Larder engine",
  "Larder engine, no calendar",
  "seasonal naive",
  "weekday mean of 8 weeks",
];
const scores = new Map<string, Score>();
for (const h of HORIZONS) for (const m of METHODS) scores.set(`${h}:${m}`, empty());

/** The order cycle's total at each service level: covered or not, and the safety stock's size. */
interface CycleScore {
  covered: number;
  safety: number;
  use: number;
  /** Per forecast, (actual total − forecast total) / safety stock. */
  needed: number[];
}
const SERVICE_LEVELS = [0.9, 0.95] as const;
const cycles = new Map<string, CycleScore>();
for (const h of HORIZONS)
  for (const level of SERVICE_LEVELS)
    cycles.set(`${h}:${level}`, { covered: 0, safety: 0, use: 0, needed: [] });

/** Scores one forecast's total over the horizon as suggestOrderLine would size the order. */
function scoreCycle(forecast: ItemForecast, actual: ArrayLike<number>, horizon: number) {
  let use = 0;
  for (let h = 0; h < horizon; h += 1) use += actual[h]!;
  for (const level of SERVICE_LEVELS) {
    const { expected, safety } = totalQuantile(
      forecast.mean,
      forecast.errorSd,
      horizon,
      level,
      forecast.errorCorrelation,
    );
    const cycle = cycles.get(`${horizon}:${level}`)!;
    if (use <= expected + safety) cycle.covered += 1;
    cycle.safety += safety;
    cycle.use += use;
    cycle.needed.push(safety > 0 ? (use - expected) / safety : use > expected ? Infinity : 0);
  }
}

/** The `level` quantile of `values` (the order statistic at or above it). */
function upperQuantile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(level * sorted.length) - 1)]!;
}

const z95 = normalQuantile(0.95);
const started = performance.now();
let forecasts = 0;
// The engine forecasts the 20 series of an origin as one group (as a kitchen's items of one
// category at one location are), so its pooled model learns across them.
const pooled = process.env.BENCH_POOLED !== "0";
const engineResults = new Map<string, ItemForecast>();
for (let origin = MIN_HISTORY; origin + 28 <= lines.length; origin += STEP)
  for (const horizon of HORIZONS) {
    const group = columns.map((values) => ({
      series: {
        values: values.subarray(0, origin),
        firstWeekday,
        firstDate: first,
        events: events.slice(0, origin),
      },
      days: { events: events.slice(origin, origin + horizon) },
    }));
    const results = pooled
      ? forecastGroup(group, horizon)
      : group.map((member) => forecastItem(member.series, horizon, member.days));
    results.forEach((result, k) => engineResults.set(`${k}:${origin}:${horizon}`, result));
    forecasts += results.length;
  }
for (let k = 0; k < keys.length; k += 1) {
  const values = columns[k]!;
  for (let origin = MIN_HISTORY; origin + 28 <= values.length; origin += STEP) {
    const history = values.subarray(0, origin);
    // Scales from the history: M5's for RMSSE (squared day-to-day change) and for the pinball
    // loss (absolute day-to-day change).
    let squaredStep = 0;
    let absoluteStep = 0;
    for (let t = 1; t < origin; t += 1) {
      squaredStep += (history[t]! - history[t - 1]!) ** 2;
      absoluteStep += Math.abs(history[t]! - history[t - 1]!);
    }
    squaredStep /= origin - 1;
    absoluteStep /= origin - 1;
    for (const horizon of HORIZONS) {
      const actual = values.subarray(origin, origin + horizon);
      const series: DailySeries = { values: history, firstWeekday };
      const engine = engineResults.get(`${k}:${origin}:${horizon}`)!;
      scoreCycle(engine, actual, horizon);
      const plain = forecastItem({ values: history, firstWeekday }, horizon);
      forecasts += 1;
      const naive = seasonalNaive(series, horizon).mean;
      const weekday = weekdayMean(series, horizon, 8).mean;
      // The baselines' spread: their own errors over the last 8 weeks, a day ahead as a week.
      const spread = (forecast: (s: DailySeries) => ArrayLike<number>) => {
        let sum = 0;
        for (let back = 56; back >= 7; back -= 7) {
          const f = forecast({ values: history.subarray(0, origin - back), firstWeekday });
          for (let d = 0; d < 7; d += 1) sum += (history[origin - back + d]! - f[d]!) ** 2;
        }
        return Math.sqrt(sum / 56);
      };
      const normal = (sd: number) => ({ p80: 1.2816 * sd, p95: 1.96 * sd });
      const results: [string, ArrayLike<number>, { p80: number; p95: number }][] = [
        ["Larder engine", engine.mean, engine.interval],
        ["Larder engine, no calendar", plain.mean, plain.interval],
        ["seasonal naive", naive, normal(spread((s) => seasonalNaive(s, 7).mean))],
        ["weekday mean of 8 weeks", weekday, normal(spread((s) => weekdayMean(s, 7, 8).mean))],
      ];
      for (const [name, mean, band] of results) {
        const score = scores.get(`${horizon}:${name}`)!;
        let squared = 0;
        let pinball = 0;
        for (let h = 0; h < horizon; h += 1) {
          const y = actual[h]!;
          squared += (y - mean[h]!) ** 2;
          // The 95% quantile of the day: the upper end of the 90% central interval, which the
          // 80% and 95% half-widths bracket (normal in between).
          const q =
            mean[h]! + band.p80 + ((z95 - 1.2816) / (1.96 - 1.2816)) * (band.p95 - band.p80);
          pinball += y >= q ? 0.95 * (y - q) : 0.05 * (q - y);
          const low80 = Math.max(0, mean[h]! - band.p80);
          const high80 = mean[h]! + band.p80;
          const low95 = Math.max(0, mean[h]! - band.p95);
          const high95 = mean[h]! + band.p95;
          if (y >= low80 && y <= high80) score.inside80 += 1;
          if (y >= low95 && y <= high95) score.inside95 += 1;
          score.days += 1;
        }
        score.rmsse += Math.sqrt(squared / horizon / squaredStep);
        score.pinball += pinball / horizon / absoluteStep;
        score.count += 1;
      }
    }
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Forecasts on real daily demand: ${keys.length} series (${dates[0]} to ${dates.at(-1)}), origins every ${STEP} days with ≥ ${MIN_HISTORY} days of history, holidays of ${REGION}${pooled ? ", pooled as one group" : ", each alone"}`,
);
let failed = false;
for (const horizon of HORIZONS) {
  console.log(
    `\n${horizon} days ahead (${scores.get(`${horizon}:${METHODS[0]}`)!.count} forecasts each)`,
  );
  console.log(
    `  ${"method".padEnd(30)} ${"RMSSE".padStart(7)} ${"pinball95".padStart(9)} ${"in 80%".padStart(7)} ${"in 95%".padStart(7)}`,
  );
  for (const name of METHODS) {
    const s = scores.get(`${horizon}:${name}`)!;
    console.log(
      `  ${name.padEnd(30)} ${(s.rmsse / s.count).toFixed(4).padStart(7)} ${(s.pinball / s.count).toFixed(4).padStart(9)} ${((100 * s.inside80) / s.days).toFixed(1).padStart(6)}% ${((100 * s.inside95) / s.days).toFixed(1).padStart(6)}%`,
    );
  }
  const of = (name: string) => scores.get(`${horizon}:${name}`)!;
  const engine = of(METHODS[0]!);
  const baselines = METHODS.slice(2).map(
    (name) => [name, of(name).rmsse / of(name).count] as const,
  );
  const [bestName, best] = baselines.sort((a, b) => a[1] - b[1])[0]!;
  const ratio = engine.rmsse / engine.count / best;
  const pinballBest = Math.min(
    ...METHODS.slice(2).map((name) => of(name).pinball / of(name).count),
  );
  const cover80 = (100 * engine.inside80) / engine.days;
  const cover95 = (100 * engine.inside95) / engine.days;
  console.log(
    `  engine / best baseline (${bestName}): RMSSE ${ratio.toFixed(3)}, pinball ${(engine.pinball / engine.count / pinballBest).toFixed(3)}; coverage 80% ${cover80.toFixed(1)}, 95% ${cover95.toFixed(1)}`,
  );
  const cycleParts = SERVICE_LEVELS.map((level) => {
    const cycle = cycles.get(`${horizon}:${level}`)!;
    const covered = (100 * cycle.covered) / cycle.needed.length;
    const share = (100 * cycle.safety) / cycle.use;
    const needed = upperQuantile(cycle.needed, level);
    return `${level * 100}%: ${covered.toFixed(1)}% covered, safety ${share.toFixed(2)}% of use, ×${needed.toFixed(2)} needed`;
  });
  console.log(`  engine's order-cycle total + safety stock at ${cycleParts.join("; ")}`);
  if (horizon === 14) {
    const pass = ratio <= BAR && Math.abs(cover80 - 80) <= 3 && Math.abs(cover95 - 95) <= 3;
    console.log(
      `  bar at 14 days: RMSSE ≤ ${BAR} × best baseline, coverage within 3 points: ${pass ? "pass" : "FAIL"}`,
    );
    failed = !pass;
  }
}
console.log(`\n(${forecasts} engine forecasts in ${seconds.toFixed(1)} s)`);
if (failed) process.exitCode = 1;
