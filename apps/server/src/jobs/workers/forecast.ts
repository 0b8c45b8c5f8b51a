// A worker thread that forecasts batches of daily-use series with the engine of packages/domain,
// so that forecasting a whole workspace never holds up the server's requests. It stays up for a
// run: the server sends batch after batch and hears progress and results for each.
import { parentPort } from "node:worker_threads";
import {
  addDays,
  type DailySeries,
  type DayEvent,
  type DaysAhead,
  eventsConcerning,
  forecastGroup,
  type ItemForecast,
} from "@larder/domain";
import type { ForecastBatch, ForecastResults } from "../forecast-batch";
import { giveWayToRequests } from "../../lib/background-priority";

giveWayToRequests();

const port = parentPort!;

port.on("message", (batch: ForecastBatch) => {
  const count = batch.locationOf.length;
  const results: ForecastResults = {
    id: batch.id,
    mean: [],
    errorSd: [],
    errorCorrelation: [],
    method: [],
    historyDays: [],
    wape: [],
    baselineWape: [],
    backtestUse: [],
    effects: [],
  };
  const text = (value: number | null) => (value === null ? null : value.toFixed(4));
  const days = batch.historyDays;
  // What a location's series share (open days, holidays and events, from a first day of
  // history), built once per location and first day rather than once per series.
  const shared = new Map<string, Omit<DailySeries, "values"> & { ahead: DaysAhead }>();
  // Locations with a promotion or event for some categories only: their series see the
  // location's events through their own category.
  const scoped = batch.events.map((byOffset) =>
    Object.values(byOffset).some((list) => list.some((event) => event.categoryIds?.length)),
  );
  const sharedOf = (location: number, start: number, category: string | null) => {
    const byCategory = scoped[location] ?? false;
    const key = `${location} ${start}${byCategory ? ` ${category ?? ""}` : ""}`;
    let found = shared.get(key);
    if (!found) {
      const events = batch.events[location] ?? {};
      const eventsOn = (from: number, length: number) =>
        Array.from({ length }, (_, k): readonly DayEvent[] | undefined =>
          byCategory ? eventsConcerning(events[from + k], category) : events[from + k],
        );
      found = {
        firstWeekday: (batch.firstWeekday[location]! + start) % 7,
        firstDate: addDays(batch.firstDate[location]!, start),
        open: Array.from(
          batch.open.subarray(location * days + start, (location + 1) * days),
          (flag) => flag === 1,
        ),
        events: eventsOn(start, days - start),
        ahead: {
          open: Array.from(
            batch.openAhead.subarray(location * batch.horizon, (location + 1) * batch.horizon),
            (flag) => flag === 1,
          ),
          events: eventsOn(days, batch.horizon),
        },
      };
      shared.set(key, found);
    }
    return found;
  };
  const members: { series: DailySeries; days: DaysAhead; judgedOver: number }[] = [];
  for (let s = 0; s < count; s += 1) {
    const start = batch.starts[s]!;
    const { ahead, ...place } = sharedOf(batch.locationOf[s]!, start, batch.categoryOf[s] ?? null);
    members.push({
      series: { ...place, values: batch.values.subarray(s * days + start, (s + 1) * days) },
      days: ahead,
      judgedOver: batch.judgedOver[s]!,
    });
  }
  // Each group (a category's items at one location) is forecast together.
  const groups = new Map<number, number[]>();
  for (let s = 0; s < count; s += 1) {
    const list = groups.get(batch.groupOf[s]!) ?? [];
    list.push(s);
    groups.set(batch.groupOf[s]!, list);
  }
  const forecasts = new Array<ItemForecast>(count);
  let done = 0;
  for (const list of groups.values()) {
    const results = forecastGroup(
      list.map((s) => members[s]!),
      batch.horizon,
    );
    list.forEach((s, k) => (forecasts[s] = results[k]!));
    done += list.length;
    port.postMessage({ type: "progress", id: batch.id, done });
  }
  for (let s = 0; s < count; s += 1) {
    const forecast = forecasts[s]!;
    results.mean.push(`{${Array.from(forecast.mean, (value) => value.toFixed(4)).join(",")}}`);
    results.errorSd.push(forecast.errorSd.toFixed(4));
    results.errorCorrelation.push(forecast.errorCorrelation.toFixed(4));
    results.method.push(forecast.method);
    results.historyDays.push(forecast.historyDays);
    results.wape.push(text(forecast.wape));
    results.baselineWape.push(text(forecast.baselineWape));
    results.backtestUse.push(forecast.backtestUse.toFixed(6));
    results.effects.push(
      JSON.stringify(
        forecast.effects.map((effect) => ({ ...effect, lift: Number(effect.lift.toFixed(3)) })),
      ),
    );
  }
  port.postMessage({ type: "done", results });
});
