import {
  PERIOD_WINDOWS,
  WEEKDAY_NAMES,
  type AnalyticsPeriod,
  type HeatmapRow,
  type Mover,
  type UsageAnalytics,
} from "@larder/contracts";
import { compare, exact, MONEY_SCALE, rateLabel, toDecimal, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { groupToday } from "../stock";

/** Items in the top and slow lists, and rows of the heatmap when no item is chosen. */
const LIST_SIZE = 5;
const HEATMAP_ROWS = 8;
/** The heatmap's item filter offers the items used most, up to this many. */
const FILTER_ITEMS = 100;

interface ItemUse {
  item_id: string;
  name: string;
  category: string | null;
  base_unit: string;
  current: string;
  previous: string;
  on_hand: string;
  /** What a base unit costs: the average on the shelves, else the last received price. */
  unit_cost: string | null;
  /** Place among the items used, by the value of their use, most first (unpriced last). */
  top_rank: number | null;
  /** Place among the items used and in stock, by how long their stock lasts, longest first. */
  slow_rank: number | null;
  /** How many items of the filter were used in the window, the same on every row. */
  used_count: number;
  /** How many were in stock and not used at all, the same on every row. */
  unused_count: number;
}

/**
 * Each item's use in the window and the window before, and what it holds: at the locations, their
 * rows added together; for the whole group on one local day (`$8`), the group rollup's
 * (migration 0020, decision 0032), the same sums already made.
 *
 * Both sums are materialized: worked out once, then joined to the items. A workspace newer than
 * the tables' statistics (a demo copied a moment ago, a restaurant's first import) is planned as
 * holding one row, and the planner then summed the use again for each of its items: 8.7 s
 * instead of 0.14 s for a demo's bistro on a database holding 47 demos.
 */
const LOCATIONS_USE = `
     scope as (
       select id, (now() at time zone time_zone)::date as today
         from locations where workspace_id = $1 and id = any($2::uuid[])
     ),
     used as materialized (
       select u.item_id,
              sum(u.used) filter (where u.day >= s.today - $3::int) as current,
              sum(u.used) filter (where u.day < s.today - $3::int) as previous
         from stock_usage_daily u join scope s on s.id = u.location_id
        where u.workspace_id = $1 and u.day >= s.today - 2 * $3::int and u.day < s.today
          and $8::date is null
        group by u.item_id
     ),
     held as materialized (
       select b.item_id, sum(b.on_hand) as on_hand
         from stock_balances b
        where b.workspace_id = $1 and b.location_id = any($2::uuid[])
        group by b.item_id
     )`;

const GROUP_USE = `
     used as materialized (
       select u.item_id,
              sum(u.used) filter (where u.day >= $8::date - $3::int) as current,
              sum(u.used) filter (where u.day < $8::date - $3::int) as previous
         from stock_group_usage_daily u
        where u.workspace_id = $1 and u.day >= $8::date - 2 * $3::int and u.day < $8::date
          and cardinality($2::uuid[]) > 0
        group by u.item_id
     ),
     held as materialized (
       select g.item_id, g.on_hand from stock_group_balances g
        where g.workspace_id = $1 and g.locations > 0
     )`;

/**
 * Use of the items of the category (or all) at the locations in the window and the window
 * before, from the daily rollup, ranked in the database: only the rows the screen shows come
 * back (the items used most, enough for the heatmap's filter; the five slowest; the chosen
 * item). Items in different units are never ranked against each other by quantity (issue 17):
 * the top movers by what their use cost, the slow ones by how many days their stock lasts at
 * their own rate of use. Items not used at all are counted, not ranked. Windows are whole days
 * up to yesterday (today is not over), each location's days its own local days.
 */
async function rankedUse(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  days: number,
  categoryId: string | undefined,
  itemId: string | undefined,
  groupDay: string | null,
): Promise<ItemUse[]> {
  const { rows } = await tx.query<ItemUse>(
    `with ${groupDay ? GROUP_USE : LOCATIONS_USE},
     item_use as (
       select i.id as item_id, i.name, c.name as category, i.base_unit,
              coalesce(used.current, 0) as current, coalesce(used.previous, 0) as previous,
              coalesce(held.on_hand, 0) as on_hand,
              coalesce(ic.average_cost, ic.last_receipt_cost) as unit_cost
         from items i
         left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
         left join item_costs ic on ic.workspace_id = i.workspace_id and ic.item_id = i.id
         left join used on used.item_id = i.id
         left join held on held.item_id = i.id
        where i.workspace_id = $1 and i.archived_at is null
          and ($4::uuid is null or i.category_id = $4)
          and (used.item_id is not null or held.item_id is not null)
     ),
     ranked as (
       select item_use.*,
              case when current > 0 then
                row_number() over (partition by current > 0
                                   order by current * unit_cost desc nulls last, lower(name)) end
                as top_rank,
              case when current > 0 and on_hand > 0 then
                row_number() over (partition by current > 0 and on_hand > 0
                                   order by on_hand / nullif(current, 0) desc, lower(name)) end
                as slow_rank,
              count(*) filter (where current > 0) over () as used_count,
              count(*) filter (where current <= 0 and on_hand > 0) over () as unused_count
         from item_use
     )
     select item_id, name, category, base_unit, current::text, previous::text, on_hand::text,
            unit_cost::text, top_rank::int, slow_rank::int, used_count::int, unused_count::int
       from ranked
      where top_rank <= $5 or slow_rank <= $6 or item_id = $7
      order by top_rank nulls last`,
    [
      workspaceId,
      locationIds,
      days,
      categoryId ?? null,
      FILTER_ITEMS,
      LIST_SIZE,
      itemId ?? null,
      groupDay,
    ],
  );
  return rows;
}

/** The change against the window before, in whole percent; null when nothing was used then. */
function changePercent(current: string, previous: string): number | null {
  if (compare(previous, "0") <= 0) return null;
  return Number(toDecimal(exact(current).sub(previous).mul(100).div(previous), 0));
}

function mover(row: ItemUse, rank: number, period: AnalyticsPeriod): Mover {
  const window = PERIOD_WINDOWS[period];
  const change = changePercent(row.current, row.previous);
  const perPeriod = exact(row.current).mul(window.perDays).div(window.days);
  const using = compare(row.current, "0") > 0;
  return {
    rank,
    itemId: row.item_id,
    name: row.name,
    category: row.category,
    usage: toDecimal(perPeriod, 2),
    unit: rateLabel(row.base_unit, window.per),
    value:
      row.unit_cost === null ? null : toFixedDecimal(perPeriod.mul(row.unit_cost), MONEY_SCALE),
    daysOfStock:
      using && compare(row.on_hand, "0") > 0
        ? toDecimal(exact(row.on_hand).mul(window.days).div(row.current), 0)
        : null,
    changePercent: change,
    trend: change === null || change === 0 ? "flat" : change > 0 ? "up" : "down",
  };
}

/** Each item's use by weekday over the window, Monday first. */
async function byWeekday(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  days: number,
  itemIds: string[],
  groupDay: string | null,
): Promise<Map<string, string[]>> {
  const { rows } = await tx.query<{ item_id: string; weekday: number; used: string }>(
    groupDay
      ? `select item_id, extract(isodow from day)::int - 1 as weekday, sum(used)::text as used
           from stock_group_usage_daily
          where workspace_id = $1 and item_id = any($4::uuid[]) and cardinality($2::uuid[]) > 0
            and day >= $5::date - $3::int and day < $5::date
          group by 1, 2`
      : `with scope as (
       select id, (now() at time zone time_zone)::date as today
         from locations where workspace_id = $1 and id = any($2::uuid[])
     )
     select u.item_id, extract(isodow from u.day)::int - 1 as weekday, sum(u.used)::text as used
       from stock_usage_daily u join scope s on s.id = u.location_id
      where u.workspace_id = $1 and u.item_id = any($4::uuid[])
        and u.day >= s.today - $3::int and u.day < s.today
      group by 1, 2`,
    groupDay
      ? [workspaceId, locationIds, days, itemIds, groupDay]
      : [workspaceId, locationIds, days, itemIds],
  );
  const result = new Map(itemIds.map((id) => [id, Array<string>(7).fill("0")]));
  for (const row of rows) result.get(row.item_id)![row.weekday] = toDecimal(row.used, 2);
  return result;
}

function heatmapRow(row: ItemUse, weekdays: string[], days: number): HeatmapRow {
  let peak = 0;
  weekdays.forEach((units, weekday) => {
    if (compare(units, weekdays[peak]!) > 0) peak = weekday;
  });
  return {
    itemId: row.item_id,
    name: row.name,
    unit: row.base_unit,
    byWeekday: weekdays,
    peak: { weekday: WEEKDAY_NAMES[peak]!, units: weekdays[peak]! },
    averagePerDay: toDecimal(exact(row.current).div(days), 0),
  };
}

/**
 * Inventory Analytics for the locations: the five items whose use cost most and the five whose
 * stock lasts longest at their rate of use (with their change against the window before), how
 * many items in stock were not used at all, and the heatmap of use by weekday for the chosen
 * item or the items used most.
 */
export async function usageAnalytics(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  query: { period: AnalyticsPeriod; categoryId?: string | undefined; itemId?: string | undefined },
): Promise<UsageAnalytics> {
  const window = PERIOD_WINDOWS[query.period];
  const groupDay = await groupToday(tx, workspaceId, locationIds);
  const rows = await rankedUse(
    tx,
    workspaceId,
    locationIds,
    window.days,
    query.categoryId,
    query.itemId,
    groupDay,
  );
  const used = rows.filter((row) => row.top_rank !== null && row.top_rank <= FILTER_ITEMS);
  const top = used.slice(0, LIST_SIZE);
  const slow = rows
    .filter((row) => row.slow_rank !== null && row.slow_rank <= LIST_SIZE)
    .sort((a, b) => a.slow_rank! - b.slow_rank!);
  const chosen = query.itemId
    ? rows.filter((row) => row.item_id === query.itemId)
    : used.slice(0, HEATMAP_ROWS);
  const weekdays = await byWeekday(
    tx,
    workspaceId,
    locationIds,
    window.days,
    chosen.map((row) => row.item_id),
    groupDay,
  );

  const { rows: dates } = await tx.query<{ from: string; to: string; before: string; end: string }>(
    `with today as (
       select coalesce(max((now() at time zone time_zone)::date), current_date) as day
         from locations where workspace_id = $1 and id = any($2::uuid[])
     )
     select (day - $3::int)::text as from, (day - 1)::text as to,
            (day - 2 * $3::int)::text as before, (day - $3::int - 1)::text as end
       from today`,
    [workspaceId, locationIds, window.days],
  );
  const span = dates[0]!;
  return {
    period: query.period,
    window: { from: span.from, to: span.to, days: window.days },
    previous: { from: span.before, to: span.end },
    topMovers: top.map((row, index) => mover(row, index + 1, query.period)),
    slowMovers: slow.map((row, index) => mover(row, index + 1, query.period)),
    heatmap: chosen.map((row) => heatmapRow(row, weekdays.get(row.item_id)!, window.days)),
    items: used
      .map((row) => ({ itemId: row.item_id, name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    itemsUsed: rows[0]?.used_count ?? 0,
    notUsedInStock: rows[0]?.unused_count ?? 0,
  };
}
