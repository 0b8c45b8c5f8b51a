import type { Balance, Recorded } from "@larder/contracts";
import { exact, stockStatus, toDecimal, type StockStatus } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { lockItemStock, type ItemRecord } from "../items";
import { notifyLowStock, type LowStockCrossing } from "../notifications";
import { insertMovement, movementsById, type NewMovement } from "./ledger";
import { memberCan } from "../../core/member";

const SEVERITY: Record<StockStatus, number> = { adequate: 0, low: 1, out: 2 };

/**
 * Whether a movement has just made an item worth an alert: it went below its minimum, or to
 * zero, from a better state. Staying low or recovering is not news.
 */
export function crossedIntoShortage(before: StockStatus, after: StockStatus): boolean {
  return SEVERITY[after] > SEVERITY[before];
}

/**
 * Writes movements to the ledger in the caller's transaction: each updates its balance, an item
 * that falls below its minimum or runs out raises an alert for everyone who may see the location,
 * and every open screen of the workspace hears of the change once the transaction commits. The
 * items' stock locks are taken first, in item order, so that writers crossing on the same items
 * queue instead of deadlocking (decision 0032); the movements keep the caller's order.
 */
export async function recordMovements(
  tx: Executor,
  member: Member,
  items: Map<string, ItemRecord>,
  movements: NewMovement[],
): Promise<Recorded> {
  const ids: string[] = [];
  const balances = new Map<string, Balance>();
  const crossings: LowStockCrossing[] = [];
  await lockItemStock(
    tx,
    member.workspaceId,
    movements.map((movement) => movement.itemId),
  );
  const minimums = await parMinimums(tx, member.workspaceId, movements);

  for (const movement of movements) {
    const item = items.get(movement.itemId);
    if (!item) throw new Error(`recordMovements: item ${movement.itemId} was not loaded`);
    const { id, onHand } = await insertMovement(tx, member.workspaceId, member.userId, movement);
    ids.push(id);
    const key = `${movement.itemId}:${movement.locationId}`;
    const minimum = minimums.get(key) ?? null;
    const after = stockStatus(onHand, minimum);
    const before = stockStatus(toDecimal(exact(onHand).sub(movement.quantity)), minimum);
    if (crossedIntoShortage(before, after))
      crossings.push({
        itemId: item.id,
        itemName: item.name,
        locationId: movement.locationId,
        onHand,
        baseUnit: item.units.baseUnit,
      });
    balances.set(key, {
      itemId: item.id,
      locationId: movement.locationId,
      onHand: toDecimal(onHand),
      unit: item.units.baseUnit,
      status: after,
    });
  }

  await notifyLowStock(tx, member.workspaceId, crossings);
  if (movements.length > 0) {
    const locationIds = [...new Set(movements.map((m) => m.locationId))];
    const itemIds = [...new Set(movements.map((m) => m.itemId))];
    await publish(tx, {
      workspaceId: member.workspaceId,
      // A large batch (an import, a long count) names no items: every screen refreshes.
      event: { type: "stock", locationIds, itemIds: itemIds.length <= 50 ? itemIds : [] },
      locationIds,
    });
  }
  return {
    movements: await movementsById(tx, member.workspaceId, ids, memberCan(member, "costs.view")),
    balances: [...balances.values()],
  };
}

/** Par minimums of the movements' items at their locations, by `item:location`. */
export async function parMinimums(
  tx: Executor,
  workspaceId: string,
  movements: NewMovement[],
): Promise<Map<string, string>> {
  if (movements.length === 0) return new Map();
  const { rows } = await tx.query<{ item_id: string; location_id: string; minimum: string }>(
    `select item_id, location_id, minimum::text from par_levels
      where workspace_id = $1 and minimum is not null
        and (item_id, location_id) in (select * from unnest($2::uuid[], $3::uuid[]))`,
    [workspaceId, movements.map((m) => m.itemId), movements.map((m) => m.locationId)],
  );
  return new Map(rows.map((row) => [`${row.item_id}:${row.location_id}`, row.minimum]));
}
