import type {
  Order,
  OrderLine,
  OrderStatus,
  OrderSummary,
  orderInputSchema,
  orderListQuerySchema,
  orderUpdateSchema,
} from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  canApprove,
  canCancel,
  canEdit,
  compare,
  conversionFactor,
  documentNumber,
  documentTotals,
  lineAmount,
  needsApproval,
  parseQuantity,
  remainingOnLine,
  toDecimal,
  unitLabel,
  usableUnits,
  UnitConversionError,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { iso } from "../../http/schemas";
import { loadItemRecords } from "../items";
import { writableLocation } from "../locations";
import { activeSupplier } from "../suppliers";

/** The next number of a kind of document this year: PO-2026-001, PO-2026-002… */
export async function nextNumber(
  tx: Executor,
  workspaceId: string,
  kind: "PO" | "INV",
  year: number,
): Promise<string> {
  // A number someone typed (a supplier's own INV-2026-007) may already hold the next one: skip
  // it rather than refuse the new document as a duplicate.
  const taken =
    kind === "PO"
      ? "select 1 from purchase_orders where workspace_id = $1 and number = $2"
      : "select 1 from invoices where workspace_id = $1 and lower(number) = lower($2)";
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
  if (changes.lines) await writeLines(tx, member, orderId, order.supplier_id, changes.lines);
}

interface OrderRow {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  ordering_email: string;
  minimum_order: string | null;
  location_id: string;
  location_name: string;
  status: OrderStatus;
  expected_on: string | null;
  notes: string;
  created_at: Date;
  created_by: string | null;
  approved_at: Date | null;
  approved_by: string | null;
  sent_at: Date | null;
  sent_to: string | null;
  received_at: Date | null;
  cancelled_at: Date | null;
  approval_limit: string | null;
  lines: {
    id: string;
    item_id: string;
    item_name: string;
    unit: string;
    quantity: string;
    unit_price: string;
    tax_rate: string;
    received_quantity: string;
    closed: boolean;
  }[];
}

const ORDER_SQL = `
  select o.id, o.number, o.supplier_id, s.name as supplier_name, s.ordering_email,
         s.minimum_order::text, o.location_id, l.name as location_name, o.status,
         to_char(o.expected_on, 'YYYY-MM-DD') as expected_on, o.notes, o.created_at,
         coalesce(nullif(uc.name, ''), uc.email) as created_by, o.approved_at,
         coalesce(nullif(ua.name, ''), ua.email) as approved_by, o.sent_at, o.sent_to,
         o.received_at, o.cancelled_at, w.approval_limit::text,
         coalesce((select json_agg(json_build_object(
                    'id', pl.id, 'item_id', pl.item_id, 'item_name', i.name, 'unit', pl.unit,
                    'quantity', pl.quantity::text, 'unit_price', pl.unit_price::text,
                    'tax_rate', pl.tax_rate::text, 'received_quantity', pl.received_quantity::text,
                    'closed', pl.closed) order by pl.position)
                     from purchase_order_lines pl
                     join items i on i.workspace_id = pl.workspace_id and i.id = pl.item_id
                    where pl.workspace_id = o.workspace_id and pl.order_id = o.id), '[]') as lines
    from purchase_orders o
    join suppliers s on s.workspace_id = o.workspace_id and s.id = o.supplier_id
    join locations l on l.workspace_id = o.workspace_id and l.id = o.location_id
    join workspaces w on w.id = o.workspace_id
    left join users uc on uc.id = o.created_by
    left join users ua on ua.id = o.approved_by`;

