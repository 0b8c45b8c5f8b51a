// A worker thread that forecasts batches of daily-use series with the engine of packages/domain,
// so that forecasting a whole workspace never holds up the server's requests. It stays up for a
// run: the server sends batch after batch and hears progress and results for each.
import { parentPort } from "node:worker_threads";
import { addDays, type DayEvent, forecastItem } from "@larder/domain";
import type { ForecastBatch, ForecastResults } from "../forecast-batch";

const port = parentPort!;

port.on("message", (batch: ForecastBatch) => {
  const count = batch.locationOf.length;
  const results: ForecastResults = {
    id: batch.id,
    mean: [],
    errorSd: [],
    method: [],
    historyDays: [],
    wape: [],
    baselineWape: [],
    backtestUse: [],
    effects: [],
  };
  const text = (value: number | null) => (value === null ? null : value.toFixed(4));
  const days = batch.historyDays;
  for (let s = 0; s < count; s += 1) {
    const location = batch.locationOf[s]!;
    const start = batch.starts[s]!;
    const values = batch.values.subarray(s * days + start, (s + 1) * days);
    const open = Array.from(
      batch.open.subarray(location * days + start, (location + 1) * days),
      (flag) => flag === 1,
    );
    const ahead = Array.from(
      batch.openAhead.subarray(location * batch.horizon, (location + 1) * batch.horizon),
      (flag) => flag === 1,
    );
    const events = batch.events[location] ?? {};
    const eventsOn = (from: number, length: number) =>
      Array.from({ length }, (_, k): DayEvent[] | undefined => events[from + k]);
    const forecast = forecastItem(
      {
        values,
        firstWeekday: (batch.firstWeekday[location]! + start) % 7,
        firstDate: addDays(batch.firstDate[location]!, start),
        open,
        events: eventsOn(start, days - start),
      },
      batch.horizon,
      { open: ahead, events: eventsOn(days, batch.horizon) },
    );
    results.mean.push(`{${Array.from(forecast.mean, (value) => value.toFixed(4)).join(",")}}`);
    results.errorSd.push(forecast.errorSd.toFixed(4));
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
    if (s % 500 === 499) port.postMessage({ type: "progress", id: batch.id, done: s + 1 });
  }
  port.postMessage({ type: "done", results });
});
