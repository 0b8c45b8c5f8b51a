import type { Executor } from "../../db/database";

/**
 * Takes the stock lock of each of `itemIds`, in item id order, until the transaction ends: the
 * item's row of the group rollup (migration 0020), made empty if the item has none yet.
 *
 * Every write of an item's stock (a balance, a par level, a day's use) moves that row through
 * the rollup's triggers, after the per-location row it wrote. Two transactions moving the same
 * items at different locations in different orders (a transfer each way, two deliveries listing
 * their lines differently) would each hold one item's row and wait for the other's: a deadlock
 * PostgreSQL ends by cancelling one of them. Taken here first, in one order every writer shares,
 * the second waits for the first to finish instead (decision 0032).
 */
export async function lockItemStock(
  tx: Executor,
  workspaceId: string,
  itemIds: string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.query(
    `insert into stock_group_balances as g (workspace_id, item_id)
     select distinct $1::uuid, wanted.item_id from unnest($2::uuid[]) as wanted(item_id)
      order by wanted.item_id
     on conflict (workspace_id, item_id) do update set locations = g.locations`,
    [workspaceId, itemIds],
  );
}
