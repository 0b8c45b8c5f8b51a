import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/database";
import { commissaryCountDays } from "./sample-commissary";
import { COMMISSARY_PLAN } from "./sample-data";
import { COUNT_HOUR, countDays, WEEKLY_COUNT } from "./sample-counts";
import { HISTORY_DAYS } from "./sample-movements";

export interface DemoCountsContext {
  workspaceId: string;
  /** The bistro's date today (YYYY-MM-DD). */
  today: string;
  itemIds: Map<string, string>;
  main: { id: string };
  commissary: { id: string };
  /** Ids the inventory seed gave each count in its movements, by days ago, at each location. */
  counts: Map<number, string>;
  commissaryCounts: Map<number, string>;
  /** Who counts: the chef at the bistro, the prep cook at the commissary. */
  chefId: string;
  commissaryCookId: string;
}

/** One location's posted counts, oldest first, and the items each of them counted. */
interface CountRound {
  locationId: string;
  countedBy: string;
  hour: number;
  days: number[];
  ids: Map<number, string>;
  items: string[];
}

/**
 * The posted counts: the chef's weekly count of the bistro's key items, late at night, and the
 * prep cook's fortnightly count of everything the commissary holds, after the day's prep. Each
 * line counted what the ledger expected then, plus the correction the inventory seed wrote for
 * it. One statement per table, both locations together.
 */
export async function seedDemoCounts(tx: Executor, context: DemoCountsContext): Promise<void> {
  const rounds: CountRound[] = [
    {
      locationId: context.main.id,
      countedBy: context.chefId,
      hour: COUNT_HOUR,
      days: countDays(),
      ids: context.counts,
      items: Object.keys(WEEKLY_COUNT),
    },
    {
      locationId: context.commissary.id,
      countedBy: context.commissaryCookId,
      hour: COMMISSARY_PLAN.counts.hour,
      days: commissaryCountDays(HISTORY_DAYS),
      ids: context.commissaryCounts,
      items: Object.keys(COMMISSARY_PLAN.items),
    },
  ];
  const counts = rounds.flatMap((round) =>
    round.days.map((daysAgo) => {
      if (!round.ids.has(daysAgo)) round.ids.set(daysAgo, randomUUID());
      return {
        id: round.ids.get(daysAgo)!,
        days_ago: daysAgo,
        location_id: round.locationId,
        counted_by: round.countedBy,
        hour: round.hour,
      };
    }),
  );
  const counted = rounds.flatMap((round) =>
    round.items.map((name) => {
      const itemId = context.itemIds.get(name);
      if (!itemId) throw new Error(`The demo has no item ${name}`);
      return { location_id: round.locationId, item_id: itemId };
    }),
  );
  await tx.query(
    `insert into stock_counts (workspace_id, id, location_id, status, started_by, started_at,
                               finished_by, finished_at)
     select $1, x.id, x.location_id, 'posted', x.counted_by, t.at - interval '40 minutes',
            x.counted_by, t.at
       from jsonb_to_recordset($3::jsonb)
            as x(id uuid, days_ago int, location_id uuid, counted_by uuid, hour int)
       join locations l on l.workspace_id = $1 and l.id = x.location_id
       cross join lateral (
         select (($2::date - x.days_ago) + make_time(x.hour, 0, 0)) at time zone l.time_zone as at) t`,
    [context.workspaceId, context.today, JSON.stringify(counts)],
  );
  // Expected: the ledger just before the count; counted: that and the count's own correction.
  await tx.query(
    `insert into stock_count_lines (workspace_id, count_id, item_id, counted_quantity,
                                    expected_quantity, counted_by, counted_at)
     select $1, c.id, i.item_id, e.expected + coalesce(a.quantity, 0), e.expected, c.finished_by,
            c.finished_at - interval '10 minutes'
       from stock_counts c
       join jsonb_to_recordset($2::jsonb) as i(location_id uuid, item_id uuid)
         on i.location_id = c.location_id
       cross join lateral (
         select coalesce(sum(m.quantity), 0) as expected from stock_movements m
          where m.workspace_id = $1 and m.item_id = i.item_id and m.location_id = c.location_id
            and m.occurred_at < c.finished_at) e
       left join lateral (
         select sum(m.quantity) as quantity from stock_movements m
          where m.workspace_id = $1 and m.source_type = 'count' and m.source_id = c.id
            and m.item_id = i.item_id) a on true
      where c.workspace_id = $1 and c.id = any($3::uuid[])`,
    [context.workspaceId, JSON.stringify(counted), counts.map((count) => count.id)],
  );
}
