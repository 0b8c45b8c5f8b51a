import type { Balance, Recorded } from "@larder/contracts";
import { exact, stockStatus, toDecimal, type StockStatus } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { lockItemStock, type ItemRecord } from "../items";
import { notifyLowStock, type LowStockCrossing } from "../notifications";
import { insertMovements, movementsById, type NewMovement } from "./ledger";
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
  const balances = new Map<string, Balance>();
  const crossings: LowStockCrossing[] = [];
  await lockItemStock(
    tx,
    member.workspaceId,
    movements.map((movement) => movement.itemId),
  );
  const minimums = await parMinimums(tx, member.workspaceId, movements);
  for (const movement of movements)
    if (!items.has(movement.itemId))
      throw new Error(`recordMovements: item ${movement.itemId} was not loaded`);
  const { ids, onHand } = await insertMovements(tx, member.workspaceId, member.userId, movements);

  // Each movement's balance as it left it: the balance after them all, less what came after it
  // at the same place (as stored, to the ledger's six places).
  const after = new Map(onHand);
  const balanceAfter: string[] = [];
  for (const movement of [...movements].reverse()) {
    const key = `${movement.itemId}:${movement.locationId}`;
    const current = after.get(key)!;
    balanceAfter.push(current);
    after.set(key, toDecimal(exact(current).sub(exact(toDecimal(movement.quantity)))));
  }
  balanceAfter.reverse();
  for (const [index, movement] of movements.entries()) {
    const item = items.get(movement.itemId)!;
    const onHandAfter = balanceAfter[index]!;
    const key = `${movement.itemId}:${movement.locationId}`;
    const minimum = minimums.get(key) ?? null;
    const status = stockStatus(onHandAfter, minimum);
    const before = stockStatus(toDecimal(exact(onHandAfter).sub(movement.quantity)), minimum);
    if (crossedIntoShortage(before, status))
      crossings.push({
        itemId: item.id,
        itemName: item.name,
        locationId: movement.locationId,
        onHand: onHandAfter,
        baseUnit: item.units.baseUnit,
      });
    balances.set(key, {
      itemId: item.id,
      locationId: movement.locationId,
      onHand: toDecimal(onHandAfter),
      unit: item.units.baseUnit,
      status,
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
