import type { DayEvent, ForecastMethodName } from "@larder/domain";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { startWorker } from "./worker";

/**
 * Series to forecast, packed for the worker: `values` holds `historyDays` days per series
 * (offset 0 the oldest, the last yesterday), each series starting at `starts[s]` (its first
 * use); `open` and `openAhead` hold each location's open days (1 open, 0 closed) behind and
 * ahead; `firstWeekday` the weekday of each location's offset 0 (0 = Monday) and `firstDate`
 * its date; `events` each location's holidays and events by offset (`historyDays` and on are
 * the days ahead), only on the days that have some, each naming the item categories it
 * concerns when not all.
 */
export interface ForecastBatch {
  id: number;
  horizon: number;
  historyDays: number;
  values: Float64Array;
  starts: Int32Array;
  locationOf: Int32Array;
  /** Which group each series is forecast with (the items of one category at one location). */
  groupOf: Int32Array;
  /**
   * Each series' item category (null: none): a promotion or event for some categories only is
   * seen by their items' series alone.
   */
  categoryOf: (string | null)[];
  /** Days each series' forecast is used over (lead time and order cycle), to judge methods on. */
  judgedOver: Int32Array;
  open: Uint8Array;
  openAhead: Uint8Array;
  firstWeekday: Int32Array;
  firstDate: string[];
  events: Record<number, DayEvent[]>[];
}

/**
 * The worker's answer, series by series, already written as the database takes it (the worker
 * does that work, not the server's event loop): each mean as a PostgreSQL array literal, each
 * figure as decimal text rounded to 4 places (6 for use), null where a backtest error is unknown.
 */
export interface ForecastResults {
  id: number;
  mean: string[];
  errorSd: string[];
  /** How alike each forecast's days' errors are (ItemForecast.errorCorrelation). */
  errorCorrelation: string[];
  method: ForecastMethodName[];
  historyDays: number[];
  wape: (string | null)[];
  baselineWape: (string | null)[];
  backtestUse: string[];
  /** The holidays and events that moved each forecast, as JSON (ForecastEffect[]). */
  effects: string[];
}

type Message =
  { type: "progress"; id: number; done: number } | { type: "done"; results: ForecastResults };

/**
 * One forecasting worker thread for a run: `forecast(batch)` resolves with its results, and
 * `onProgress` hears how many series of the batch are done.
 */
export class ForecastWorker {
  private readonly worker: Worker = startWorker("forecast", null);
  private readonly waiting = new Map<
    number,
    { resolve: (results: ForecastResults) => void; reject: (error: Error) => void }
  >();
  private failure: Error | null = null;

  constructor(private readonly onProgress: (id: number, done: number) => void = () => {}) {
    this.worker.on("message", (message: Message) => {
      if (message.type === "progress") this.onProgress(message.id, message.done);
      else {
        this.waiting.get(message.results.id)?.resolve(message.results);
        this.waiting.delete(message.results.id);
      }
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => {
      if (code !== 0) fail(new Error(`The forecasting worker stopped (${code}).`));
    });
  }

  forecast(batch: ForecastBatch): Promise<ForecastResults> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(batch.id, { resolve, reject });
      this.worker.postMessage(batch, [batch.values.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * A run's forecasting workers: one per core, at most two (the server's own thread needs little
 * while they work, and memory grows with each). A batch goes to the worker with the fewest
 * batches waiting.
 */
export class ForecastWorkers {
  private readonly workers: ForecastWorker[];
  private readonly waiting: number[];

  constructor(
    onProgress: (id: number, done: number) => void = () => {},
    count = Math.max(1, Math.min(2, availableParallelism())),
  ) {
    this.workers = Array.from({ length: count }, () => new ForecastWorker(onProgress));
    this.waiting = this.workers.map(() => 0);
  }

  get size(): number {
    return this.workers.length;
  }

  async forecast(batch: ForecastBatch): Promise<ForecastResults> {
    const index = this.waiting.indexOf(Math.min(...this.waiting));
    this.waiting[index]! += 1;
    try {
      return await this.workers[index]!.forecast(batch);
    } finally {
      this.waiting[index]! -= 1;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
