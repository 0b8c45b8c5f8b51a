// `npm run bench:forecast-accuracy`: Larder's forecasting engine against three baselines on a
// generated year of usage (bench/forecast-data.ts), side by side in one run.
//
// Each of 1,000 series is forecast 28 days ahead from its first 364 days, by the engine and by
// seasonal naive (same weekday last week), the same weekday's mean over 8 weeks and the mean of
// the last 28 days. Accuracy is the weighted RMSSE of the M5 competition: each series' RMSSE
// weighted by its money spent over the last 28 days of history. Bar: the engine ≤ 0.90 × the
// best baseline. Exits 1 if missed.
//
// Promotions in the data are planned ones: the engine is told of them (as a kitchen records its
// specials and events ahead), the baselines are not, as they cannot use them. The engine's
// score when it is not told either is printed beside, for information.
import {
  type DaysAhead,
  forecastItem,
  recentMean,
  rmsse,
  seasonalNaive,
  weekdayMean,
  type DailySeries,
} from "@larder/domain";
import { generateSeries } from "./forecast-data";

const SERIES = Number(process.env.BENCH_SERIES ?? 1000);
const HISTORY = 364;
const HORIZON = 28;
const BAR = 0.9;

const ENGINE = "Larder engine";
const UNTOLD = "Larder engine, not told of promotions";
// The true mean the data was drawn around, without the promotions: the best any forecaster
// that is not told of them could do. Filled in per series below.
const PERFECT = "true mean, promotions unknown";
const methods: Record<string, (s: DailySeries, days: DaysAhead) => ArrayLike<number>> = {
  [ENGINE]: (s, days) => forecastItem(s, HORIZON, days).mean,
  "seasonal naive": (s, days) => seasonalNaive(s, HORIZON, days).mean,
  "same weekday, mean of 8 weeks": (s, days) => weekdayMean(s, HORIZON, 8, days).mean,
  "28-day mean": (s, days) => recentMean(s, HORIZON, 28, days).mean,
  [PERFECT]: () => [],
  [UNTOLD]: (s, days) =>
    forecastItem({ ...s, promoted: undefined }, HORIZON, { open: days.open }).mean,
};

const data = generateSeries(SERIES, HISTORY + HORIZON);
const scores = Object.fromEntries(Object.keys(methods).map((name) => [name, 0]));
let totalWeight = 0;
const started = performance.now();
for (const series of data) {
  const history = series.values.subarray(0, HISTORY);
  const actual = series.values.subarray(HISTORY);
  const days: DaysAhead = {
    open: series.open.slice(HISTORY),
    promoted: series.promoted.slice(HISTORY),
  };
  let spent = 0;
  for (let day = HISTORY - 28; day < HISTORY; day += 1) spent += history[day]! * series.price;
  const input: DailySeries = {
    values: history,
    firstWeekday: 0,
    open: series.open.slice(0, HISTORY),
    promoted: series.promoted.slice(0, HISTORY),
  };
  const results = Object.entries(methods).map(
    ([name, method]) =>
      [
        name,
        rmsse(
          history,
          actual,
          name === PERFECT ? series.usual.subarray(HISTORY) : method(input, days),
        ),
      ] as const,
  );
  if (results.some(([, score]) => score === null)) continue;
  totalWeight += spent;
  for (const [name, score] of results) scores[name]! += spent * score!;
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Forecast accuracy: ${data.length} generated series, ${HISTORY} days of history, ${HORIZON} days ahead`,
);
console.log("weighted RMSSE (lower is better)");
const weighted = Object.fromEntries(
  Object.entries(scores).map(([name, score]) => [name, score / totalWeight]),
);
for (const [name, score] of Object.entries(weighted))
  console.log(`  ${name.padEnd(40)} ${score.toFixed(4)}`);
const engine = weighted[ENGINE]!;
const [bestName, best] = Object.entries(weighted)
  .filter(([name]) => name !== ENGINE && name !== UNTOLD && name !== PERFECT)
  .sort((a, b) => a[1] - b[1])[0]!;
const ratio = engine / best;
console.log(
  `engine / best baseline (${bestName}): ${ratio.toFixed(3)}  bar ≤ ${BAR.toFixed(2)}  ${ratio <= BAR ? "pass" : "FAIL"}`,
);
console.log(
  `info: not told of promotions, the engine is ${(weighted[UNTOLD]! / best).toFixed(3)} × the best baseline; ` +
    `the true mean without them ${(weighted[PERFECT]! / best).toFixed(3)} ×`,
);
console.log(`(${seconds.toFixed(1)} s for all methods)`);
if (ratio > BAR) process.exitCode = 1;