function presentOrder(row: OrderRow, units: Map<string, string[]>): Omit<Order, "invoices"> {
  const lines: OrderLine[] = row.lines.map((line) => {
    const progress = {
      ordered: line.quantity,
      received: line.received_quantity,
      closed: line.closed,
    };
    return {
      id: line.id,
      itemId: line.item_id,
      itemName: line.item_name,
      unit: line.unit,
      units: units.get(line.item_id) ?? [line.unit],
      quantity: toDecimal(line.quantity),
      unitPrice: toDecimal(line.unit_price, 4),
      taxRate: toDecimal(line.tax_rate, 2),
      amount: lineAmount(line.quantity, line.unit_price),
      receivedQuantity: toDecimal(line.received_quantity),
      remaining: toDecimal(remainingOnLine(progress)),
    };
  });
  const totals = documentTotals(
    row.lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unit_price,
      taxRate: line.tax_rate,
    })),
  );
  const limit = row.approval_limit;
  return {
    id: row.id,
    number: row.number,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    orderingEmail: row.ordering_email,
    locationId: row.location_id,
    locationName: row.location_name,
    status: row.status,
    expectedOn: row.expected_on,
    notes: row.notes,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
    approvedAt: row.approved_at ? iso(row.approved_at) : null,
    approvedBy: row.approved_by,
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    sentTo: row.sent_to,
    receivedAt: row.received_at ? iso(row.received_at) : null,
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    lines,
    totals,
    minimumOrder: row.minimum_order === null ? null : toDecimal(row.minimum_order, 2),
    belowMinimum: row.minimum_order !== null && compare(totals.exclTax, row.minimum_order) < 0,
    needsApproval: needsApproval({
      status: row.status,
      approved: row.approved_at !== null,
      totalInclTax: totals.inclTax,
      approvalLimit: limit,
    }),
    approvalLimit: limit === null ? null : toDecimal(limit, 2),
  };
}

async function unitsOfItems(tx: Executor, workspaceId: string, rows: OrderRow[]) {
  const records = await loadItemRecords(
    tx,
    workspaceId,
    rows.flatMap((row) => row.lines.map((line) => line.item_id)),
  );
  return new Map([...records].map(([id, record]) => [id, usableUnits(record.units)]));
}

export async function findOrder(
  tx: Executor,
  workspaceId: string,
  orderId: string,
): Promise<Order> {
  const { rows } = await tx.query<OrderRow>(
    `${ORDER_SQL} where o.workspace_id = $1 and o.id = $2`,
    [workspaceId, orderId],
  );
  const { rows: invoices } = await tx.query<{ id: string; number: string }>(
    `select v.id, v.number from invoice_orders io
       join invoices v on v.workspace_id = io.workspace_id and v.id = io.invoice_id
      where io.workspace_id = $1 and io.order_id = $2
      order by v.effective_date, v.number`,
    [workspaceId, orderId],
  );
  return { ...presentOrder(rows[0]!, await unitsOfItems(tx, workspaceId, rows)), invoices };
}

/** Orders at the member's locations, newest first; "open" means sent and not all received. */
export async function listOrders(
  tx: Executor,
  member: Member,
  query: z.output<typeof orderListQuerySchema>,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = `where o.workspace_id = $1
      and ($2::uuid[] is null or o.location_id = any($2::uuid[]))
      and ($3::text is null or o.status = $3
           or ($3 = 'open' and o.status in ('sent', 'partially_received')))
      and ($4::uuid is null or o.supplier_id = $4)
      and ($5::uuid is null or o.location_id = $5)
      and ($6::uuid is null or exists (select 1 from purchase_order_lines x
                                         where x.workspace_id = o.workspace_id
                                           and x.order_id = o.id and x.item_id = $6))`;
  const params = [
    member.workspaceId,
    member.locationIds,
    query.status ?? null,
    query.supplierId ?? null,
    query.locationId ?? null,
    query.itemId ?? null,
  ];
  const { rows } = await tx.query<OrderRow>(
    `${ORDER_SQL} ${where} order by o.created_at desc, o.number desc limit $7 offset $8`,
    [...params, query.limit, query.offset],
  );
  const { rows: counted } = await tx.query<{ n: number }>(
    `select count(*)::int as n from purchase_orders o ${where}`,
    params,
  );
  const units = new Map<string, string[]>();
  return {
    orders: rows.map((row) => {
      const { lines, ...order } = presentOrder(row, units);
      return { ...order, lineCount: lines.length };
    }),
    total: counted[0]!.n,
  };
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
}
