import type { DayEvent } from "@larder/domain";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { ForecastResults, ForecastWorkers } from "../../jobs/forecast-batch";
import { locationCalendars } from "../analytics";

/**
 * Days of history each forecast is fitted on (two years: a yearly pattern needs more than one),
 * and days it looks ahead.
 */
export const FORECAST_HISTORY_DAYS = 730;
// Ten weeks ahead: enough for the longest lead time a supplier may have (60 days) and the
// delivery after it, from forecasts up to a few days old.
export const FORECAST_HORIZON = 70;

interface Place {
  id: string;
  /** Its position in the packed calendars. */
  index: number;
  today: string;
}

/** The workspace's active locations and their open days, packed for the worker. */
export async function places(tx: Executor, workspaceId: string) {
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
export async function seriesCount(tx: Executor, workspaceId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n ${SERIES_SQL}`, [
    workspaceId,
  ]);
  return rows[0]!.n;
}

/**
 * Every item with a series to forecast, by category and then id: a batch then holds the items
 * of a category together, which its pooled model learns across (decision 0030).
 */
export async function itemsInOrder(
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
export async function seriesOfItems(tx: Executor, workspaceId: string, itemIds: string[]) {
  const { rows } = await tx.query<{ item_id: string; location_id: string }>(
    `select b.item_id, b.location_id ${SERIES_SQL} and b.item_id = any($2::uuid[])
      order by b.item_id, b.location_id`,
    [workspaceId, itemIds],
  );
  return rows;
}

export async function writeResults(
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

/** Reads one batch's daily use and has the worker forecast it. */
export async function forecastBatch(
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
