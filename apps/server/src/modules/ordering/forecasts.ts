import type { ForecastRun } from "@larder/contracts";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { ForecastWorkers } from "../../jobs/forecast-batch";
import { enqueue, type GiveUpReason, type QueuedJob } from "../../jobs/queue";
import { iso } from "../../core/dates";
import {
  forecastBatch,
  itemsInOrder,
  places,
  seriesCount,
  seriesOfItems,
  writeResults,
} from "./forecast-series";

/**
 * Items per batch sent to the worker (times the workspace's locations). Small enough that
 * reading a batch's daily use (a few thousand rows, which the driver parses in one go) never
 * holds the server's event loop for long.
 */
const ITEMS_PER_BATCH = 25;
/** Forecasts older than this are brought up to date when someone looks at suggestions. */
export const FORECAST_FRESH_HOURS = 12;

/**
 * Asks for the workspace's forecasts to be computed again, unless a run is already waiting. A
 * request during a run (an event planned while it reads the calendar) is noted, and the run
 * queues another when it ends, so no change is left out of the forecasts.
 */
export async function requestForecastRun(tx: Executor, workspaceId: string): Promise<void> {
  const { rows } = await tx.query<{ state: string }>(
    `insert into forecast_runs (workspace_id, state) values ($1, 'queued')
     on conflict (workspace_id) do update
       set state = 'queued', requested_at = now(), done = 0, error = null
       where forecast_runs.state not in ('queued', 'running')
     returning state`,
    [workspaceId],
  );
  if (rows.length > 0) await enqueue(tx, "forecast", workspaceId, workspaceId);
  else
    await tx.query(
      "update forecast_runs set requested_at = now() where workspace_id = $1 and state = 'running'",
      [workspaceId],
    );
}

/** Where the workspace's forecasting stands; null when it never ran. */
export async function forecastRun(tx: Executor, workspaceId: string): Promise<ForecastRun | null> {
  const { rows } = await tx.query<{
    state: ForecastRun["state"];
    series: number;
    done: number;
    error: string | null;
    finished_at: Date | null;
    stale: boolean;
  }>(
    `select state, series, done, error, finished_at,
            coalesce(finished_at < now() - make_interval(hours => $2), true) as stale
       from forecast_runs where workspace_id = $1`,
    [workspaceId, FORECAST_FRESH_HOURS],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    state: row.state,
    series: row.series,
    done: row.done,
    error: row.error,
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    stale: row.stale,
  };
}
/** Keeps the share done on the run's row, at most every half second. */
function progressWriter(db: Database, workspaceId: string) {
  let last = 0;
  let pending = Promise.resolve();
  return (done: number, force = false) => {
    const now = Date.now();
    if (!force && now - last < 500) return pending;
    last = now;
    pending = pending
      .then(() =>
        withTenant(db, { workspaceId }, (tx) =>
          tx.query("update forecast_runs set done = $2 where workspace_id = $1", [
            workspaceId,
            done,
          ]),
        ),
      )
      .then(() => undefined)
      .catch(() => undefined);
    return pending;
  };
}

/**
 * Marks the run started and counts its series; with them, what every batch is forecast with
 * (the locations, their calendar, the items in order). Null when the run was not asked for.
 */
async function startRun(db: Database, workspaceId: string) {
  return withTenant(db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ started: Date }>(
      `update forecast_runs set state = 'running', started_at = now(), done = 0, error = null
        where workspace_id = $1 returning started_at as started`,
      [workspaceId],
    );
    if (rows.length === 0) return null;
    await tx.query("update forecast_runs set series = $2 where workspace_id = $1", [
      workspaceId,
      await seriesCount(tx, workspaceId),
    ]);
    return {
      ...(await places(tx, workspaceId)),
      items: await itemsInOrder(tx, workspaceId),
      started: rows[0]!.started,
    };
  });
}

/**
 * Ends a run whose batches are all written: drops the forecasts it did not replace (items or
 * locations gone) and marks it done, queuing another when a request came in during it.
 */
