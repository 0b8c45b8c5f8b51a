import type {
  StockList,
  StockListQuery,
  StockOverview,
  StockRow,
  StockSortValue,
} from "@larder/contracts";
import {
  availability,
  exact,
  MONEY_SCALE,
  NotAllowedError,
  stockStatus,
  toDecimal,
  usableUnits,
  type StockStatus,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";
import { loadItemRecords } from "../items";
import { groupSource } from "./group";

/** How far back the usage averages look: four whole weeks, so every weekday counts equally. */
export const USAGE_WINDOW_DAYS = 28;

/**
 * Use over the usage window of the locations in $2, for sorting by it: the same sum as
 * {@link usageOf}, asked only when the list is sorted by use.
 */
const USAGE_SQL = `(select coalesce(sum(u.used), 0) from stock_usage_daily u
      join locations l on l.workspace_id = u.workspace_id and l.id = u.location_id
     where u.workspace_id = $1 and u.location_id = any($2::uuid[]) and u.item_id = listed.item_id
       and u.day > (now() at time zone l.time_zone)::date - ${USAGE_WINDOW_DAYS})`;

/**
 * Each sort's terms, in order; each takes the direction asked for. Figures are named through
 * `listed.`: bare, ORDER BY would take the page's `on_hand::text` and sort 10 before 4.
 */
const SORT_SQL: Record<StockSortValue, string[]> = {
  name: ["lower(name)"],
  category: ["lower(category) nulls last", "lower(name)"],
  onHand: ["listed.on_hand"],
  minimum: ["listed.minimum nulls first"],
  toReceive: ["listed.to_receive"],
  unit: ["base_unit"],
  usage: [USAGE_SQL],
  // Items not yet received at a price have no value: last, whichever way.
  value: ["listed.value nulls last"],
  status: ["case status when 'out' then 0 when 'low' then 1 else 2 end"],
};

interface StockSqlRow {
  item_id: string;
  name: string;
  category_id: string | null;
  category: string | null;
  base_unit: string;
  on_hand: string;
  minimum: string | null;
  maximum: string | null;
  to_receive: string;
  value: string | null;
  last_movement_at: Date | null;
}

/**
 * Stock per item at the locations in $2: at one location its balances as they are; at several,
 * added together per item (a minimum only where a location sets one).
 */
const ONE_LOCATION = `
    select b.item_id, b.on_hand, p.minimum, p.maximum,
           b.on_hand * b.average_unit_cost as value, b.last_movement_at
      from stock_balances b
      left join par_levels p
        on p.workspace_id = b.workspace_id and p.item_id = b.item_id and p.location_id = b.location_id
     where b.workspace_id = $1 and b.location_id = ($2::uuid[])[1]`;

const SEVERAL_LOCATIONS = `
    select b.item_id, sum(b.on_hand) as on_hand, sum(p.minimum) as minimum,
           sum(p.maximum) as maximum, sum(b.on_hand * b.average_unit_cost) as value,
           max(b.last_movement_at) as last_movement_at
      from stock_balances b
      left join par_levels p
        on p.workspace_id = b.workspace_id and p.item_id = b.item_id and p.location_id = b.location_id
     where b.workspace_id = $1 and b.location_id = any($2::uuid[])
     group by b.item_id`;

/** Every location of the workspace: the group rollup's sums as they are (decision 0032). */
const WHOLE_GROUP = `
    select g.item_id, g.on_hand, case when g.minimums > 0 then g.minimum end as minimum,
           case when g.maximums > 0 then g.maximum end as maximum,
           case when g.priced > 0 then g.value end as value, g.last_movement_at
      from stock_group_balances g
     where g.workspace_id = $1 and g.locations > 0 and cardinality($2::uuid[]) > 0`;

/** Where {@link STOCK_LIST_SQL} reads the stock per item from. */
export type StockSource = "one" | "several" | "group";

const SOURCES: Record<StockSource, string> = {
  one: ONE_LOCATION,
  several: SEVERAL_LOCATIONS,
  group: WHOLE_GROUP,
};

/**
 * The stock of the locations in `locationIds`, one row per item they carry: the rows a member
 * sees on the Inventory screen, filtered, sorted and paged in SQL so that a workspace of
 * thousands of items answers in milliseconds.
 */
export const STOCK_LIST_SQL = `
  with per_item as (%SOURCE%
  ), listed as (
    select s.item_id, i.name, i.category_id, c.name as category, i.base_unit,
           s.on_hand, s.minimum, s.maximum, s.value, s.last_movement_at,
           -- Still to come on sent orders, in the item's base unit.
           coalesce((select sum(greatest(pl.quantity - pl.received_quantity, 0) * pl.base_per_unit)
                       from purchase_order_lines pl
                       join purchase_orders po on po.workspace_id = pl.workspace_id and po.id = pl.order_id
                      where pl.workspace_id = $1 and pl.item_id = s.item_id and not pl.closed
                        and po.status in ('sent', 'partially_received')
                        and po.location_id = any($2::uuid[])), 0) as to_receive,
           larder_stock_status(s.on_hand, s.minimum) as status
      from per_item s
      join items i on i.workspace_id = $1 and i.id = s.item_id and i.archived_at is null
      left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
     where ($3::uuid is null or i.category_id = $3)
       and ($4::text is null or i.name ilike '%' || $4 || '%')
       and ($5::text is null or larder_stock_status(s.on_hand, s.minimum) = $5
            -- 'short': low and out together, as the dashboard's Low Stock card counts them
            or ($5 = 'short' and larder_stock_status(s.on_hand, s.minimum) <> 'adequate'))
  )
  %SELECT%`;

/** One page of the list, in the order asked for. */
const PAGE_SELECT = `select item_id, name, category_id, category, base_unit, on_hand::text,
         minimum::text, maximum::text, to_receive::text, value::text, last_movement_at
    from listed
   order by %ORDER%
   limit $6 offset $7`;

/**
 * How many rows the whole list has, counted apart: with the count beside each row, PostgreSQL
 * would build every row before it could stop at the page.
 */
const COUNT_SELECT = "select count(*)::int as total from listed";

/** The parameters of {@link STOCK_LIST_SQL}, in order. */
export function stockListParams(
  workspaceId: string,
  locationIds: string[],
  query: Required<Pick<StockListQuery, "limit" | "offset">> & StockListQuery,
): unknown[] {
  const search = query.search?.replace(/[\\%_]/g, (match) => `\\${match}`) || null;
  return [
    workspaceId,
    locationIds,
    query.categoryId ?? null,
    search,
    query.status ?? null,
    query.limit,
    query.offset,
  ];
}

export function stockListSql(
  query: StockListQuery,
  source: StockSource,
  part: "page" | "count" = "page",
): string {
  const direction = query.direction === "desc" ? "desc" : "asc";
  // Every sort ends with the name and id, so pages never overlap.
  // The direction goes before a term's "nulls first/last": `minimum desc nulls first`.
  const orderBy = SORT_SQL[query.sort ?? "name"]
    .map((term) => term.replace(/( nulls (?:first|last))?$/, (nulls) => ` ${direction}${nulls}`))
    .join(", ");
  return STOCK_LIST_SQL.replace("%SOURCE%", SOURCES[source])
    .replace("%SELECT%", part === "page" ? PAGE_SELECT : COUNT_SELECT)
    .replace("%ORDER%", `${orderBy}, lower(name), item_id`);
}

/** The units each item can be recorded in. */
async function unitsOf(
  tx: Executor,
  workspaceId: string,
  itemIds: string[],
): Promise<Map<string, string[]>> {
  const records = await loadItemRecords(tx, workspaceId, itemIds);
  return new Map([...records].map(([id, record]) => [id, usableUnits(record.units)]));
}

/**
 * Average daily and weekly use of each item at those locations over the usage window: the last
 * 28 local days, today included, from the daily usage rollup.
 */
async function usageOf(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  itemIds: string[],
): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await tx.query<{ item_id: string; used: string }>(
    `select u.item_id, sum(u.used)::text as used
       from stock_usage_daily u
       join locations l on l.workspace_id = u.workspace_id and l.id = u.location_id
      where u.workspace_id = $1 and u.location_id = any($2::uuid[]) and u.item_id = any($3::uuid[])
        and u.day > (now() at time zone l.time_zone)::date - $4::int
      group by u.item_id`,
    [workspaceId, locationIds, itemIds, USAGE_WINDOW_DAYS],
  );
  return new Map(rows.map((row) => [row.item_id, row.used]));
}

