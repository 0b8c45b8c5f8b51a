import type { VarianceItemDetail, VarianceQuery } from "@larder/contracts";
import { exact, NotFoundError, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { locationScope } from "../locations";
import { plateUsage } from "../sales";
import { PERIOD_SQL } from "./report";

/** Movements listed at most; a period with more shows the latest. */
const MOVEMENTS_SHOWN = 500;

/**
 * Where one item's variance comes from: the count lines at the period's edges and inside it,
 * every movement of the period, and the plates sold that use the item with what they took.
 */
export async function varianceItemDetail(
  tx: Executor,
  member: Member,
  itemId: string,
  query: VarianceQuery,
): Promise<VarianceItemDetail> {
  await locationScope(tx, member, query.locationId);
  const params = [member.workspaceId, query.locationId, query.from, query.to, itemId];
  const { rows: items } = await tx.query<{ name: string; base_unit: string }>(
    "select name, base_unit from items where workspace_id = $1 and id = $2",
    [member.workspaceId, itemId],
  );
  const item = items[0];
  if (!item)
    throw new NotFoundError("item_not_found", "This item does not exist in this workspace.");
  const { rows: countLines } = await tx.query<{
    count_id: string;
    finished_at: Date;
    counted: string;
    expected: string | null;
  }>(
    `with period as (${PERIOD_SQL})
     select c.id as count_id, c.finished_at, cl.counted_quantity::text as counted,
            cl.expected_quantity::text as expected
       from stock_counts c
       cross join period p
       join stock_count_lines cl on cl.workspace_id = c.workspace_id and cl.count_id = c.id
      where c.workspace_id = $1 and c.location_id = $2 and c.status = 'posted'
        and c.finished_at >= p.start_at - interval '24 hours' and c.finished_at < p.end_at
        and cl.item_id = $5 and cl.counted_quantity is not null
      order by c.finished_at`,
    params,
  );
  const { rows: movements } = await tx.query<{
    id: string;
    kind: string;
    quantity: string;
    occurred_at: Date;
    reason: string | null;
    note: string;
  }>(
    `with period as (${PERIOD_SQL})
     select m.id, m.kind, m.quantity::text, m.occurred_at, m.reason, m.note
       from stock_movements m cross join period p
      where m.workspace_id = $1 and m.location_id = $2 and m.item_id = $5
        and m.occurred_at >= p.start_at and m.occurred_at < p.end_at
      order by m.occurred_at desc limit ${MOVEMENTS_SHOWN}`,
    params,
  );
  const { rows: sold } = await tx.query<{ menu_item_id: string; name: string; sold: string }>(
    `select s.menu_item_id, m.name, sum(s.quantity)::text as sold
       from sales s join menu_items m on m.workspace_id = s.workspace_id and m.id = s.menu_item_id
      where s.workspace_id = $1 and s.location_id = $2 and s.business_day between $3 and $4
        and s.depleted_at is not null
      group by s.menu_item_id, m.name`,
    params.slice(0, 4),
  );
  const { usage } = await plateUsage(
    tx,
    member.workspaceId,
    sold.map((row) => row.menu_item_id),
  );
  const soldBy = sold.flatMap((row) => {
    const perPlate = usage.get(row.menu_item_id)?.get(itemId);
    if (!perPlate) return [];
    return [
      {
        menuItemId: row.menu_item_id,
        name: row.name,
        sold: toDecimal(row.sold),
        used: toDecimal(perPlate.mul(exact(row.sold))),
      },
    ];
  });
  soldBy.sort((a, b) => exact(b.used).compare(exact(a.used)) || a.name.localeCompare(b.name));
  return {
    itemId,
    name: item.name,
    unit: item.base_unit,
    countLines: countLines.map((line) => ({
      countId: line.count_id,
      finishedAt: iso(line.finished_at),
      counted: toDecimal(line.counted),
      expected: line.expected === null ? null : toDecimal(line.expected),
    })),
    movements: movements.map((movement) => ({
      id: movement.id,
      kind: movement.kind,
      quantity: toDecimal(movement.quantity),
      occurredAt: iso(movement.occurred_at),
      reason: movement.reason,
      note: movement.note,
    })),
    soldBy,
  };
}