async function finishRun(db: Database, workspaceId: string, started: Date): Promise<void> {
  await withTenant(db, { workspaceId }, async (tx) => {
    await tx.query("delete from item_forecasts where workspace_id = $1 and computed_at < $2", [
      workspaceId,
      started,
    ]);
    const { rows } = await tx.query<{ again: boolean }>(
      `update forecast_runs set state = 'done', done = series, finished_at = now()
          where workspace_id = $1
          returning requested_at > started_at as again`,
      [workspaceId],
    );
    if (rows[0]?.again) await requestForecastRun(tx, workspaceId);
  });
}

/**
 * The background job: forecasts every item × location of the workspace in a worker thread,
 * a few items at a time (reading the daily rollup, never the ledger), keeping progress on the run's
 * row and replacing the stored forecasts as each batch is done.
 */
export async function runForecast(db: Database, job: QueuedJob): Promise<void> {
  const workspaceId = job.workspaceId;
  const scope = { workspaceId };
  const setup = await startRun(db, workspaceId);
  if (!setup) return;
  const { locations, calendar, items, started } = setup;
  const categoryOf = new Map(items.map((item) => [item.id, item.category]));
  const coverOf = new Map(items.map((item) => [item.id, item.cover]));
  const byId = new Map(locations.map((place) => [place.id, place]));
  const progress = progressWriter(db, workspaceId);
  let finished = 0;
  // Progress within the batches in the workers, on top of the batches written.
  const working = new Map<number, number>();
  // A worker per core; the workers give way to requests (background-priority.ts).
  const workers = new ForecastWorkers((id, done) => {
    working.set(id, done);
    void progress(finished + [...working.values()].reduce((a, b) => a + b, 0));
  });
  try {
    // As many batches in flight as there are workers: while one is forecast, the next is read.
    const inFlight = new Set<Promise<void>>();
    let failure: unknown = null;
    for (let id = 0, from = 0; failure === null && from < items.length; id += 1) {
      const ids = items.slice(from, from + ITEMS_PER_BATCH).map((item) => item.id);
      from += ITEMS_PER_BATCH;
      const pairs = await withTenant(db, scope, (tx) => seriesOfItems(tx, workspaceId, ids));
      const batch = pairs.filter((pair) => byId.has(pair.location_id));
      if (batch.length === 0) continue;
      const done = (async () => {
        const results = await forecastBatch(
          db,
          workspaceId,
          batch,
          byId,
          calendar,
          categoryOf,
          coverOf,
          workers,
          id,
        );
        await withTenant(db, scope, (tx) =>
          writeResults(
            tx,
            workspaceId,
            batch,
            results,
            batch.map((pair) => byId.get(pair.location_id)!.today),
          ),
        );
        working.delete(id);
        finished += batch.length;
        await progress(finished, true);
      })().catch((error: unknown) => {
        failure ??= error;
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
      if (inFlight.size >= workers.size) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (failure !== null) throw failure;
    await finishRun(db, workspaceId, started);
  } catch (error) {
    await withTenant(db, scope, (tx) =>
      tx.query(
        "update forecast_runs set state = 'failed', error = $2, finished_at = now() where workspace_id = $1",
        [
          workspaceId,
          "The forecasts could not be computed. Try again; if it fails again, tell us.",
        ],
      ),
    );
    throw error;
  } finally {
    await workers.close();
  }
}

/** Marks a forecast run failed when the queue gives its job up, so the screen stops waiting. */
export async function giveUpForecast(
  db: Database,
  job: QueuedJob,
  reason: GiveUpReason,
): Promise<void> {
  const why =
    reason.cause === "stopped_server"
      ? `Computing the forecasts stopped the server ${reason.attempts} times, so Larder stopped trying.`
      : `The forecasts could not be computed after ${reason.attempts} tries.`;
  await withTenant(db, { workspaceId: job.workspaceId }, (tx) =>
    tx.query(
      `update forecast_runs set state = 'failed', error = $2, finished_at = now()
        where workspace_id = $1 and state in ('queued', 'running')`,
      [job.workspaceId, `${why} Try again; if it fails again, tell us.`],
    ),
  );
}
