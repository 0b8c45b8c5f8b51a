import type { UsageSeries } from "@larder/contracts";
import { eventsConcerning, forecastItem, NotFoundError, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { openDays } from "./calendar";

/** How far back a forecast looks: two years, as a forecast run (a yearly pattern needs more than one). */
export const FIT_DAYS = 730;
const BAND_LEVEL = 0.8;

const quantity = (value: number) => toDecimal(String(Math.max(0, value).toFixed(3)), 3);

/**
 * One item's daily use at the locations (added together) over the last `days` whole days (to
 * yesterday), and the engine's forecast from today for `horizon` days with its 80% band. One series is a fraction of
 * a millisecond of work, so it is forecast here; whole workspaces go to the worker.
 */
export async function usageSeries(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  query: { itemId: string; days: number; horizon: number },
): Promise<UsageSeries> {
  const { rows: items } = await tx.query<{
    name: string;
    base_unit: string;
    category_id: string | null;
  }>("select name, base_unit, category_id from items where workspace_id = $1 and id = $2", [
    workspaceId,
    query.itemId,
  ]);
  const item = items[0];
  if (!item)
    throw new NotFoundError("item_not_found", "This item does not exist in this workspace.");

  const calendar = await openDays(tx, workspaceId, locationIds, FIT_DAYS, query.horizon);
  // Promotions and events for other categories than the item's are not its own (migration 0023).
  const historyEvents = calendar.historyEvents.map((list) =>
    eventsConcerning(list, item.category_id),
  );
  const aheadEvents = calendar.aheadEvents.map((list) => eventsConcerning(list, item.category_id));
  const { rows } = await tx.query<{ offset: number; used: string }>(
    `with scope as (
       select id, (now() at time zone time_zone)::date as today
         from locations where workspace_id = $1 and id = any($2::uuid[])
     )
     select $4::int - (s.today - u.day) as offset, sum(u.used)::text as used
       from stock_usage_daily u join scope s on s.id = u.location_id
      where u.workspace_id = $1 and u.item_id = $3
        and u.day >= s.today - $4::int and u.day < s.today
      group by 1`,
    [workspaceId, locationIds, query.itemId, FIT_DAYS],
  );
  const values = new Float64Array(FIT_DAYS);
  let first = FIT_DAYS;
  for (const row of rows) {
    values[row.offset] = Number(row.used);
    first = Math.min(first, row.offset);
  }
  // The series starts at the item's first use: days before it are not days of no use.
  const history = values.subarray(first === FIT_DAYS ? FIT_DAYS - 1 : first);
  const skipped = FIT_DAYS - history.length;
  const result = forecastItem(
    {
      values: history,
      firstWeekday: calendar.weekdayOf(skipped),
      firstDate: calendar.dayAt(skipped),
      open: calendar.history.slice(skipped),
      events: historyEvents.slice(skipped),
    },
    query.horizon,
    { open: calendar.ahead, events: aheadEvents },
  );
  const shown = [...historyEvents.slice(FIT_DAYS - query.days), ...aheadEvents].flatMap(
    (events, k) =>
      (events ?? []).map((event) => ({
        day: calendar.dayAt(FIT_DAYS - query.days + k),
        name: event.name,
        kind: event.kind,
      })),
  );

  return {
    itemId: query.itemId,
    name: item.name,
    unit: item.base_unit,
    history: Array.from({ length: query.days }, (_, k) => {
      const offset = FIT_DAYS - query.days + k;
      return { day: calendar.dayAt(offset), used: quantity(values[offset]!) };
    }),
    // The band: the 80% interval from the engine's own backtest errors (decision 0030).
    forecast: Array.from(result.mean, (expected, h) => {
      const [low, high] =
        expected > 0
          ? [Math.max(0, expected - result.interval.p80), expected + result.interval.p80]
          : [0, 0];
      return {
        day: calendar.dayAt(FIT_DAYS + h),
        expected: quantity(expected),
        low: quantity(low),
        high: quantity(high),
      };
    }),
    method: result.method,
    bandLevel: BAND_LEVEL,
    events: shown,
    effects: result.effects.map((effect) => ({
      day: calendar.dayAt(FIT_DAYS + effect.day),
      name: effect.name,
      lift: Math.round(effect.lift * 1000) / 1000,
    })),
  };
}
