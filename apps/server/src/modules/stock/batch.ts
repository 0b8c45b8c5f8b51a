import { setImmediate as yieldToRequests } from "node:timers/promises";
import { exact, stockStatus, sum, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { publish } from "../../realtime/hub";
import type { ItemRecord } from "../items";
import { notifyLowStock, type LowStockCrossing } from "../notifications";
import type { NewMovement } from "./ledger";
import { crossedIntoShortage, parMinimums } from "./record";

/**
 * Movements per statement. The triggers still run row by row, about a millisecond each on the
 * embedded database, which runs on the server's own thread: twenty-five keep each statement short
 * enough for the requests waiting in between (bench:sales-import watches the delay).
 */
const SLICE = 25;

/**
 * Writes a large batch of movements (a sales import's depletion: one per item, location and day
 * over months) in the caller's transaction, a thousand per statement rather than one by one. The
 * same triggers keep the balances, the daily use and the costs. An item that the whole batch
 * takes below its minimum raises its alert once; every open screen hears of it once.
 */
export async function recordMovementBatch(
  tx: Executor,
  member: Member,
  items: Map<string, ItemRecord>,
  movements: NewMovement[],
): Promise<number> {
  if (movements.length === 0) return 0;
  const ordered = [...movements].sort(
    (a, b) => (a.occurredAt?.getTime() ?? 0) - (b.occurredAt?.getTime() ?? 0),
  );
  for (let start = 0; start < ordered.length; start += SLICE) {
    if (start > 0) await yieldToRequests();
    const slice = ordered.slice(start, start + SLICE);
    const column = <T>(pick: (movement: NewMovement) => T) => slice.map(pick);
    await tx.query(
      `insert into stock_movements (workspace_id, item_id, location_id, kind, quantity, unit_cost,
                                    reason, note, user_id, source_type, source_id, occurred_at)
       select $1, m.item_id, m.location_id, m.kind, m.quantity, m.unit_cost, m.reason, '', $2,
              m.source_type, m.source_id, coalesce(m.occurred_at, now())
         from unnest($3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::numeric[], $8::text[],
                     $9::text[], $10::uuid[], $11::timestamptz[])
              with ordinality
              as m(item_id, location_id, kind, quantity, unit_cost, reason, source_type, source_id,
                   occurred_at, n)
        order by m.n`,
      [
        member.workspaceId,
        member.userId,
        column((m) => m.itemId),
        column((m) => m.locationId),
        column((m) => m.kind),
        column((m) => toDecimal(m.quantity)),
        column((m) => (m.unitCost ? toDecimal(m.unitCost) : null)),
        column((m) => m.reason ?? null),
        column((m) => m.sourceType ?? null),
        column((m) => m.sourceId ?? null),
        column((m) => m.occurredAt ?? null),
      ],
    );
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
