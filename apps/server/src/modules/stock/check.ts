import type { Executor } from "../../db/database";

export interface BalanceDisagreement {
  itemId: string;
  locationId: string;
  /** What the balance table says. */
  balance: string;
  /** The sum of the ledger. */
  ledger: string;
}

/**
 * Recomputes on hand from the ledger for every item × location of the workspace and returns
 * where the balance table disagrees (it never should: the trigger keeps them together).
 */
export async function checkStockBalances(
  tx: Executor,
  workspaceId: string,
): Promise<BalanceDisagreement[]> {
  const { rows } = await tx.query<{
    item_id: string;
    location_id: string;
    balance: string;
    ledger: string;
  }>(
    `with ledger as (
       select item_id, location_id, sum(quantity) as total
         from stock_movements where workspace_id = $1 group by item_id, location_id
     )
     select coalesce(b.item_id, l.item_id) as item_id,
            coalesce(b.location_id, l.location_id) as location_id,
            coalesce(b.on_hand, 0)::text as balance, coalesce(l.total, 0)::text as ledger
       from (select * from stock_balances where workspace_id = $1) b
       full join ledger l on l.item_id = b.item_id and l.location_id = b.location_id
      where coalesce(b.on_hand, 0) <> coalesce(l.total, 0)`,
    [workspaceId],
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    locationId: row.location_id,
    balance: row.balance,
    ledger: row.ledger,
  }));
}

export interface UsageDisagreement {
  itemId: string;
  locationId: string;
  day: string;
  rollup: string;
  ledger: string;
}

/**
 * Recomputes each item's daily use at each location from the ledger (on the location's local
 * calendar days) and returns where the daily usage table disagrees with it.
 */
export async function checkUsageRollups(
  tx: Executor,
  workspaceId: string,
): Promise<UsageDisagreement[]> {
  const { rows } = await tx.query<{
    item_id: string;
    location_id: string;
    day: string;
    rollup: string;
    ledger: string;
  }>(
    `with ledger as (
       select m.item_id, m.location_id, (m.occurred_at at time zone l.time_zone)::date as day,
              -sum(m.quantity) as used
         from stock_movements m
         join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
        where m.workspace_id = $1 and larder_usage_kind(m.kind)
        group by 1, 2, 3
     )
     select coalesce(r.item_id, l.item_id) as item_id,
            coalesce(r.location_id, l.location_id) as location_id,
            coalesce(r.day, l.day)::text as day,
            coalesce(r.used, 0)::text as rollup, coalesce(l.used, 0)::text as ledger
       from (select * from stock_usage_daily where workspace_id = $1) r
       full join ledger l
         on l.item_id = r.item_id and l.location_id = r.location_id and l.day = r.day
      where coalesce(r.used, 0) <> coalesce(l.used, 0)`,
    [workspaceId],
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    locationId: row.location_id,
    day: row.day,
    rollup: row.rollup,
    ledger: row.ledger,
  }));
}
