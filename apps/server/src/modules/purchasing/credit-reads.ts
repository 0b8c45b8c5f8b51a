import type {
  CreditBrief,
  CreditRequest,
  CreditsOwed,
  creditListQuerySchema,
} from "@larder/contracts";
import {
  agedBySupplier,
  CREDIT_AGE_BUCKETS,
  CREDIT_AGE_LABELS,
  creditAgeBucket,
  documentTotals,
  exact,
  lineAmount,
  MONEY_SCALE,
  NotFoundError,
  toDecimal,
  toFixedDecimal,
  type CreditReason,
  type CreditStatus,
  type Exact,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";

interface CreditRow {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  supplier_email: string;
  location_id: string;
  location_name: string;
  order_id: string | null;
  order_number: string | null;
  receipt_id: string | null;
  status: CreditStatus;
  raised_at: Date;
  raised_by: string | null;
  age_days: number;
  sent_at: Date | null;
  sent_to: string | null;
  memo_number: string | null;
  memo_date: string | null;
  memo_file_id: string | null;
  credited_amount: string | null;
  cancel_reason: string;
  applications: {
    payment_id: string;
    invoice_id: string;
    invoice_number: string;
    amount: string;
    applied_on: string;
  }[];
  lines: {
    id: string;
    item_id: string | null;
    description: string;
    reason: CreditReason;
    unit: string;
    quantity: string;
    unit_price: string;
    tax_rate: string;
    photo_id: string | null;
    note: string;
  }[];
}

/** A credit request with its lines; age in days of its location, to the workspace's today. */
const CREDIT_SQL = `
  select c.id, c.number, c.supplier_id, s.name as supplier_name,
         coalesce(nullif(s.email, ''), s.ordering_email) as supplier_email,
         c.location_id, l.name as location_name, c.order_id, o.number as order_number, c.receipt_id,
         c.status, c.raised_at, coalesce(nullif(u.name, ''), u.email) as raised_by,
         (now() at time zone l.time_zone)::date - (c.raised_at at time zone l.time_zone)::date as age_days,
         c.sent_at, c.sent_to, c.memo_number, to_char(c.memo_date, 'YYYY-MM-DD') as memo_date,
         c.memo_file_id,
         c.credited_amount::text, c.cancel_reason,
         coalesce((select json_agg(json_build_object(
                    'payment_id', p.id, 'invoice_id', v.id, 'invoice_number', v.number,
                    'amount', p.amount::text, 'applied_on', to_char(p.paid_on, 'YYYY-MM-DD'))
                    order by p.paid_on, p.recorded_at)
                     from payments p
                     join invoices v on v.workspace_id = p.workspace_id and v.id = p.invoice_id
                    where p.workspace_id = c.workspace_id and p.credit_request_id = c.id), '[]') as applications,
         coalesce((select json_agg(json_build_object(
                    'id', cl.id, 'item_id', cl.item_id, 'description', cl.description,
                    'reason', cl.reason, 'unit', cl.unit, 'quantity', cl.quantity::text,
                    'unit_price', cl.unit_price::text, 'tax_rate', cl.tax_rate::text,
                    'photo_id', cl.photo_id, 'note', cl.note) order by cl.position)
                     from credit_request_lines cl
                    where cl.workspace_id = c.workspace_id and cl.credit_request_id = c.id), '[]') as lines
    from credit_requests c
    join suppliers s on s.workspace_id = c.workspace_id and s.id = c.supplier_id
    join locations l on l.workspace_id = c.workspace_id and l.id = c.location_id
    left join purchase_orders o on o.workspace_id = c.workspace_id and o.id = c.order_id
    left join users u on u.id = c.raised_by`;

function presentCredit(row: CreditRow): CreditRequest {
  const applied = row.applications.reduce((total, a) => total.add(exact(a.amount)), exact(0));
  const available =
    row.credited_amount === null ? exact(0) : exact(row.credited_amount).sub(applied);
  const lines = row.lines.map((line) => ({
    id: line.id,
    itemId: line.item_id,
    description: line.description,
    reason: line.reason,
    unit: line.unit,
    quantity: toDecimal(line.quantity),
    unitPrice: toDecimal(line.unit_price, 4),
    taxRate: toDecimal(line.tax_rate, 6),
    amount: lineAmount(line.quantity, line.unit_price),
    photoId: line.photo_id,
    note: line.note,
  }));
  return {
    id: row.id,
    number: row.number,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    supplierEmail: row.supplier_email,
    locationId: row.location_id,
    locationName: row.location_name,
    orderId: row.order_id,
    orderNumber: row.order_number,
    receiptId: row.receipt_id,
    status: row.status,
    raisedAt: iso(row.raised_at),
    raisedBy: row.raised_by,
    ageDays: Math.max(0, row.age_days),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    sentTo: row.sent_to,
    memoNumber: row.memo_number,
    memoDate: row.memo_date,
    memoFileId: row.memo_file_id,
    creditedAmount:
      row.credited_amount === null ? null : toFixedDecimal(row.credited_amount, MONEY_SCALE),
    appliedAmount: toFixedDecimal(applied, MONEY_SCALE),
    availableAmount: toFixedDecimal(available, MONEY_SCALE),
    applications: row.applications.map((a) => ({
      paymentId: a.payment_id,
      invoiceId: a.invoice_id,
      invoiceNumber: a.invoice_number,
      amount: toFixedDecimal(a.amount, MONEY_SCALE),
      appliedOn: a.applied_on,
    })),
    cancelReason: row.cancel_reason,
    lines,
    totals: documentTotals(
      row.lines.map((line) => ({
        quantity: line.quantity,
        unitPrice: line.unit_price,
        taxRate: line.tax_rate,
      })),
    ),
  };
}

/** One credit request of the workspace, at a location the member sees. */
export async function findCredit(
  tx: Executor,
  member: Member,
  creditId: string,
): Promise<CreditRequest> {
  const { rows } = await tx.query<CreditRow>(
    `${CREDIT_SQL} where c.workspace_id = $1 and c.id = $2
        and ($3::uuid[] is null or c.location_id = any($3::uuid[]))`,
    [member.workspaceId, creditId, member.locationIds],
  );
  if (!rows[0]) throw new NotFoundError("credit_not_found", "That credit request was not found.");
  return presentCredit(rows[0]);
}

/** Credit requests at the member's locations, newest first. */
export async function listCredits(
  tx: Executor,
  member: Member,
  query: z.output<typeof creditListQuerySchema>,
): Promise<{ rows: CreditRequest[]; total: number }> {
  const where = `where c.workspace_id = $1
      and ($2::uuid[] is null or c.location_id = any($2::uuid[]))
      and ($3::text is null or c.status = $3
           or ($3 = 'outstanding' and c.status in ('open', 'sent')))
      and ($4::uuid is null or c.supplier_id = $4)`;
  const params = [
    member.workspaceId,
    member.locationIds,
    query.status ?? null,
    query.supplierId ?? null,
  ];
  const { rows } = await tx.query<CreditRow>(
    `${CREDIT_SQL} ${where} order by c.raised_at desc, c.number desc limit $5 offset $6`,
    [...params, query.limit, query.offset],
  );
  const { rows: counted } = await tx.query<{ n: number }>(
    `select count(*)::int as n from credit_requests c ${where}`,
    params,
  );
  return { rows: rows.map(presentCredit), total: counted[0]!.n };
}

/**
 * The credits raised by an order's deliveries, by one delivery, or for an invoice (raised from
 * it, or by the deliveries of the orders it bills), oldest first.
 */
export async function creditBriefs(
  tx: Executor,
  workspaceId: string,
  of: { orderId: string } | { receiptId: string } | { invoiceId: string; orderIds: string[] },
): Promise<CreditBrief[]> {
  const [where, value] =
    "orderId" in of
      ? ["c.order_id = $2", of.orderId]
      : "receiptId" in of
        ? ["c.receipt_id = $2", of.receiptId]
        : ["(c.invoice_id = $2 or c.order_id = any($3::uuid[]))", of.invoiceId];
  const { rows } = await tx.query<CreditRow>(
    `${CREDIT_SQL} where c.workspace_id = $1 and ${where} order by c.raised_at, c.number`,
    "invoiceId" in of ? [workspaceId, value, of.orderIds] : [workspaceId, value],
  );
  return rows.map((row) => {
    const credit = presentCredit(row);
    return {
      id: credit.id,
      number: credit.number,
      status: credit.status,
      amount: credit.totals.inclTax,
      supplierEmail: credit.supplierEmail,
    };
  });
}

/**
 * What suppliers owe the restaurant: every credit request still waiting for the supplier's
 * credit (to send or sent), incl. tax, by supplier and by how long it has been owed.
 */
export async function creditsOwed(tx: Executor, member: Member): Promise<CreditsOwed> {
  const { rows } = await tx.query<CreditRow>(
    `${CREDIT_SQL} where c.workspace_id = $1 and c.status in ('open', 'sent')
        and ($2::uuid[] is null or c.location_id = any($2::uuid[]))
      order by c.raised_at`,
    [member.workspaceId, member.locationIds],
  );
  // Memos received and not all applied yet: what they still take off what is payable.
  const { rows: credited } = await tx.query<CreditRow>(
    `${CREDIT_SQL} where c.workspace_id = $1 and c.status = 'credited'
        and ($2::uuid[] is null or c.location_id = any($2::uuid[]))
        and c.credited_amount > coalesce((select sum(p.amount) from payments p
                                           where p.workspace_id = c.workspace_id
                                             and p.credit_request_id = c.id), 0)
      order by c.credited_at`,
    [member.workspaceId, member.locationIds],
  );
  const toApply = new Map<string, { name: string; amount: Exact }>();
  for (const row of credited) {
    const credit = presentCredit(row);
    const entry = toApply.get(credit.supplierId) ?? { name: credit.supplierName, amount: exact(0) };
    entry.amount = entry.amount.add(exact(credit.availableAmount));
    toApply.set(credit.supplierId, entry);
  }
  const money = (value: Exact) => toFixedDecimal(value, MONEY_SCALE);
  return {
    ...agedBySupplier(
      CREDIT_AGE_BUCKETS,
      CREDIT_AGE_LABELS,
      rows.map((row) => {
        const credit = presentCredit(row);
        return {
          supplierId: credit.supplierId,
          supplierName: credit.supplierName,
          bucket: creditAgeBucket(credit.ageDays),
          amount: credit.totals.inclTax,
        };
      }),
    ),
    toApply: {
      total: money([...toApply.values()].reduce((all, entry) => all.add(entry.amount), exact(0))),
      suppliers: [...toApply.entries()]
        .map(([supplierId, entry]) => ({
          supplierId,
          supplierName: entry.name,
          amount: money(entry.amount),
        }))
        .sort((a, b) => a.supplierName.localeCompare(b.supplierName)),
    },
  };
}
