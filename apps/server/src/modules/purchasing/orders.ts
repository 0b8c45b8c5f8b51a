import type { OrderStatus, orderInputSchema, orderUpdateSchema } from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  canApprove,
  canCancel,
  canEdit,
  conversionFactor,
  documentNumber,
  parseQuantity,
  toDecimal,
  unitLabel,
  usableUnits,
  UnitConversionError,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { orderSnapshot, recordOrderChange } from "./audit";
import { findOrder } from "./order-reads";
import type { Member } from "../../core/member";
import { resetApproval } from "../approvals";
import { loadItemRecords } from "../items";
import { writableLocation } from "../locations";
import { activeSupplier } from "../suppliers";

/** The next number of a kind of document this year: PO-2026-001, PO-2026-002… */
export async function nextNumber(
  tx: Executor,
  workspaceId: string,
  kind: "PO" | "INV" | "CR",
  year: number,
): Promise<string> {
  // A number someone typed (a supplier's own INV-2026-007) may already hold the next one: skip
  // it rather than refuse the new document as a duplicate.
  const taken = {
    PO: "select 1 from purchase_orders where workspace_id = $1 and number = $2",
    INV: "select 1 from invoices where workspace_id = $1 and lower(number) = lower($2)",
    CR: "select 1 from credit_requests where workspace_id = $1 and number = $2",
  }[kind];
  for (;;) {
    const { rows } = await tx.query<{ last: number }>(
      `insert into document_counters (workspace_id, kind, year, last) values ($1, $2, $3, 1)
       on conflict (workspace_id, kind, year) do update set last = document_counters.last + 1
       returning last`,
      [workspaceId, kind, year],
    );
    const number = documentNumber(kind, year, rows[0]!.last);
    if ((await tx.query(taken, [workspaceId, number])).rows.length === 0) return number;
  }
}

type LineInput = z.output<typeof orderInputSchema>["lines"][number];

/** Checks lines against their items and the supplier, and writes them to the order. */
async function writeLines(
  tx: Executor,
  member: Member,
  orderId: string,
  supplierId: string,
  lines: LineInput[],
): Promise<void> {
  const items = await loadItemRecords(
    tx,
    member.workspaceId,
    lines.map((line) => line.itemId),
  );
  await tx.query("delete from purchase_order_lines where workspace_id = $1 and order_id = $2", [
    member.workspaceId,
    orderId,
  ]);
  for (const [position, line] of lines.entries()) {
    const item = items.get(line.itemId);
    if (!item || item.archived)
      throw new InvalidError(
        "invalid_order",
        `Line ${position + 1}: that item does not exist or is archived.`,
      );
    let factor;
    try {
      factor = conversionFactor(item.units, line.unit, item.units.baseUnit);
    } catch (error) {
      if (!(error instanceof UnitConversionError)) throw error;
      throw new InvalidError(
        "invalid_order",
        `Line ${position + 1}: ${item.name} cannot be ordered in "${unitLabel(line.unit)}". Its units: ${usableUnits(item.units).map(unitLabel).join(", ")}.`,
      );
    }
    const quantity = parseQuantity(line.quantity)!;
    await tx.query(
      `insert into purchase_order_lines (workspace_id, order_id, position, item_id, supplier_item_id,
                                          unit, quantity, unit_price, tax_rate, base_per_unit)
       values ($1, $2, $3, $4,
               (select id from supplier_items where workspace_id = $1 and supplier_id = $5
                   and item_id = $4 and unit = $6),
               $6, $7, $8, $9, $10)`,
      [
        member.workspaceId,
        orderId,
        position,
        item.id,
        supplierId,
        line.unit,
        toDecimal(quantity),
        line.unitPrice,
        line.taxRate,
        toDecimal(factor, 12),
      ],
    );
  }
}

