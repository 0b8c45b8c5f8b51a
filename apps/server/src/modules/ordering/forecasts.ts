import type { ForecastRun } from "@larder/contracts";
import type { DayEvent } from "@larder/domain";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { type ForecastResults, ForecastWorkers } from "../../jobs/forecast-batch";
import { enqueue, type GiveUpReason, type QueuedJob } from "../../jobs/queue";
import { iso } from "../../core/dates";
import { locationCalendars } from "../analytics";

/**
 * Days of history each forecast is fitted on (two years: a yearly pattern needs more than one),
 * and days it looks ahead.
 */
export const FORECAST_HISTORY_DAYS = 730;
// Ten weeks ahead: enough for the longest lead time a supplier may have (60 days) and the
// delivery after it, from forecasts up to a few days old.
export const FORECAST_HORIZON = 70;
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

interface Place {
  id: string;
  /** Its position in the packed calendars. */
  index: number;
  today: string;
}

/** The workspace's active locations and their open days, packed for the worker. */
async function places(tx: Executor, workspaceId: string) {
  const days = FORECAST_HISTORY_DAYS;
  const calendars = await locationCalendars(tx, workspaceId, null, days, FORECAST_HORIZON);
  const open = new Uint8Array(calendars.length * days);
  const openAhead = new Uint8Array(calendars.length * FORECAST_HORIZON);
  const firstWeekday = new Int32Array(calendars.length);
  const firstDate = calendars.map((calendar) => calendar.firstDate);
  const events = calendars.map((calendar) => {
    const byOffset: Record<number, DayEvent[]> = {};
    [...calendar.historyEvents, ...calendar.aheadEvents].forEach((list, offset) => {
      if (list?.length) byOffset[offset] = list;
    });
    return byOffset;
  });
  calendars.forEach((calendar, index) => {
    open.set(calendar.history.map(Number), index * days);
    openAhead.set(calendar.ahead.map(Number), index * FORECAST_HORIZON);
    firstWeekday[index] = calendar.firstWeekday;
  });
  const locations: Place[] = calendars.map((calendar, index) => ({
    id: calendar.id,
    index,
    today: calendar.today,
  }));
  return { locations, calendar: { open, openAhead, firstWeekday, firstDate, events } };
}

const SERIES_SQL = `
  from stock_balances b
  join items i on i.workspace_id = b.workspace_id and i.id = b.item_id
  join locations l on l.workspace_id = b.workspace_id and l.id = b.location_id
 where b.workspace_id = $1 and i.archived_at is null and l.archived_at is null`;

