import type { Receipt } from "@larder/contracts";
import {
  ConflictError,
  canReceive,
  statusAfterReceipt,
  toDecimal,
  type OrderLineProgress,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { once } from "../../core/request-keys";
import { activeItems, loadItemRecords } from "../items";
import { writableLocation } from "../locations";
import { recordMovements } from "../stock";
import { recordPrices } from "../suppliers";
import { recordDelivery } from "./audit";
import { creditBriefs } from "./credit-reads";
import { raiseCredit } from "./credit-raise";
import {
  checkDelivery,
  creditedLines,
  planDelivery,
  type LineRow,
  type PlannedLine,
  type ReceivedLine,
  type ReceiveInput,
} from "./delivery";
import { lockOrder } from "./orders";

/**
 * Receives a delivery against an order, line by line, in one transaction: each accepted line is
 * a receipt movement at the price delivered, the order's lines and status follow, and a price
 * that changed is kept in the supplier's price history. Each kind of row is written in one
 * statement, however many lines the delivery has (decision 0047).
 *
 * Receiving is serialised per order (its row is locked), and every line says how much it saw
 * received before: if someone else received meanwhile, the delivery is refused rather than
 * counted twice. A retried request (same key) returns the first answer.
 */
export async function receiveOrder(
  tx: Executor,
  member: Member,
  orderId: string,
  input: ReceiveInput,
): Promise<Receipt> {
  const request = { key: input.requestKey, action: `orders.receive:${orderId}`, details: input };
  return once(tx, member, request, async () => {
    const order = await lockOrder(tx, member, orderId);
    if (!canReceive(order.status))
      throw new ConflictError(
        "order_not_receivable",
        order.status === "draft"
          ? `${order.number} has not been sent yet. Send it, or receive the delivery without an order.`
          : `${order.number} is ${order.status === "received" ? "already fully received" : "cancelled"}.`,
      );
    const { location_id: locationId, supplier_id: supplierId } = order;
    await writableLocation(tx, member, locationId);
    const lines = await orderLines(tx, member.workspaceId, orderId);
    checkDelivery(order.number, lines, input.lines);

    const { rows: receipt } = await tx.query<{ id: string }>(
      `insert into receipts (workspace_id, order_id, supplier_id, location_id, received_by, note)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [member.workspaceId, orderId, supplierId, locationId, member.userId, input.note],
    );
    const receiptId = receipt[0]!.id;
    const substitutes = await activeItems(
      tx,
      member.workspaceId,
      input.lines.flatMap((received) =>
        received.outcome === "substituted" && received.substituteItemId
          ? [received.substituteItemId]
          : [],
      ),
    );
    const plan = planDelivery(lines, input.lines, substitutes, { receiptId, locationId });
    await writeLineProgress(tx, member.workspaceId, plan.progress, input.lines);
    await recordPrices(tx, member, plan.prices, "receipt");
    const items = await loadItemRecords(
      tx,
      member.workspaceId,
      plan.movements.map((movement) => movement.itemId),
    );
    const recorded = await recordMovements(tx, member, items, plan.movements);
    const movementOf = new Map(
      plan.movements.map((movement, at) => [movement.receiptLine, recorded.movements[at]!.id]),
    );
    const receiptLineOf = await insertReceiptLines(
      tx,
      member.workspaceId,
      receiptId,
      plan.lines,
      movementOf,
    );

    await tx.query(
      `update purchase_orders
          set status = $3, received_at = case when $3 = 'received' then now() end
        where workspace_id = $1 and id = $2`,
      [member.workspaceId, orderId, statusAfterReceipt([...plan.progress.values()])],
    );
    await raiseCredit(tx, member, {
      receiptId,
      orderId,
      orderNumber: order.number,
      supplierId,
      locationId,
      lines: creditedLines(plan.lines, receiptLineOf),
    });
    const delivered = await findReceipt(tx, member.workspaceId, receiptId);
    await recordDelivery(tx, member, orderId, delivered);
    return delivered;
  });
}

/** The order's lines as receiving reads them, with each item's name. */
async function orderLines(tx: Executor, workspaceId: string, orderId: string): Promise<LineRow[]> {
  const { rows } = await tx.query<LineRow>(
    `select l.id, l.item_id, i.name as item_name, l.supplier_item_id, l.unit, l.quantity::text,
            l.unit_price::text, l.received_quantity::text, l.base_per_unit::text, l.tax_rate::text,
            l.closed
       from purchase_order_lines l
       join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
      where l.workspace_id = $1 and l.order_id = $2`,
    [workspaceId, orderId],
  );
  return rows;
}

/** What the order's lines received and whether each is closed, in one statement. */
async function writeLineProgress(
  tx: Executor,
  workspaceId: string,
  progress: Map<string, OrderLineProgress>,
  received: ReceivedLine[],
): Promise<void> {
  const touched = received.map((line) => line.orderLineId);
  await tx.query(
    `update purchase_order_lines l set received_quantity = u.received, closed = u.closed
       from unnest($2::uuid[], $3::numeric[], $4::boolean[]) as u(id, received, closed)
      where l.workspace_id = $1 and l.id = u.id`,
    [
      workspaceId,
      touched,
      touched.map((id) => toDecimal(progress.get(id)!.received)),
      touched.map((id) => progress.get(id)!.closed),
    ],
  );
}

/**
 * Writes the receipt's lines in one statement, in their order, each with its movement; returns
 * each one's id by its order line (a delivery receives an order line once: checkDelivery).
 */
async function insertReceiptLines(
  tx: Executor,
  workspaceId: string,
  receiptId: string,
  lines: PlannedLine[],
  movementOf: Map<number, string>,
): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; order_line_id: string }>(
    `insert into receipt_lines (workspace_id, receipt_id, order_line_id, item_id, unit, quantity,
                                unit_price, outcome, note, photo_id, movement_id)
     select $1, $2, r.order_line_id, r.item_id, r.unit, r.quantity, r.unit_price, r.outcome,
            r.note, r.photo_id, r.movement_id
       from jsonb_to_recordset($3::jsonb) as r(
              order_line_id uuid, item_id uuid, unit text, quantity numeric, unit_price numeric,
              outcome text, note text, photo_id uuid, movement_id uuid, n int)
      order by r.n
     returning id, order_line_id`,
    [
      workspaceId,
      receiptId,
      JSON.stringify(
        lines.map((line, index) => ({
          n: index,
          order_line_id: line.line.id,
          item_id: line.itemId,
          unit: line.unit,
          quantity: line.quantity,
          unit_price: line.price,
          outcome: line.outcome,
          note: line.note,
          photo_id: line.photoId,
          movement_id: movementOf.get(index) ?? null,
        })),
      ),
    ],
  );
  return new Map(rows.map((row) => [row.order_line_id, row.id]));
}

export async function findReceipt(
  tx: Executor,
  workspaceId: string,
  receiptId: string,
): Promise<Receipt> {
  const { rows } = await tx.query<{
    id: string;
    order_id: string | null;
    location_id: string;
    received_at: Date;
    received_by: string | null;
    note: string;
    lines: {
      id: string;
      order_line_id: string | null;
      item_id: string;
      item_name: string;
      unit: string;
      quantity: string;
      unit_price: string;
      outcome: Receipt["lines"][number]["outcome"];
      note: string;
      photo_id: string | null;
    }[];
  }>(
    `select r.id, r.order_id, r.location_id, r.received_at,
            coalesce(nullif(u.name, ''), u.email) as received_by, r.note,
            coalesce((select json_agg(json_build_object(
                       'id', rl.id, 'order_line_id', rl.order_line_id, 'item_id', rl.item_id,
                       'item_name', i.name, 'unit', rl.unit, 'quantity', rl.quantity::text,
                       'unit_price', rl.unit_price::text, 'outcome', rl.outcome, 'note', rl.note,
                       'photo_id', rl.photo_id))
                        from receipt_lines rl
                        join items i on i.workspace_id = rl.workspace_id and i.id = rl.item_id
                       where rl.workspace_id = r.workspace_id and rl.receipt_id = r.id), '[]') as lines
       from receipts r left join users u on u.id = r.received_by
      where r.workspace_id = $1 and r.id = $2`,
    [workspaceId, receiptId],
  );
  const row = rows[0]!;
  return {
    id: row.id,
    orderId: row.order_id,
    locationId: row.location_id,
    receivedAt: iso(row.received_at),
    receivedBy: row.received_by,
    note: row.note,
    lines: row.lines.map((line) => ({
      id: line.id,
      orderLineId: line.order_line_id,
      itemId: line.item_id,
      itemName: line.item_name,
      unit: line.unit,
      quantity: toDecimal(line.quantity),
      unitPrice: toDecimal(line.unit_price, 4),
      outcome: line.outcome,
      note: line.note,
      photoId: line.photo_id,
    })),
    credit: (await creditBriefs(tx, workspaceId, { receiptId }))[0] ?? null,
  };
}

/** The deliveries received against an order, oldest first. */
export async function receiptsOfOrder(tx: Executor, workspaceId: string, orderId: string) {
  const { rows } = await tx.query<{ id: string }>(
    "select id from receipts where workspace_id = $1 and order_id = $2 order by received_at",
    [workspaceId, orderId],
  );
  const receipts: Receipt[] = [];
  for (const row of rows) receipts.push(await findReceipt(tx, workspaceId, row.id));
  return receipts;
}
