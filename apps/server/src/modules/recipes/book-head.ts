import type { CostBasis } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { prepared } from "../../db/prepared";

/** What every read of the book asks first: its version and the workspace's costing settings. */
export interface BookHead {
  version: string | null;
  /** Whether this transaction has written nothing so far. */
  unwritten: boolean;
  basis: CostBasis;
  targetFoodCostPercent: string;
}

export interface HeadRow {
  version: string | null;
  unwritten: boolean;
  basis: CostBasis;
  target: string;
}

export const HEAD_SQL = prepared(`
  select v.version::text, pg_current_xact_id_if_assigned() is null as unwritten,
         w.recipe_cost_basis as basis, w.target_food_cost_percent::text as target
    from workspaces w
    left join recipe_book_versions v on v.workspace_id = w.id
   where w.id = $1`);

/** The book's version and the workspace's costing settings, in one round trip. */
export async function readHead(tx: Executor, workspaceId: string): Promise<BookHead> {
  const { rows } = await tx.query<HeadRow>(HEAD_SQL, [workspaceId]);
  return headOf(rows[0]);
}

export function headOf(row: HeadRow | undefined): BookHead {
  return {
    version: row?.version ?? null,
    unwritten: row?.unwritten ?? false,
    basis: row?.basis ?? "last_receipt",
    targetFoodCostPercent: row?.target ?? "30",
  };
}
