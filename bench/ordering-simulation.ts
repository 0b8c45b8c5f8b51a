// `npm run bench:ordering`: 180 days of ordering on generated usage (bench/forecast-data.ts),
// Larder's suggested orders against ordering up to fixed par levels, side by side in one run.
//
// Each item comes from a supplier that delivers on Mondays and Thursdays, ordered the day
// before, in packs of about half a day's use. Every order day, each policy orders:
//   - Larder: suggestOrderLine on a fresh forecast (the engine, told of planned promotions),
//     covering use until the delivery after next at a 95% service level;
//   - par levels: up to a par set from the 8 weeks before the simulation (the use over the
//     longest gap between deliveries, plus the lead time, plus 50%), as kitchens often do.
// Use that finds the shelf empty is lost. Prints each policy's fill rate (use served over use
// asked) and average stock on hand, both in money (each item at its price), so items of every
// size add up as a kitchen's books do. Bar: Larder's fill rate ≥ 98%
// with lower average stock than the par levels. Exits 1 if missed.
import { deliveryWindow, forecastItem, suggestOrderLine } from "@larder/domain";
import { generateSeries, type GeneratedSeries } from "./forecast-data";

const SERIES = Number(process.env.BENCH_SERIES ?? 300);
const HISTORY = 364;
const DAYS = 180;
const DELIVERY_DAYS = [0, 3];
const LEAD_TIME = 1;
const SERVICE_LEVEL = 0.95;
const HORIZON = 14;

interface Outcome {
  asked: number;
  served: number;
  /** Stock on hand at the end of each day, summed over days. */
  stockDays: number;
}

type Policy = (
  series: GeneratedSeries,
  today: number,
  onHand: number,
  onOrder: number,
  pack: number,
) => number;

/** Ordering the evening before `arrival`: the forecast starts that morning, with all use before it. */
const larder: Policy = (series, arrival, onHand, onOrder, pack) => {
  const today = arrival;
  const history = series.values.subarray(0, today);
  const weekday = today % 7;
  // Seen from the morning it arrives: this delivery is today, and it must last to the next.
  const window = deliveryWindow(weekday, DELIVERY_DAYS, 0);
  const days = {
    open: series.open.slice(today, today + HORIZON),
    promoted: series.promoted.slice(today, today + HORIZON),
  };
  const forecast = forecastItem(
    {
      values: history,
      firstWeekday: 0,
      open: series.open.slice(0, today),
      promoted: series.promoted.slice(0, today),
    },
    HORIZON,
    days,
  );
  const line = suggestOrderLine({
    basis: {
      kind: "forecast",
      mean: forecast.mean,
      errorSd: forecast.errorSd,
      errorCorrelation: forecast.errorCorrelation,
      serviceLevel: SERVICE_LEVEL,
    },
    coverDays: window.following,
    coverWeekday: (weekday + window.following) % 7,
    onHand: onHand.toFixed(3),
    onOrder: onOrder.toFixed(3),
    baseUnit: "pcs",
    packUnit: "case",
    packSize: String(pack),
  });
  return Number(line.packs) * pack;
};

/** Par: the use over the longest gap between deliveries plus the lead time, plus half again. */
function parLevel(series: GeneratedSeries): number {
  const before = series.values.subarray(HISTORY - 56, HISTORY);
  const daily = before.reduce((a, b) => a + b, 0) / before.length;
  return daily * (4 + LEAD_TIME) * 1.5;
}

const parPolicy: Policy = (series, _today, onHand, onOrder, pack) => {
  const need = parLevel(series) - onHand - onOrder;
  return need > 0 ? Math.ceil(need / pack) * pack : 0;
};

function simulate(series: GeneratedSeries, policy: Policy): Outcome {
  const before = series.values.subarray(HISTORY - 56, HISTORY);
  const daily = Math.max(0.1, before.reduce((a, b) => a + b, 0) / before.length);
  const pack = Math.max(1, Math.round(daily / 2));
  let onHand = parLevel(series);
  const arriving = new Map<number, number>();
  const outcome: Outcome = { asked: 0, served: 0, stockDays: 0 };
  for (let today = HISTORY; today < HISTORY + DAYS; today += 1) {
    onHand += arriving.get(today) ?? 0;
    arriving.delete(today);
    const asked = series.values[today]!;
    const served = Math.min(onHand, asked);
    onHand -= served;
    outcome.asked += asked;
    outcome.served += served;
    outcome.stockDays += onHand;
    // Orders go in the evening before a delivery day (Sunday and Wednesday), arriving the
    // next morning: a day's lead time.
    const tomorrow = today + LEAD_TIME;
    if (DELIVERY_DAYS.includes(tomorrow % 7)) {
      let onOrder = 0;
      for (const quantity of arriving.values()) onOrder += quantity;
      const quantity = policy(series, tomorrow, onHand, onOrder, pack);
      if (quantity > 0) arriving.set(tomorrow, (arriving.get(tomorrow) ?? 0) + quantity);
    }
  }
  return outcome;
}

const data = generateSeries(SERIES, HISTORY + DAYS + HORIZON, 7);
const started = performance.now();
const results = {
  "Larder suggestions": { asked: 0, served: 0, stock: 0, itemDays: 0, items: 0 },
  "fixed par levels": { asked: 0, served: 0, stock: 0, itemDays: 0, items: 0 },
};
for (const series of data) {
  const before = series.values.subarray(HISTORY - 56, HISTORY);
  if (before.every((value) => value === 0)) continue;
  for (const [name, policy] of [
    ["Larder suggestions", larder],
    ["fixed par levels", parPolicy],
  ] as const) {
    const outcome = simulate(series, policy);
    const total = results[name];
    // In money, so that items of any size and price add up as a kitchen's books do.
    total.asked += outcome.asked * series.price;
    total.served += outcome.served * series.price;
    total.stock += (outcome.stockDays / DAYS) * series.price;
    // And, for information, each item's stock in days of its own use, averaged over items.
    total.itemDays += outcome.stockDays / Math.max(outcome.asked, 1e-9);
    total.items += 1;
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Ordering simulation: ${data.length} generated items, ${DAYS} days, deliveries Mon and Thu, ordered the day before`,
);
const rows = Object.entries(results).map(([name, total]) => ({
  name,
  fill: total.served / total.asked,
  stock: total.stock,
  days: total.stock / (total.asked / DAYS),
  itemDays: total.itemDays / total.items,
}));
for (const row of rows)
  console.log(
    `  ${row.name.padEnd(20)} fill rate ${(row.fill * 100).toFixed(2)}%  average stock $${row.stock.toFixed(0)} ` +
      `(${row.days.toFixed(2)} days of use)`,
  );
const [ours, par] = rows as [(typeof rows)[number], (typeof rows)[number]];
const pass = ours.fill >= 0.98 && ours.stock < par.stock;
console.log(
  `  bar: fill rate ≥ 98% (${(ours.fill * 100).toFixed(2)}%) with less stock than par levels ` +
    `($${ours.stock.toFixed(0)} vs $${par.stock.toFixed(0)}, ${((1 - ours.stock / par.stock) * 100).toFixed(0)}% less)  ${pass ? "pass" : "FAIL"}`,
);
console.log(
  `  info: counted item by item, unweighted, stock is ${ours.itemDays.toFixed(2)} days of use against ` +
    `${par.itemDays.toFixed(2)} with par levels`,
);
console.log(`(${seconds.toFixed(1)} s)`);
if (!pass) process.exitCode = 1;