/** Creates a draft order, numbered PO-YYYY-NNN. */
export async function createOrder(
  tx: Executor,
  member: Member,
  input: z.output<typeof orderInputSchema>,
): Promise<string> {
  await activeSupplier(tx, member.workspaceId, input.supplierId, "order from");
  await writableLocation(tx, member, input.locationId);
  const number = await nextNumber(tx, member.workspaceId, "PO", new Date().getUTCFullYear());
  const { rows } = await tx.query<{ id: string }>(
    `insert into purchase_orders (workspace_id, number, supplier_id, location_id, expected_on, notes, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      member.workspaceId,
      number,
      input.supplierId,
      input.locationId,
      input.expectedOn,
      input.notes,
      member.userId,
    ],
  );
  const id = rows[0]!.id;
  await writeLines(tx, member, id, input.supplierId, input.lines);
  await recordOrderChange(tx, member, id, "order_created", "created");
  return id;
}

/**
 * Locks an order for a change (every change to an order or its lines takes this lock first), and
 * returns its status, number, supplier and location.
 */
export async function lockOrder(tx: Executor, member: Member, orderId: string) {
  const { rows } = await tx.query<{
    status: OrderStatus;
    number: string;
    supplier_id: string;
    location_id: string;
  }>(
    `select status, number, supplier_id, location_id from purchase_orders
      where workspace_id = $1 and id = $2 for update`,
    [member.workspaceId, orderId],
  );
  return rows[0]!;
}

/** Changes a draft: its lines, expected day or notes. A sent order is changed by the supplier. */
export async function updateOrder(
  tx: Executor,
  member: Member,
  orderId: string,
  changes: z.output<typeof orderUpdateSchema>,
): Promise<void> {
  const order = await lockOrder(tx, member, orderId);
  if (!canEdit(order.status))
    throw new ConflictError(
      "order_not_draft",
      `${order.number} was already sent; only a draft can be changed.`,
    );
  const before = orderSnapshot(await findOrder(tx, member.workspaceId, orderId));
  await tx.query(
    `update purchase_orders set expected_on = case when $3 then $4::date else expected_on end,
                                notes = coalesce($5, notes),
                                approved_at = case when $6 then null else approved_at end,
                                approved_by = case when $6 then null else approved_by end
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      orderId,
      changes.expectedOn !== undefined,
      changes.expectedOn ?? null,
      changes.notes ?? null,
      // New lines are a new order: an approval of the old ones does not carry over.
      changes.lines !== undefined,
    ],
  );
  if (changes.lines) {
    await writeLines(tx, member, orderId, order.supplier_id, changes.lines);
    // So are the approvals of its chain: whoever approved saw other lines.
    await resetApproval(tx, member.workspaceId, { document: "order", documentId: orderId });
  }
  await recordOrderChange(tx, member, orderId, "order_updated", "changed", { before });
}

/** Approves an order above the approval limit (managers and owners). */
export async function approveOrder(tx: Executor, member: Member, orderId: string): Promise<void> {
  const order = await lockOrder(tx, member, orderId);
  if (!canApprove(order.status))
    throw new ConflictError("order_not_draft", `${order.number} was already sent.`);
  await tx.query(
    `update purchase_orders set approved_by = $3, approved_at = now()
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, orderId, member.userId],
  );
  await recordOrderChange(tx, member, orderId, "order_approved", "approved");
}

/** Cancels an order nothing was received against. */
export async function cancelOrder(tx: Executor, member: Member, orderId: string): Promise<void> {
  const order = await lockOrder(tx, member, orderId);
  if (!canCancel(order.status))
    throw new ConflictError(
      "order_not_cancellable",
      order.status === "cancelled"
        ? `${order.number} is already cancelled.`
        : `${order.number} has deliveries against it; it cannot be cancelled.`,
    );
  await tx.query(
    "update purchase_orders set status = 'cancelled', cancelled_at = now() where workspace_id = $1 and id = $2",
    [member.workspaceId, orderId],
  );
  await recordOrderChange(tx, member, orderId, "order_cancelled", "cancelled");
}