export async function listStock(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  query: StockListQuery & { limit: number; offset: number },
  showCosts: boolean,
): Promise<StockList> {
  // The order alone would tell someone who may not see costs which items are worth most.
  if (query.sort === "value" && !showCosts)
    throw new NotAllowedError(
      "costs_hidden",
      "Sorting by value needs permission to see costs. Sort by another column.",
    );
  const params = stockListParams(workspaceId, locationIds, query);
  const source: StockSource =
    locationIds.length === 1
      ? "one"
      : (await groupSource(tx, workspaceId, locationIds)) === "rollup"
        ? "group"
        : "several";
  const { rows } = await tx.query<StockSqlRow>(stockListSql(query, source), params);
  // The count repeats the filters but not the page: $6 and $7 go unused, so they are left out.
  const { rows: counted } = await tx.query<{ total: number }>(
    stockListSql(query, source, "count"),
    params.slice(0, 5),
  );
  const units = await unitsOf(
    tx,
    workspaceId,
    rows.map((row) => row.item_id),
  );
  const used = await usageOf(
    tx,
    workspaceId,
    locationIds,
    rows.map((row) => row.item_id),
  );
  return {
    rows: rows.map((row): StockRow => {
      const total = exact(used.get(row.item_id) ?? "0");
      return {
        itemId: row.item_id,
        name: row.name,
        categoryId: row.category_id,
        category: row.category,
        unit: row.base_unit,
        units: units.get(row.item_id) ?? [row.base_unit],
        onHand: toDecimal(row.on_hand),
        minimum: row.minimum === null ? null : toDecimal(row.minimum),
        maximum: row.maximum === null ? null : toDecimal(row.maximum),
        toReceive: toDecimal(row.to_receive),
        status: stockStatus(row.on_hand, row.minimum),
        usagePerDay: toDecimal(total.div(USAGE_WINDOW_DAYS), 3),
        usagePerWeek: toDecimal(total.div(USAGE_WINDOW_DAYS / 7), 3),
        // Unknown until something is received at a price.
        value: showCosts && row.value !== null ? toDecimal(row.value, MONEY_SCALE) : null,
        lastMovementAt: row.last_movement_at ? iso(row.last_movement_at) : null,
      };
    }),
    total: counted[0]?.total ?? 0,
  };
}

