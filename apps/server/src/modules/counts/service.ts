import { exact, parseQuantity, toDecimal, ConflictError, NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import { recordChange } from "../audit";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { activeItem, loadItemRecords, quantityInBaseUnit } from "../items";
import { writableLocation } from "../locations";
import { recordMovements, type NewMovement } from "../stock";

/**
 * Starts a count of a location, or of one storage area there. Its sheet lists the items
 * carried there (those kept in the area, for an area count), in the order the team walks.
 */
export async function startCount(
  tx: Executor,
  member: Member,
  input: { locationId: string; storageAreaId: string | null },
): Promise<string> {
  const locationName = await writableLocation(tx, member, input.locationId);
  if (input.storageAreaId) {
    const { rows } = await tx.query(
      `select 1 from storage_areas where workspace_id = $1 and id = $2 and location_id = $3
          and archived_at is null`,
      [member.workspaceId, input.storageAreaId, input.locationId],
    );
    if (rows.length === 0)
      throw new NotFoundError(
        "storage_area_not_found",
        `This storage area is not at ${locationName}.`,
      );
  }
  const { rows: open } = await tx.query<{ id: string }>(
    `select id from stock_counts where workspace_id = $1 and location_id = $2 and status = 'open'
        and storage_area_id is not distinct from $3::uuid`,
    [member.workspaceId, input.locationId, input.storageAreaId],
  );
  if (open[0])
    throw new ConflictError(
      "count_already_open",
      "A count of this place is already open. Continue it, or cancel it first.",
    );
  const { rows } = await tx.query<{ id: string }>(
    `insert into stock_counts (workspace_id, location_id, storage_area_id, started_by)
     values ($1, $2, $3, $4) returning id`,
    [member.workspaceId, input.locationId, input.storageAreaId, member.userId],
  );
  const countId = rows[0]!.id;
  await tx.query(
    `insert into stock_count_lines (workspace_id, count_id, item_id, storage_area_id)
     select b.workspace_id, $2, b.item_id, a.storage_area_id
       from stock_balances b
       join items i on i.workspace_id = b.workspace_id and i.id = b.item_id and i.archived_at is null
       left join item_storage_areas a on a.workspace_id = b.workspace_id and a.item_id = b.item_id
                                     and a.location_id = b.location_id
      where b.workspace_id = $1 and b.location_id = $3
        and ($4::uuid is null or a.storage_area_id = $4)`,
    [member.workspaceId, countId, input.locationId, input.storageAreaId],
  );
  return countId;
}

async function openCount(tx: Executor, member: Member, countId: string) {
  const { rows } = await tx.query<{ status: string; location_id: string }>(
    "select status, location_id from stock_counts where workspace_id = $1 and id = $2 for update",
    [member.workspaceId, countId],
  );
  const count = rows[0]!;
  if (count.status !== "open")
    throw new ConflictError(
      "count_closed",
      `This count was already ${count.status}. Start a new count to count again.`,
    );
  return count;
}

/**
 * Records what one person counted for one item (null clears the line). Lines are independent,
 * so several people can count one sheet at once; everyone on it sees the change live.
 */
export async function setCountLine(
  tx: Executor,
  member: Member,
  countId: string,
  itemId: string,
  input: { quantity: string | null; unit: string },
): Promise<void> {
  const { rows: current } = await tx.query<{ status: string; location_id: string }>(
    "select status, location_id from stock_counts where workspace_id = $1 and id = $2",
    [member.workspaceId, countId],
  );
  const count = current[0]!;
  if (count.status !== "open")
    throw new ConflictError(
      "count_closed",
      `This count was already ${count.status}. Start a new count to count again.`,
    );
  const item = await activeItem(tx, member.workspaceId, itemId);
  const counted =
    input.quantity === null ? null : quantityInBaseUnit(item, input.quantity, input.unit);
  await tx.query(
    `insert into stock_count_lines (workspace_id, count_id, item_id, storage_area_id,
                                    counted_quantity, entered_quantity, entered_unit,
                                    expected_quantity, counted_by, counted_at)
     select $1, $2, $3,
            (select storage_area_id from item_storage_areas
              where workspace_id = $1 and item_id = $3 and location_id = $4),
            $5::numeric, $6::numeric, $7,
            case when $5::numeric is null then null
                 else coalesce((select on_hand from stock_balances where workspace_id = $1
                                   and item_id = $3 and location_id = $4), 0) end,
            case when $5::numeric is null then null else $8::uuid end,
            case when $5::numeric is null then null else now() end
     on conflict (workspace_id, count_id, item_id) do update set
       counted_quantity = excluded.counted_quantity, entered_quantity = excluded.entered_quantity,
       entered_unit = excluded.entered_unit, expected_quantity = excluded.expected_quantity,
       counted_by = excluded.counted_by, counted_at = excluded.counted_at`,
    [
      member.workspaceId,
      countId,
      itemId,
      count.location_id,
      counted === null ? null : toDecimal(counted),
      input.quantity === null ? null : toDecimal(parseQuantity(input.quantity) ?? exact(0)),
      input.quantity === null ? null : input.unit,
      member.userId,
    ],
  );
  await publish(tx, {
    workspaceId: member.workspaceId,
    event: { type: "count", countId },
    locationIds: [count.location_id],
  });
}

/**
 * Posts a count: each counted line that differs from what was expected when it was counted
 * becomes a count adjustment, valued at the average cost. Lines nobody counted change nothing.
 */
export async function postCount(
  tx: Executor,
  member: Member,
  countId: string,
): Promise<{ adjustments: number }> {
  const count = await openCount(tx, member, countId);
  const { rows } = await tx.query<{
    item_id: string;
    variance: string;
    name: string;
    expected: string;
    counted: string;
    unit: string;
  }>(
    `select l.item_id, (l.counted_quantity - l.expected_quantity)::text as variance, i.name,
            l.expected_quantity::text as expected, l.counted_quantity::text as counted,
            i.base_unit as unit
       from stock_count_lines l
       join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
      where l.workspace_id = $1 and l.count_id = $2 and l.counted_quantity is not null
        and l.counted_quantity <> l.expected_quantity
      order by i.name`,
    [member.workspaceId, countId],
  );
  const items = await loadItemRecords(
    tx,
    member.workspaceId,
    rows.map((row) => row.item_id),
  );
  const movements: NewMovement[] = rows.map((row) => ({
    itemId: row.item_id,
    locationId: count.location_id,
    kind: "count_adjustment",
    quantity: exact(row.variance),
    sourceType: "count",
    sourceId: countId,
  }));
  await recordMovements(tx, member, items, movements);
  await finish(tx, member, countId, "posted", {
    adjustments: rows.map((row) => ({
      itemId: row.item_id,
      item: row.name,
      unit: row.unit,
      before: toDecimal(exact(row.expected)),
      after: toDecimal(exact(row.counted)),
      difference: toDecimal(exact(row.variance)),
    })),
  });
  return { adjustments: movements.length };
}

/** Closes an open count without changing any stock. */
export async function cancelCount(tx: Executor, member: Member, countId: string): Promise<void> {
  await openCount(tx, member, countId);
  await finish(tx, member, countId, "cancelled");
}

async function finish(
  tx: Executor,
  member: Member,
  countId: string,
  status: "posted" | "cancelled",
  details: { adjustments: unknown[] } = { adjustments: [] },
): Promise<void> {
  const { rows } = await tx.query<{ location_id: string; place: string }>(
    `update stock_counts c set status = $3, finished_by = $4, finished_at = now()
      where c.workspace_id = $1 and c.id = $2
      returning c.location_id,
                (select l.name || coalesce(' (' || a.name || ')', '')
                   from locations l
                   left join storage_areas a on a.workspace_id = l.workspace_id
                                            and a.id = c.storage_area_id
                  where l.workspace_id = c.workspace_id and l.id = c.location_id) as place`,
    [member.workspaceId, countId, status, member.userId],
  );
  const changes = details.adjustments.length;
  await recordChange(tx, member, {
    action: status === "posted" ? "count_posted" : "count_cancelled",
    summary:
      status === "posted"
        ? `posted the count of ${rows[0]!.place}: ${changes} ${changes === 1 ? "item differed" : "items differed"}`
        : `cancelled the count of ${rows[0]!.place}`,
    locationId: rows[0]!.location_id,
    details: { countId, ...(status === "posted" ? details : {}) },
  });
  await publish(tx, {
    workspaceId: member.workspaceId,
    event: { type: "count", countId },
    locationIds: [rows[0]!.location_id],
  });
}
