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