const LOCATIONS_OVERVIEW = `
       select b.item_id, sum(b.on_hand) as on_hand, sum(p.minimum) as minimum,
              sum(b.on_hand * b.average_unit_cost) as value
         from stock_balances b
         join items i on i.workspace_id = b.workspace_id and i.id = b.item_id and i.archived_at is null
         left join par_levels p
           on p.workspace_id = b.workspace_id and p.item_id = b.item_id and p.location_id = b.location_id
        where b.workspace_id = $1 and b.location_id = any($2::uuid[])
        group by b.item_id`;

const GROUP_OVERVIEW = `
       select g.item_id, g.on_hand, case when g.minimums > 0 then g.minimum end as minimum,
              case when g.priced > 0 then g.value end as value
         from stock_group_balances g
         join items i on i.workspace_id = g.workspace_id and i.id = g.item_id and i.archived_at is null
        where g.workspace_id = $1 and g.locations > 0 and cardinality($2::uuid[]) > 0`;

/** The Overview card: how many items are out, low and adequate, and the share available. */
export async function stockOverview(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  showCosts: boolean,
): Promise<StockOverview> {
  const whole = (await groupSource(tx, workspaceId, locationIds)) === "rollup";
  const { rows } = await tx.query<{ status: StockStatus; n: number; value: string | null }>(
    `with per_item as (${whole ? GROUP_OVERVIEW : LOCATIONS_OVERVIEW})
     select larder_stock_status(on_hand, minimum) as status, count(*)::int as n,
            sum(value)::text as value
       from per_item group by 1`,
    [workspaceId, locationIds],
  );
  const { rows: categories } = await tx.query<{ id: string; name: string }>(
    `select distinct c.id, c.name, c.position from item_categories c
       join items i on i.workspace_id = c.workspace_id and i.category_id = c.id and i.archived_at is null
       ${
         whole
           ? `join stock_group_balances b on b.workspace_id = i.workspace_id and b.item_id = i.id
      where c.workspace_id = $1 and b.locations > 0 and cardinality($2::uuid[]) > 0`
           : `join stock_balances b on b.workspace_id = i.workspace_id and b.item_id = i.id
      where c.workspace_id = $1 and b.location_id = any($2::uuid[])`
       }
      order by c.position, c.name`,
    [workspaceId, locationIds],
  );
  const count = (status: StockStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  const counts = { out: count("out"), low: count("low"), adequate: count("adequate") };
  const shares = availability(counts);
  const value = rows.reduce((total, row) => total.add(exact(row.value ?? "0")), exact(0));
  return {
    items: counts.out + counts.low + counts.adequate,
    ...counts,
    ...shares,
    categories: categories.map(({ id, name }) => ({ id, name })),
    value: showCosts ? toDecimal(value, MONEY_SCALE) : null,
  };
}
