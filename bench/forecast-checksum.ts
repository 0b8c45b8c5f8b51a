// `npx tsx bench/forecast-checksum.ts`: the forecasting engine in this thread alone, on the
// series bench:forecast-speed forecasts and set up as it does (730 days, 70 ahead, judged over
// 14, groups of 25, US holidays), printing the CPU time per series and a checksum of every
// figure of every forecast (means, spreads, error correlation, intervals, blend weights and
// names, effects). For work on the engine's speed: the checksum before and after a change tells
// whether any result moved by even one bit; `node --cpu-prof --import tsx` on it shows where the
// time goes. RICH=1 adds what the speed bench leaves out (closed days, promotions, prices,
// shorter histories, no dates or events, other spans and group sizes).
import { createHash } from "node:crypto";
import {
  addDays,
  type DailySeries,
  type DayEvent,
  type DaysAhead,
  forecastGroup,
} from "@larder/domain";
import { benchCalendar, generateSeries } from "./forecast-data";

const SERIES = Number(process.env.SERIES ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const RICH = Boolean(process.env.RICH);
const DAYS = 730;
const HORIZON = 70;
const FIRST = "2024-11-26";

const pool = generateSeries(1000, DAYS);
const { events, firstWeekday } = benchCalendar(FIRST, DAYS, HORIZON);
const eventsOn = (from: number, length: number) =>
  Array.from({ length }, (_, k): readonly DayEvent[] | undefined => events[from + k]);

type Member = { series: DailySeries; days: DaysAhead; judgedOver: number };

/** A batch of series as the forecasting worker builds its members (one location, from day 0). */
function membersOf(from: number, count: number): Member[] {
  const place = {
    firstWeekday,
    firstDate: FIRST,
    open: new Array<boolean>(DAYS).fill(true),
    events: eventsOn(0, DAYS),
  };
  const ahead = { open: new Array<boolean>(HORIZON).fill(true), events: eventsOn(DAYS, HORIZON) };
  return Array.from({ length: count }, (_, s): Member => {
    const generated = pool[(from + s) % pool.length]!;
    const values = Float64Array.from(generated.values);
    if (!RICH) return { series: { ...place, values }, days: ahead, judgedOver: 14 };
    const start = [0, 0, 0, 200, 400, 715, 690][s % 7]!;
    const price =
      s % 3 === 0
        ? Float64Array.from({ length: DAYS }, (_, t) => 5 + ((t * 7 + s) % 11 === 0 ? 1 : 0))
        : undefined;
    return {
      series: {
        firstWeekday: (firstWeekday + start) % 7,
        firstDate: s % 5 === 4 ? undefined : addDays(FIRST, start),
        open: s % 2 ? generated.open.slice(start) : undefined,
        promoted: s % 4 === 1 ? generated.promoted.slice(start) : undefined,
        events: s % 5 === 3 ? undefined : eventsOn(start, DAYS - start),
        price: price?.subarray(start),
        values: values.subarray(start),
      },
      days: {
        ...ahead,
        promoted: s % 4 === 1 ? Array.from({ length: HORIZON }, (_, h) => h % 9 === 0) : undefined,
        price: price ? new Array<number>(HORIZON).fill(s % 2 ? 5.5 : 4.5) : undefined,
      },
      judgedOver: [14, 7, 28, 3, 40][s % 5]!,
    };
  });
}

const groupSize = RICH ? 13 : 25;
for (let round = 0; round < ROUNDS; round += 1) {
  const hash = createHash("sha256");
  let micros = 0;
  for (let from = 0; from < SERIES; from += 250) {
    const members = membersOf(from, Math.min(250, SERIES - from));
    const started = process.cpuUsage();
    const forecasts = [];
    for (let g = 0; g < members.length; g += groupSize)
      forecasts.push(...forecastGroup(members.slice(g, g + groupSize), HORIZON));
    const used = process.cpuUsage(started);
    micros += used.user + used.system;
    for (const f of forecasts) {
      const numbers = [
        ...f.mean,
        f.errorSd,
        f.errorCorrelation,
        f.historyDays,
        f.wape ?? -1,
        f.baselineWape ?? -1,
        f.backtestUse,
        f.dailyError ?? -1,
        f.interval.p80,
        f.interval.p95,
        ...f.blend.map((part) => part.weight),
        ...f.effects.flatMap((effect) => [effect.day, effect.lift]),
      ];
      hash.update(new Uint8Array(Float64Array.from(numbers).buffer));
      hash.update(
        `${f.method}|${f.blend.map((part) => part.name).join(",")}|${f.effects.map((effect) => effect.name).join(",")}`,
      );
    }
  }
  console.log(
    `round ${round + 1}: ${(micros / 1000 / SERIES).toFixed(3)} ms CPU a series, checksum ${hash.digest("hex").slice(0, 16)}`,
  );
}