/** How many item × location series there are to forecast: items carried there, not archived. */
async function seriesCount(tx: Executor, workspaceId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n ${SERIES_SQL}`, [
    workspaceId,
  ]);
  return rows[0]!.n;
}

/**
 * Every item with a series to forecast, by category and then id: a batch then holds the items
 * of a category together, which its pooled model learns across (decision 0030).
 */
async function itemsInOrder(
  tx: Executor,
  workspaceId: string,
): Promise<{ id: string; category: string; cover: number }[]> {
  // `cover`: the days an order of the item must last, which its forecast is judged over: the
  // preferred supplier's lead time and the days between its deliveries (a week without one).
  const { rows } = await tx.query<{ id: string; category: string; cover: number }>(
    `select distinct b.item_id as id, coalesce(i.category_id::text, '') as category,
            coalesce(s.lead_time_days + 7 / greatest(1, cardinality(s.delivery_days)), 7) as cover
       ${SERIES_SQL.replace(
         "where b.workspace_id",
         `left join supplier_items si on si.workspace_id = b.workspace_id
                and si.item_id = b.item_id and si.preferred
          left join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
          where b.workspace_id`,
       )}
      order by 2, 1`,
    [workspaceId],
  );
  return rows;
}

/** The series (item × location pairs) of some items, so a run never holds them all at once. */
async function seriesOfItems(tx: Executor, workspaceId: string, itemIds: string[]) {
  const { rows } = await tx.query<{ item_id: string; location_id: string }>(
    `select b.item_id, b.location_id ${SERIES_SQL} and b.item_id = any($2::uuid[])
      order by b.item_id, b.location_id`,
    [workspaceId, itemIds],
  );
  return rows;
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

async function writeResults(
  tx: Executor,
  workspaceId: string,
  pairs: { item_id: string; location_id: string }[],
  results: ForecastResults,
  firstDays: string[],
) {
  await tx.query(
    `insert into item_forecasts
       (workspace_id, item_id, location_id, first_day, mean, error_sd, method, history_days,
        wape, baseline_wape, backtest_use, effects, error_correlation, computed_at)
     select $1, t.item_id, t.location_id, t.first_day, t.mean::numeric[], t.error_sd, t.method,
            t.history_days, t.wape, t.baseline_wape, t.backtest_use, t.effects::jsonb,
            t.error_correlation, now()
       from unnest($2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::numeric[], $7::text[],
                   $8::int[], $9::numeric[], $10::numeric[], $11::numeric[], $12::text[],
                   $13::numeric[])
         as t(item_id, location_id, first_day, mean, error_sd, method, history_days, wape,
              baseline_wape, backtest_use, effects, error_correlation)
     on conflict (workspace_id, item_id, location_id) do update set
       first_day = excluded.first_day, mean = excluded.mean, error_sd = excluded.error_sd,
       error_correlation = excluded.error_correlation, method = excluded.method,
       history_days = excluded.history_days, wape = excluded.wape,
       baseline_wape = excluded.baseline_wape, backtest_use = excluded.backtest_use,
       effects = excluded.effects, computed_at = excluded.computed_at`,
    [
      workspaceId,
      pairs.map((pair) => pair.item_id),
      pairs.map((pair) => pair.location_id),
      firstDays,
      results.mean,
      results.errorSd,
      results.method,
      results.historyDays,
      results.wape,
      results.baselineWape,
      results.backtestUse,
      results.effects,
      results.errorCorrelation,
    ],
  );
}

/**
 * The background job: forecasts every item × location of the workspace in a worker thread,
 * a few items at a time (reading the daily rollup, never the ledger), keeping progress on the run's
 * row and replacing the stored forecasts as each batch is done.
 */
export async function runForecast(db: Database, job: QueuedJob): Promise<void> {
  const workspaceId = job.workspaceId;
  const scope = { workspaceId };
  const setup = await withTenant(db, scope, async (tx) => {
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
    await withTenant(db, scope, async (tx) => {
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

/** Reads one batch's daily use and has the worker forecast it. */
async function forecastBatch(
  db: Database,
  workspaceId: string,
  batch: { item_id: string; location_id: string }[],
  byId: Map<string, Place>,
  calendar: Awaited<ReturnType<typeof places>>["calendar"],
  categoryOf: Map<string, string>,
  coverOf: Map<string, number>,
  workers: ForecastWorkers,
  id: number,
): Promise<ForecastResults> {
  const days = FORECAST_HISTORY_DAYS;
  const index = new Map(batch.map((pair, s) => [`${pair.item_id} ${pair.location_id}`, s]));
  const rows = await withTenant(db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query<{
      item_id: string;
      location_id: string;
      ago: number;
      used: string;
    }>(
      `select u.item_id, u.location_id, (l.today - u.day) as ago, u.used::text as used
         from stock_usage_daily u
         join (select id, (now() at time zone time_zone)::date as today
                 from locations where workspace_id = $1) l on l.id = u.location_id
        where u.workspace_id = $1 and u.item_id = any($2::uuid[])
          and u.day >= l.today - $3::int and u.day < l.today`,
      [workspaceId, [...new Set(batch.map((pair) => pair.item_id))], days],
    );
    return rows;
  });
  const values = new Float64Array(batch.length * days);
  const starts = new Int32Array(batch.length).fill(days - 1);
  for (const row of rows) {
    const s = index.get(`${row.item_id} ${row.location_id}`);
    if (s === undefined) continue;
    const offset = days - row.ago;
    // The forecaster sees quantities as numbers; what it returns is rounded to 4 places.
    values[s * days + offset] = Number(row.used);
    starts[s] = Math.min(starts[s]!, offset);
  }
  // Series of one category at one location form a group for the pooled model.
  const groups = new Map<string, number>();
  const groupOf = Int32Array.from(batch, (pair) => {
    const key = `${categoryOf.get(pair.item_id) ?? ""} ${pair.location_id}`;
    if (!groups.has(key)) groups.set(key, groups.size);
    return groups.get(key)!;
  });
  return workers.forecast({
    id,
    groupOf,
    categoryOf: batch.map((pair) => categoryOf.get(pair.item_id) || null),
    judgedOver: Int32Array.from(batch, (pair) => coverOf.get(pair.item_id) ?? 7),
    horizon: FORECAST_HORIZON,
    historyDays: days,
    values,
    starts,
    locationOf: Int32Array.from(batch, (pair) => byId.get(pair.location_id)!.index),
    open: calendar.open,
    openAhead: calendar.openAhead,
    firstWeekday: calendar.firstWeekday,
    firstDate: calendar.firstDate,
    events: calendar.events,
  });
}
