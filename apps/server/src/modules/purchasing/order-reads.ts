// Reading orders: one with its lines, deliveries' figures and units, or a page of them.
import type {
  Order,
  OrderLine,
  OrderStatus,
  OrderSummary,
  orderListQuerySchema,
} from "@larder/contracts";
import {
  compare,
  documentTotals,
  exact,
  lineAmount,
  MONEY_SCALE,
  needsApproval,
  remainingOnLine,
  shortOnLine,
  sum,
  toDecimal,
  toFixedDecimal,
  usableUnits,
  type Role,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { approvalChain } from "../approvals";
import { loadItemRecords } from "../items";
import { creditBriefs } from "./credit-reads";

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
  creator_role: Role | null;
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
    /** Σ quantity × price charged over its deliveries, exact. */
    received_value: string;
    charged_price: string | null;
    /** Another item came instead: what never came of the ordered one is not short. */
    substituted: boolean;
  }[];
}

const ORDER_SQL = `
  select o.id, o.number, o.supplier_id, s.name as supplier_name, s.ordering_email,
         s.minimum_order::text, o.location_id, l.name as location_name, o.status,
         to_char(o.expected_on, 'YYYY-MM-DD') as expected_on, o.notes, o.created_at,
         coalesce(nullif(uc.name, ''), uc.email) as created_by, o.approved_at,
         (select m.role from memberships m
           where m.workspace_id = o.workspace_id and m.user_id = o.created_by) as creator_role,
         coalesce(nullif(ua.name, ''), ua.email) as approved_by, o.sent_at, o.sent_to,
         o.received_at, o.cancelled_at, w.approval_limit::text,
         coalesce((select json_agg(json_build_object(
                    'id', pl.id, 'item_id', pl.item_id, 'item_name', i.name, 'unit', pl.unit,
                    'quantity', pl.quantity::text, 'unit_price', pl.unit_price::text,
                    'tax_rate', pl.tax_rate::text, 'received_quantity', pl.received_quantity::text,
                    'closed', pl.closed,
                    'received_value', coalesce(
                      (select sum(rl.quantity * rl.unit_price) from receipt_lines rl
                        where rl.workspace_id = pl.workspace_id and rl.order_line_id = pl.id), 0)::text,
                    'charged_price', (select rl.unit_price::text from receipt_lines rl
                                        join receipts r on r.workspace_id = rl.workspace_id
                                                       and r.id = rl.receipt_id
                                       where rl.workspace_id = pl.workspace_id
                                         and rl.order_line_id = pl.id and rl.quantity > 0
                                       order by r.received_at desc, rl.id limit 1),
                    'substituted', exists (select 1 from receipt_lines rl
                                            where rl.workspace_id = pl.workspace_id
                                              and rl.order_line_id = pl.id
                                              and rl.outcome = 'substituted'))
                    order by pl.position)
                     from purchase_order_lines pl
                     join items i on i.workspace_id = pl.workspace_id and i.id = pl.item_id
                    where pl.workspace_id = o.workspace_id and pl.order_id = o.id), '[]') as lines
    from purchase_orders o
    join suppliers s on s.workspace_id = o.workspace_id and s.id = o.supplier_id
    join locations l on l.workspace_id = o.workspace_id and l.id = o.location_id
    join workspaces w on w.id = o.workspace_id
    left join users uc on uc.id = o.created_by
    left join users ua on ua.id = o.approved_by`;

function presentOrder(
  row: OrderRow,
  units: Map<string, string[]>,
): Omit<Order, "invoices" | "credits" | "approvals"> {
  const lines: OrderLine[] = row.lines.map((line) => {
    const progress = {
      ordered: line.quantity,
      received: line.received_quantity,
      closed: line.closed,
    };
    const remaining = remainingOnLine(progress);
    const short = line.substituted ? exact(0) : shortOnLine(progress);
    return {
      id: line.id,
      itemId: line.item_id,
      itemName: line.item_name,
      unit: line.unit,
      units: units.get(line.item_id) ?? [line.unit],
      quantity: toDecimal(line.quantity),
      unitPrice: toDecimal(line.unit_price, 4),
      taxRate: toDecimal(line.tax_rate, 6),
      amount: lineAmount(line.quantity, line.unit_price),
      receivedQuantity: toDecimal(line.received_quantity),
      remaining: toDecimal(remaining),
      remainingValue: lineAmount(toDecimal(remaining), line.unit_price),
      receivedValue: toFixedDecimal(line.received_value, MONEY_SCALE),
      chargedPrice: line.charged_price === null ? null : toDecimal(line.charged_price, 4),
      shortQuantity: toDecimal(short),
      shortValue: lineAmount(toDecimal(short), line.unit_price),
    };
  });
  // What came, at the prices charged: each line's exact value taxed at its rate, rounded once.
  const received = documentTotals(
    row.lines.map((line) => ({
      quantity: "1",
      unitPrice: line.received_value,
      taxRate: line.tax_rate,
    })),
  );
  const moneyOf = (values: string[]) =>
    toFixedDecimal(sum(values.length > 0 ? values : ["0"]), MONEY_SCALE);
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
    received,
    remainingValue: moneyOf(lines.map((line) => line.remainingValue)),
    shortValue: moneyOf(lines.map((line) => line.shortValue)),
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
  const order = presentOrder(rows[0]!, await unitsOfItems(tx, workspaceId, rows));
  return {
    ...order,
    invoices,
    credits: await creditBriefs(tx, workspaceId, { orderId }),
    // A draft nobody asked approval for shows the chain its rules would give it.
    approvals: await approvalChain(
      tx,
      workspaceId,
      { document: "order", documentId: orderId },
      order.status === "draft"
        ? {
            locationId: order.locationId,
            role: rows[0]!.creator_role,
            amount: order.totals.inclTax,
          }
        : undefined,
    ),
  };
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
