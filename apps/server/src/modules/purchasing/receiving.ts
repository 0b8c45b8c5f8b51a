import type { Receipt, receiveOrderSchema } from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  canReceive,
  exact,
  lineAfterDelivery,
  parseQuantity,
  receivedMeanwhile,
  shortLineProblem,
  statusAfterReceipt,
  toDecimal,
  type OrderLineProgress,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { once } from "../../core/request-keys";
import { activeItems, loadItemRecords } from "../items";
import { writableLocation } from "../locations";
import type { NewMovement } from "../stock";
import { recordMovements } from "../stock";
import { recordPrices } from "../suppliers";
import { recordDelivery } from "./audit";
import { creditBriefs } from "./credit-reads";
import { raiseCredit, type CreditedLine } from "./credit-raise";
import { lockOrder } from "./orders";

type ReceiveInput = z.output<typeof receiveOrderSchema>;

interface LineRow {
  id: string;
  item_id: string;
  item_name: string;
  supplier_item_id: string | null;
  unit: string;
  quantity: string;
  unit_price: string;
  received_quantity: string;
  base_per_unit: string;
  tax_rate: string;
  closed: boolean;
}

/**
 * Receives a delivery against an order, line by line, in one transaction: each accepted line is
 * a receipt movement at the price delivered, the order's lines and status follow, and a price
 * that changed is kept in the supplier's price history.
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

    const { rows: lines } = await tx.query<LineRow>(
      `select l.id, l.item_id, i.name as item_name, l.supplier_item_id, l.unit, l.quantity::text,
              l.unit_price::text, l.received_quantity::text, l.base_per_unit::text, l.tax_rate::text,
              l.closed
         from purchase_order_lines l
         join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
        where l.workspace_id = $1 and l.order_id = $2`,
      [member.workspaceId, orderId],
    );
    const byId = new Map(lines.map((line) => [line.id, line]));
    const seen = new Set<string>();
    for (const [index, received] of input.lines.entries()) {
      const line = byId.get(received.orderLineId);
      if (!line)
        throw new InvalidError(
          "invalid_receipt",
          `Line ${index + 1} is not a line of ${order.number}.`,
        );
      if (seen.has(line.id))
        throw new InvalidError("invalid_receipt", `Line ${index + 1} is listed twice.`);
      seen.add(line.id);
      if (receivedMeanwhile(received.expectedReceived, line.received_quantity))
        throw new ConflictError(
          "received_meanwhile",
          `Someone received ${order.number} while you were checking it. Reload the order to see what has come, then receive what is left.`,
        );
      if (line.closed)
        throw new ConflictError(
          "line_closed",
          `Line ${index + 1} of ${order.number} is already closed.`,
        );
      const short =
        received.outcome === "short"
          ? shortLineProblem(
              {
                ordered: line.quantity,
                received: line.received_quantity,
                itemName: line.item_name,
              },
              received.quantity,
              line.unit,
            )
          : null;
      if (short) throw new InvalidError("short_not_short", short);
    }

    const { rows: receipt } = await tx.query<{ id: string; received_at: Date }>(
      `insert into receipts (workspace_id, order_id, supplier_id, location_id, received_by, note)
       values ($1, $2, $3, $4, $5, $6) returning id, received_at`,
      [member.workspaceId, orderId, supplierId, locationId, member.userId, input.note],
    );
    const receiptId = receipt[0]!.id;
    const movements: (NewMovement & { receiptLine: number })[] = [];
    const receiptLines: {
      line: LineRow;
      itemId: string;
      unit: string;
      quantity: string;
      price: string;
      outcome: ReceiveInput["lines"][number]["outcome"];
      note: string;
      photoId: string | null;
      substitute: boolean;
    }[] = [];
    // Every line of the order as it will be after this delivery: the status is decided from them.
    const progress = new Map<string, OrderLineProgress>(
      lines.map((line) => [
        line.id,
        { ordered: line.quantity, received: line.received_quantity, closed: line.closed },
      ]),
    );

    const substitutes = await activeItems(
      tx,
      member.workspaceId,
      input.lines.flatMap((received) =>
        received.outcome === "substituted" && received.substituteItemId
          ? [received.substituteItemId]
          : [],
      ),
    );
    const prices: { supplierItemId: string; price: string }[] = [];
    for (const received of input.lines) {
      const line = byId.get(received.orderLineId)!;
      const accepted = received.quantity === "0" ? exact(0) : parseQuantity(received.quantity)!;
      const price = received.unitPrice ?? line.unit_price;
      const substitute =
        received.outcome === "substituted" && received.substituteItemId
          ? substitutes.get(received.substituteItemId)!
          : null;
      const itemId = substitute?.id ?? line.item_id;
      // A substitute comes in its own base unit; the ordered item in the line's unit.
      const perUnit = substitute ? exact(1) : exact(line.base_per_unit);
      const unit = substitute ? substitute.units.baseUnit : line.unit;
      if (accepted.compare(0) > 0)
        movements.push({
          itemId,
          locationId,
          kind: "receipt",
          quantity: accepted.mul(perUnit),
          unitCost: exact(price).div(perUnit),
          enteredQuantity: accepted,
          enteredUnit: unit,
          note: received.note,
          sourceType: "receipt",
          sourceId: receiptId,
          receiptLine: receiptLines.length,
        });
      receiptLines.push({
        line,
        itemId,
        unit,
        quantity: toDecimal(accepted),
        price,
        outcome: received.outcome,
        note: received.note,
        photoId: received.photoId,
        substitute: substitute !== null,
      });
      // Counted as it is stored (to the column's scale), so the status agrees with the line.
      progress.set(
        line.id,
        lineAfterDelivery(progress.get(line.id)!, {
          accepted: toDecimal(accepted),
          outcome: received.outcome,
          substitute: substitute !== null,
        }),
      );
      if (received.unitPrice !== null && line.supplier_item_id && !substitute)
        prices.push({ supplierItemId: line.supplier_item_id, price: received.unitPrice });
    }
    const touched = input.lines.map((received) => received.orderLineId);
    await tx.query(
      `update purchase_order_lines l set received_quantity = u.received, closed = u.closed
         from unnest($2::uuid[], $3::numeric[], $4::boolean[]) as u(id, received, closed)
        where l.workspace_id = $1 and l.id = u.id`,
      [
        member.workspaceId,
        touched,
        touched.map((id) => toDecimal(progress.get(id)!.received)),
        touched.map((id) => progress.get(id)!.closed),
      ],
    );
    await recordPrices(tx, member, prices, "receipt");

    const items = await loadItemRecords(
      tx,
      member.workspaceId,
      movements.map((movement) => movement.itemId),
    );
    const recorded = await recordMovements(tx, member, items, movements);
    const movementOf = new Map(
      movements.map((movement, at) => [movement.receiptLine, recorded.movements[at]!.id]),
    );
    const { rows: inserted } = await tx.query<{ id: string; order_line_id: string }>(
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
        member.workspaceId,
        receiptId,
        JSON.stringify(
          receiptLines.map((line, index) => ({
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
    // Each order line is received once in a delivery (checked above), so it names its row.
    const receiptLineOf = new Map(inserted.map((row) => [row.order_line_id, row.id]));
    const credited: CreditedLine[] = receiptLines
      .filter((line) => !line.substitute)
      .map((line) => ({
        receiptLineId: receiptLineOf.get(line.line.id)!,
        orderLineId: line.line.id,
        itemId: line.itemId,
        itemName: line.line.item_name,
        unit: line.unit,
        taxRate: line.line.tax_rate,
        photoId: line.photoId,
        note: line.note,
        ordered: line.line.quantity,
        receivedBefore: line.line.received_quantity,
        accepted: line.quantity,
        outcome: line.outcome,
        agreedPrice: line.line.unit_price,
        chargedPrice: line.price,
      }));

    const status = statusAfterReceipt([...progress.values()]);
    await tx.query(
      `update purchase_orders
          set status = $3, received_at = case when $3 = 'received' then now() end
        where workspace_id = $1 and id = $2`,
      [member.workspaceId, orderId, status],
    );
    await raiseCredit(tx, member, {
      receiptId,
      orderId,
      orderNumber: order.number,
      supplierId,
      locationId,
      lines: credited,
    });
    const delivered = await findReceipt(tx, member.workspaceId, receiptId);
    await recordDelivery(tx, member, orderId, delivered);
    return delivered;
  });
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
