import type { Movement, MovementKind } from "@larder/contracts";
import { toDecimal, type Exact, MONEY_SCALE, exact } from "@larder/domain";
import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";

/** A movement about to be written to the ledger. */
export interface NewMovement {
  itemId: string;
  locationId: string;
  kind: MovementKind;
  /** Signed, in the item's base unit. */
  quantity: Exact;
  /** Per base unit; null takes the location's average cost. */
  unitCost?: Exact | null;
  enteredQuantity?: Exact | null;
  enteredUnit?: string | null;
  reason?: string | null;
  note?: string;
  sourceType?: string | null;
  sourceId?: string | null;
  occurredAt?: Date | null;
}

/**
 * Appends movements in one statement, in their order: the database trigger updates each item's
 * balance at its location row by row (waiting for any other writer of that balance first) and
 * fills in unit costs. Returns the new movements' ids, in order, and each balance after them
 * all, by `item:location`.
 */
export async function insertMovements(
  tx: Executor,
  workspaceId: string,
  userId: string | null,
  movements: NewMovement[],
): Promise<{ ids: string[]; onHand: Map<string, string> }> {
  if (movements.length === 0) return { ids: [], onHand: new Map() };
  const ids = movements.map(() => randomUUID());
  await tx.query(
    `insert into stock_movements
       (workspace_id, id, item_id, location_id, kind, quantity, unit_cost, entered_quantity,
        entered_unit, reason, note, user_id, source_type, source_id, occurred_at)
     select $1, m.id, m.item_id, m.location_id, m.kind, m.quantity, m.unit_cost,
            m.entered_quantity, m.entered_unit, m.reason, m.note, $2, m.source_type, m.source_id,
            coalesce(m.occurred_at, now())
       from jsonb_to_recordset($3::jsonb) as m(
              id uuid, item_id uuid, location_id uuid, kind text, quantity numeric,
              unit_cost numeric, entered_quantity numeric, entered_unit text, reason text,
              note text, source_type text, source_id uuid, occurred_at timestamptz, n int)
      order by m.n`,
    [
      workspaceId,
      userId,
      JSON.stringify(
        movements.map((movement, index) => ({
          n: index,
          id: ids[index],
          item_id: movement.itemId,
          location_id: movement.locationId,
          kind: movement.kind,
          quantity: toDecimal(movement.quantity),
          unit_cost: movement.unitCost ? toDecimal(movement.unitCost) : null,
          entered_quantity: movement.enteredQuantity ? toDecimal(movement.enteredQuantity) : null,
          entered_unit: movement.enteredUnit ?? null,
          reason: movement.reason ?? null,
          note: movement.note ?? "",
          source_type: movement.sourceType ?? null,
          source_id: movement.sourceId ?? null,
          occurred_at: movement.occurredAt?.toISOString() ?? null,
        })),
      ),
    ],
  );
  const { rows } = await tx.query<{ item_id: string; location_id: string; on_hand: string }>(
    `select item_id, location_id, on_hand::text from stock_balances
      where workspace_id = $1
        and (item_id, location_id) in (select * from unnest($2::uuid[], $3::uuid[]))`,
    [workspaceId, movements.map((m) => m.itemId), movements.map((m) => m.locationId)],
  );
  return {
    ids,
    onHand: new Map(rows.map((row) => [`${row.item_id}:${row.location_id}`, row.on_hand])),
  };
}

interface MovementRow {
  id: string;
  item_id: string;
  item_name: string;
  base_unit: string;
  location_id: string;
  location_name: string;
  kind: MovementKind;
  quantity: string;
  entered_quantity: string | null;
  entered_unit: string | null;
  unit_cost: string | null;
  reason: string | null;
  note: string;
  occurred_at: Date;
  cursor_at: string;
  user_name: string | null;
  source_type: string | null;
  source_id: string | null;
}

export const MOVEMENT_COLUMNS = `m.id, m.item_id, i.name as item_name, i.base_unit, m.location_id,
  l.name as location_name, m.kind, m.quantity::text, m.entered_quantity::text, m.entered_unit,
  m.unit_cost::text, m.reason, m.note, m.occurred_at, m.occurred_at::text as cursor_at,
  coalesce(nullif(u.name, ''), u.email) as user_name, m.source_type, m.source_id`;

export const MOVEMENT_JOINS = `join items i on i.workspace_id = m.workspace_id and i.id = m.item_id
  join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
  left join users u on u.id = m.user_id`;

/** A ledger row as the API sends it; costs only to members who may see them. */
export function presentMovement(row: MovementRow, showCosts: boolean): Movement {
  const cost = showCosts ? row.unit_cost : null;
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    locationId: row.location_id,
    locationName: row.location_name,
    kind: row.kind,
    quantity: toDecimal(row.quantity),
    unit: row.base_unit,
    enteredQuantity: row.entered_quantity === null ? null : toDecimal(row.entered_quantity),
    enteredUnit: row.entered_unit,
    unitCost: cost === null ? null : toDecimal(cost),
    value: cost === null ? null : toDecimal(exact(row.quantity).mul(exact(cost)), MONEY_SCALE),
    reason: row.reason,
    note: row.note,
    occurredAt: iso(row.occurred_at),
    userName: row.user_name,
    sourceType: row.source_type,
    sourceId: row.source_id,
  };
}

/** Reads movements by id, in the order given. */
export async function movementsById(
  tx: Executor,
  workspaceId: string,
  ids: string[],
  showCosts: boolean,
): Promise<Movement[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<MovementRow>(
    `select ${MOVEMENT_COLUMNS} from stock_movements m ${MOVEMENT_JOINS}
      where m.workspace_id = $1 and m.id = any($2::uuid[])`,
    [workspaceId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentMovement(row, showCosts)] : [];
  });
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MovementFilter {
  itemId?: string | undefined;
  locationIds: string[];
  kind?: MovementKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A cursor: "<occurred_at>|<id>" of the last row of the previous page. */
  before?: string | undefined;
  limit: number;
}

/** A page of the ledger, newest first, with the cursor of the next page. */
export async function listMovements(
  tx: Executor,
  workspaceId: string,
  filter: MovementFilter,
  showCosts: boolean,
): Promise<{ movements: Movement[]; nextBefore: string | null }> {
  const [beforeAt, beforeId] = filter.before?.split("|") ?? [];
  const cursorValid = Boolean(
    beforeAt && beforeId && CURSOR_TIME.test(beforeAt) && UUID.test(beforeId),
  );
  const { rows } = await tx.query<MovementRow>(
    `select ${MOVEMENT_COLUMNS} from stock_movements m ${MOVEMENT_JOINS}
      where m.workspace_id = $1 and m.location_id = any($2::uuid[])
        and ($3::uuid is null or m.item_id = $3)
        and ($4::text is null or m.kind = $4)
        and ($5::date is null or m.occurred_at >= $5::date)
        and ($6::date is null or m.occurred_at < $6::date + 1)
        and ($7::timestamptz is null or (m.occurred_at, m.id) < ($7::timestamptz, $8::uuid))
      order by m.occurred_at desc, m.id desc
      limit $9`,
    [
      workspaceId,
      filter.locationIds,
      filter.itemId ?? null,
      filter.kind ?? null,
      filter.from ?? null,
      filter.to ?? null,
      cursorValid ? beforeAt : null,
      cursorValid ? beforeId : null,
      filter.limit + 1,
    ],
  );
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    movements: page.map((row) => presentMovement(row, showCosts)),
    nextBefore: rows.length > filter.limit && last ? `${last.cursor_at}|${last.id}` : null,
  };
}
