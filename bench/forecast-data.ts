// A generated kitchen's usage history, the same on every run (seeded), for the forecasting
// benches: weekday patterns, trends up and down, a yearly swing, promotions the forecaster is
// not told about, days the kitchen is shut, and intermittent items used on few days.

import { addDays, type DayEvent } from "@larder/domain";
import { holidayCalendar } from "../apps/server/src/lib/holidays";
import { random } from "../apps/server/src/modules/demo/sample-days";

function normal(draw: () => number): number {
  const u = Math.max(draw(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * draw());
}

function poisson(draw: () => number, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(draw)));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = draw(); product > limit; product *= draw()) count += 1;
  return count;
}

/** A busy restaurant's week, Monday first. */
const WEEK = [0.7, 0.75, 0.85, 1, 1.35, 1.45, 0.9];

export interface GeneratedSeries {
  key: string;
  kind: "regular" | "intermittent";
  values: Float64Array;
  open: boolean[];
  /** Days of a promotion, planned and so known to a forecaster that is told of them. */
  promoted: boolean[];
  /** What a unit costs, to weigh the series by money spent. */
  price: number;
  /** The mean demand the data was drawn around (what a perfect forecaster would say). */
  expected: Float64Array;
  /** The same without promotions: what a forecaster who is not told of them could know. */
  usual: Float64Array;
}

/**
 * `count` series of `days` days each, starting on a Monday. Regular items (four in five) move
 * every open day around a level drawn from 2 to 80 units; intermittent ones are used on 5–35%
 * of days.
 */
export function generateSeries(count: number, days: number, seed = 42): GeneratedSeries[] {
  const draw = random(seed);
  const all: GeneratedSeries[] = [];
  for (let s = 0; s < count; s += 1) {
    const regular = draw() < 0.8;
    const closedMonday = draw() < 0.2;
    const open = Array.from({ length: days }, (_, day) => !(closedMonday && day % 7 === 0));
    const values = new Float64Array(days);
    const expected = new Float64Array(days);
    const usual = new Float64Array(days);
    const promoted = new Array<boolean>(days).fill(false);
    const price = Math.exp(1 + normal(draw) * 0.8);
    if (regular) {
      const level = Math.exp(Math.log(2) + draw() * Math.log(40));
      const week = WEEK.map((w) => w * (1 + 0.1 * normal(draw)));
      const slope = -0.4 + draw() * 1.0;
      const swing = draw() * 0.2;
      const phase = draw() * 365;
      const noise = 0.05 + draw() * 0.15;
      const uplift = new Float64Array(days).fill(1);
      for (let day = Math.floor(draw() * 40); day < days; day += 20 + Math.floor(draw() * 40)) {
        const length = 3 + Math.floor(draw() * 5);
        const lift = 1.4 + draw() * 0.8;
        for (let d = day; d < Math.min(days, day + length); d += 1) {
          uplift[d] = lift;
          promoted[d] = true;
        }
      }
      for (let day = 0; day < days; day += 1) {
        if (!open[day]) continue;
        const mean =
          level *
          week[day % 7]! *
          Math.max(0.1, 1 + (slope * day) / 365) *
          (1 + swing * Math.sin((2 * Math.PI * (day + phase)) / 365)) *
          uplift[day]!;
        expected[day] = mean;
        usual[day] = mean / uplift[day]!;
        values[day] = poisson(draw, mean * Math.exp(noise * normal(draw) - (noise * noise) / 2));
      }
    } else {
      const chance = 0.05 + draw() * 0.3;
      const size = 1 + draw() * 6;
      for (let day = 0; day < days; day += 1) {
        if (!open[day]) continue;
        expected[day] = chance * size;
        usual[day] = chance * size;
        if (draw() < chance) values[day] = 1 + poisson(draw, size - 1);
      }
    }
    all.push({
      key: `${regular ? "item" : "slow-item"}-${String(s + 1).padStart(4, "0")}`,
      kind: regular ? "regular" : "intermittent",
      values,
      open,
      promoted,
      price,
      expected,
      usual,
    });
  }
  return all;
}

/**
 * The days bench:forecast-speed forecasts (and bench/forecast-checksum.ts with it): `days` of
 * history from `first` and `horizon` ahead, with the United States' holidays by day index, and
 * the first day's weekday (Monday 0).
 */
export function benchCalendar(first: string, days: number, horizon: number) {
  const dates = Array.from({ length: days + horizon }, (_, t) => addDays(first, t));
  const holidays = holidayCalendar("US", dates[0]!, dates.at(-1)!);
  const events: Record<number, DayEvent[]> = {};
  dates.forEach((date, t) => {
    const list = holidays.get(date);
    if (list) events[t] = list;
  });
  const firstWeekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { events, firstWeekday };
}
