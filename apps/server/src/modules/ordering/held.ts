import type { HeldItem } from "@larder/contracts";
import { type CoveringOrder, stockStatus, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";

/**
 * The orders still bringing each item to the location (drafts included, as `on_order` counts
 * them), oldest first: what Suggested orders names when an item needs no new order.
 */
export async function coveringOrders(
  tx: Executor,
  workspaceId: string,
  locationId: string,
): Promise<Map<string, CoveringOrder[]>> {
  const { rows } = await tx.query<CoveringOrder & { item_id: string }>(
    `select distinct pl.item_id, po.number, po.status, po.expected_on::text as "expectedOn",
            po.created_at
       from purchase_order_lines pl
       join purchase_orders po on po.workspace_id = pl.workspace_id and po.id = pl.order_id
      where pl.workspace_id = $1 and po.location_id = $2 and not pl.closed
        and pl.quantity > pl.received_quantity
        and po.status in ('draft', 'sent', 'partially_received')
      order by po.created_at, po.number`,
    [workspaceId, locationId],
  );
  const byItem = new Map<string, CoveringOrder[]>();
  for (const { item_id, number, status, expectedOn } of rows) {
    const list = byItem.get(item_id) ?? [];
    list.push({ number, status, expectedOn });
    byItem.set(item_id, list);
  }
  return byItem;
}

/**
 * Low and out items of the location that no supplier (not archived) sells: they can be in no
 * supplier's suggestion, and an item out of stock must not vanish from the screen (issue 26).
 */
export async function unsuppliedItems(
  tx: Executor,
  workspaceId: string,
  locationId: string,
): Promise<HeldItem[]> {
  const { rows } = await tx.query<{
    item_id: string;
    name: string;
    base_unit: string;
    on_hand: string;
    minimum: string | null;
  }>(
    `select i.id as item_id, i.name, i.base_unit, b.on_hand::text, p.minimum::text
       from stock_balances b
       join items i on i.workspace_id = b.workspace_id and i.id = b.item_id and i.archived_at is null
       left join par_levels p on p.workspace_id = b.workspace_id and p.item_id = i.id
                             and p.location_id = b.location_id
      where b.workspace_id = $1 and b.location_id = $2
        and (b.on_hand <= 0 or b.on_hand < p.minimum)
        and not exists (select 1 from supplier_items si
                          join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
                         where si.workspace_id = $1 and si.item_id = i.id and s.archived_at is null)
      order by lower(i.name)`,
    [workspaceId, locationId],
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    name: row.name,
    baseUnit: row.base_unit,
    onHand: toDecimal(row.on_hand, 3),
    status: stockStatus(row.on_hand, row.minimum),
    reason: "no supplier sells it: add it to a supplier's list to get a suggestion",
    explanation: null,
  }));
}

const URGENCY = { out: 0, low: 1, adequate: 2 } as const;

/** Out before low before the rest, then by name: what needs a look comes first. */
export function byUrgency(a: HeldItem, b: HeldItem): number {
  return URGENCY[a.status] - URGENCY[b.status] || a.name.localeCompare(b.name);
}
