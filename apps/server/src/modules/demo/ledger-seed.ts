import type { Executor } from "../../db/database";
import { replayLedger } from "./ledger-replay";

/** One movement of the demo's ledger, as the inventory seed lays it out. */
export interface DemoLedgerRow {
  id: string;
  item_id: string;
  location_id: string;
  kind: string;
  quantity: string;
  unit_cost: string | null;
  reason: string | null;
  days_ago: number;
  hour: number;
  time_zone: string;
  source_type?: string;
  source_id?: string;
  entered_quantity?: string;
  entered_unit?: string;
}

/**
 * Writes the demo's ledger, oldest first, in one statement. The ledger's triggers are switched
 * off for that statement (`larder.ledger_triggers`, migration 0013, this transaction only) and
 * what they would have derived (each movement's cost, the balances, the daily use, the items'
 * costs and their changes) is written set-based from replayLedger: a few statements instead of
 * the thirty thousand the triggers run for ten weeks of ledger. `throughTriggers` writes it the
 * ordinary way, for the test that compares the two.
 */
export async function writeDemoLedger(
  tx: Executor,
  ledger: { workspaceId: string; today: string; rows: DemoLedgerRow[]; throughTriggers?: boolean },
): Promise<void> {
  const { workspaceId, today } = ledger;
  // Oldest first; movements of one hour in the order they were laid out.
  const rows = ledger.rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.days_ago - a.row.days_ago || a.row.hour - b.row.hour || a.index - b.index)
    .map(({ row }) => row);
  const replayed = ledger.throughTriggers
    ? null
    : replayLedger(
        rows.map((row) => ({
          itemId: row.item_id,
          locationId: row.location_id,
          kind: row.kind,
          quantity: row.quantity,
          unitCost: row.unit_cost,
        })),
      );
  if (replayed) await tx.query("select set_config('larder.ledger_triggers', 'off', true)");
  await tx.query(
    `insert into stock_movements (workspace_id, id, item_id, location_id, kind, quantity, unit_cost,
                                  reason, occurred_at, source_type, source_id, entered_quantity,
                                  entered_unit)
     select $1, x.id, x.item_id, x.location_id, x.kind, x.quantity, x.unit_cost, x.reason,
            (($3::date - x.days_ago) + make_time(x.hour, 0, 0)) at time zone x.time_zone,
            coalesce(x.source_type, 'demo'), x.source_id, x.entered_quantity, x.entered_unit
       from jsonb_to_recordset($2::jsonb)
            as x(id uuid, item_id uuid, location_id uuid, kind text, quantity numeric,
                 unit_cost numeric, reason text, days_ago int, hour int, time_zone text,
                 source_type text, source_id uuid, entered_quantity numeric, entered_unit text, n int)
      order by x.n`,
    [
      workspaceId,
      JSON.stringify(
        rows.map((row, n) => ({
          ...row,
          n,
          ...(replayed ? { unit_cost: replayed.unitCosts[n] } : {}),
        })),
      ),
      today,
    ],
  );
  if (!replayed) return;
  await tx.query("select set_config('larder.ledger_triggers', 'on', true)");

  await tx.query(
    `insert into stock_balances (workspace_id, item_id, location_id, on_hand, average_unit_cost,
                                 last_movement_at)
     select $1, m.item_id, m.location_id, sum(m.quantity), a.average, max(m.occurred_at)
       from stock_movements m
       left join jsonb_to_recordset($2::jsonb) as a(item_id uuid, location_id uuid, average numeric)
         on a.item_id = m.item_id and a.location_id = m.location_id
      where m.workspace_id = $1
      group by m.item_id, m.location_id, a.average`,
    [
      workspaceId,
      JSON.stringify(
        [...replayed.averages].map(([key, average]) => {
          const [item_id, location_id] = key.split("|");
          return { item_id, location_id, average };
        }),
      ),
    ],
  );
  await tx.query(
    `insert into stock_usage_daily (workspace_id, location_id, day, item_id, used)
     select m.workspace_id, m.location_id, (m.occurred_at at time zone l.time_zone)::date,
            m.item_id, -sum(m.quantity)
       from stock_movements m
       join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
      where m.workspace_id = $1 and larder_usage_kind(m.kind)
      group by 1, 2, 3, 4`,
    [workspaceId],
  );

  const movementId = (entry: number | null) => (entry === null ? null : rows[entry]!.id);
  await tx.query(
    `insert into item_costs (workspace_id, item_id, last_receipt_cost, last_receipt_at,
                             average_cost)
     select $1, x.item_id, m.unit_cost, m.occurred_at, x.average_cost
       from jsonb_to_recordset($2::jsonb)
            as x(item_id uuid, movement_id uuid, average_cost numeric)
       left join stock_movements m on m.workspace_id = $1 and m.id = x.movement_id`,
    [
      workspaceId,
      JSON.stringify(
        [...replayed.trackedItems].map(([itemId, tracked]) => ({
          item_id: itemId,
          movement_id: movementId(tracked.lastReceipt),
          average_cost: tracked.average,
        })),
      ),
    ],
  );
  await tx.query(
    `insert into item_cost_changes (workspace_id, item_id, basis, unit_cost, changed_at,
                                    movement_id)
     select $1, m.item_id, x.basis, x.unit_cost, m.occurred_at, m.id
       from jsonb_to_recordset($2::jsonb) as x(movement_id uuid, basis text, unit_cost numeric)
       join stock_movements m on m.workspace_id = $1 and m.id = x.movement_id`,
    [
      workspaceId,
      JSON.stringify(
        replayed.costChanges.map((change) => ({
          movement_id: movementId(change.entry),
          basis: change.basis,
          unit_cost: change.unitCost,
        })),
      ),
    ],
  );
}
