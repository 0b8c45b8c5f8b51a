import { setImmediate as yieldToRequests } from "node:timers/promises";
import { exact, stockStatus, sum, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { lockItemStock, type ItemRecord } from "../items";
import { notifyLowStock, type LowStockCrossing } from "../notifications";
import type { NewMovement } from "./ledger";
import { crossedIntoShortage, parMinimums } from "./record";

/**
 * Movements per statement. Through the triggers, which run row by row (about a millisecond
 * each), twenty-five keep each statement short; written set-based, two thousand at a time (a
 * quarter's depletion of a whole menu is a few statements). The items' stock locks are held to
 * the end of the transaction either way, so fewer statements hold them for less time.
 */
const SLICE = { triggers: 25, setBased: 2000 } as const;

/**
 * Unpriced movements (what sales take from stock) written set-based, with the ledger's row
 * triggers switched off for the statement (migration 0013): each takes the location's average
 * cost as it stands, which no unpriced movement moves, and the balances and the daily use move
 * once per item, location (and day) by the slice's sum. The rollups' own triggers see those
 * changes as they would have seen each movement's. Row for row what the triggers write
 * (movement-batch.test.ts).
 */
const UNPRICED_SLICE = `
  with m as (
    select * from unnest($3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::text[], $8::text[],
                         $9::uuid[], $10::timestamptz[]) with ordinality
           as m(item_id, location_id, kind, quantity, reason, source_type, source_id,
                occurred_at, n)
  ),
  moved as (
    insert into stock_movements (workspace_id, item_id, location_id, kind, quantity, unit_cost,
                                 reason, note, user_id, source_type, source_id, occurred_at)
    select $1, m.item_id, m.location_id, m.kind, m.quantity, b.average_unit_cost, m.reason, '',
           $2, m.source_type, m.source_id, coalesce(m.occurred_at, now())
      from m
      left join stock_balances b
        on b.workspace_id = $1 and b.item_id = m.item_id and b.location_id = m.location_id
     order by m.n
    returning item_id, location_id, kind, quantity, occurred_at
  ),
  balances as (
    insert into stock_balances as b (workspace_id, item_id, location_id, on_hand,
                                     average_unit_cost, last_movement_at)
    select $1, item_id, location_id, sum(quantity), null, max(occurred_at)
      from moved group by item_id, location_id
    on conflict (workspace_id, item_id, location_id) do update set
      on_hand = b.on_hand + excluded.on_hand,
      last_movement_at = greatest(coalesce(b.last_movement_at, excluded.last_movement_at),
                                  excluded.last_movement_at)
  )
  insert into stock_usage_daily as u (workspace_id, location_id, day, item_id, used)
  select $1, moved.location_id, (moved.occurred_at at time zone l.time_zone)::date, moved.item_id,
         -sum(moved.quantity)
    from moved
    join locations l on l.workspace_id = $1 and l.id = moved.location_id
   where larder_usage_kind(moved.kind)
   group by 2, 3, 4
  on conflict (workspace_id, location_id, day, item_id) do update set used = u.used + excluded.used`;

const THROUGH_TRIGGERS = `
  insert into stock_movements (workspace_id, item_id, location_id, kind, quantity, unit_cost,
                               reason, note, user_id, source_type, source_id, occurred_at)
  select $1, m.item_id, m.location_id, m.kind, m.quantity, m.unit_cost, m.reason, '', $2,
         m.source_type, m.source_id, coalesce(m.occurred_at, now())
    from unnest($3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::text[], $8::text[],
                $9::uuid[], $10::timestamptz[], $11::numeric[])
         with ordinality
         as m(item_id, location_id, kind, quantity, reason, source_type, source_id, occurred_at,
              unit_cost, n)
   order by m.n`;

/**
 * Writes a large batch of movements (a sales import's depletion: one per item, location and day
 * over months) in the caller's transaction, many per statement rather than one by one: set-based
 * when none brings a price ({@link UNPRICED_SLICE}), else through the same triggers that keep the
 * balances, the daily use and the costs (`throughTriggers` forces those, for the test that
 * compares the two). An item that the whole batch
 * takes below its minimum raises its alert once; every open screen hears of it once. Like
 * {@link recordMovements}, it takes the items' stock locks first, in item order.
 */
export async function recordMovementBatch(
  tx: Executor,
  member: Member,
  items: Map<string, ItemRecord>,
  movements: NewMovement[],
  options: { throughTriggers?: boolean } = {},
): Promise<number> {
  if (movements.length === 0) return 0;
  await lockItemStock(
    tx,
    member.workspaceId,
    movements.map((movement) => movement.itemId),
  );
  const ordered = [...movements].sort(
    (a, b) => (a.occurredAt?.getTime() ?? 0) - (b.occurredAt?.getTime() ?? 0),
  );
  const setBased = !options.throughTriggers && movements.every((movement) => !movement.unitCost);
  const slice = setBased ? SLICE.setBased : SLICE.triggers;
  if (setBased) await tx.query("select set_config('larder.ledger_triggers', 'off', true)");
  try {
    for (let start = 0; start < ordered.length; start += slice) {
      if (start > 0 && !setBased) await yieldToRequests();
      const part = ordered.slice(start, start + slice);
      const column = <T>(pick: (movement: NewMovement) => T) => part.map(pick);
      const values = [
        member.workspaceId,
        member.userId,
        column((m) => m.itemId),
        column((m) => m.locationId),
        column((m) => m.kind),
        column((m) => toDecimal(m.quantity)),
        column((m) => m.reason ?? null),
        column((m) => m.sourceType ?? null),
        column((m) => m.sourceId ?? null),
        column((m) => m.occurredAt ?? null),
      ];
      if (setBased) await tx.query(UNPRICED_SLICE, values);
      else
        await tx.query(THROUGH_TRIGGERS, [
          ...values,
          column((m) => (m.unitCost ? toDecimal(m.unitCost) : null)),
        ]);
    }
  } finally {
    if (setBased) await tx.query("select set_config('larder.ledger_triggers', 'on', true)");
  }
  await alertShortages(tx, member, items, movements);
  const locationIds = [...new Set(movements.map((m) => m.locationId))];
  await publish(tx, {
    workspaceId: member.workspaceId,
    event: { type: "stock", locationIds, itemIds: [] },
    locationIds,
  });
  return movements.length;
}

/** Alerts for the items the batch, taken as a whole, sent below their minimum. */
async function alertShortages(
  tx: Executor,
  member: Member,
  items: Map<string, ItemRecord>,
  movements: NewMovement[],
): Promise<void> {
  const changed = new Map<string, { itemId: string; locationId: string; change: string[] }>();
  for (const movement of movements) {
    const key = `${movement.itemId}:${movement.locationId}`;
    const entry = changed.get(key) ?? {
      itemId: movement.itemId,
      locationId: movement.locationId,
      change: [],
    };
    entry.change.push(toDecimal(movement.quantity));
    changed.set(key, entry);
  }
  const pairs = [...changed.values()];
  const { rows } = await tx.query<{ item_id: string; location_id: string; on_hand: string }>(
    `select item_id, location_id, on_hand::text from stock_balances
      where workspace_id = $1
        and (item_id, location_id) in (select * from unnest($2::uuid[], $3::uuid[]))`,
    [member.workspaceId, pairs.map((pair) => pair.itemId), pairs.map((pair) => pair.locationId)],
  );
  const minimums = await parMinimums(tx, member.workspaceId, movements);
  const crossings: LowStockCrossing[] = [];
  for (const row of rows) {
    const key = `${row.item_id}:${row.location_id}`;
    const minimum = minimums.get(key) ?? null;
    const before = toDecimal(exact(row.on_hand).sub(sum(changed.get(key)!.change)));
    if (!crossedIntoShortage(stockStatus(before, minimum), stockStatus(row.on_hand, minimum)))
      continue;
    const item = items.get(row.item_id);
    if (!item) continue;
    crossings.push({
      itemId: item.id,
      itemName: item.name,
      locationId: row.location_id,
      onHand: row.on_hand,
      baseUnit: item.units.baseUnit,
    });
  }
  await notifyLowStock(tx, member.workspaceId, crossings);
}
