import type { Payables } from "@larder/contracts";
import {
  AGING_BUCKETS,
  AGING_LABELS,
  agingBucket,
  daysBetween,
  exact,
  MONEY_SCALE,
  toFixedDecimal,
  type AgingBucket,
  type Exact,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { workspaceToday } from "../locations";
import { creditsOwed } from "../purchasing";
import { INVOICE_SQL, presentSummary } from "./summary";

/**
 * Accounts payable: every invoice with a balance, by due date, in its aging bucket (current,
 * 1–30, 31–60, 61–90, 90+ days past due), with totals per bucket and per supplier; and what
 * suppliers owe back, the credit requests waiting for their credit.
 */
export async function payables(tx: Executor, member: Member): Promise<Payables> {
  const asOf = await workspaceToday(tx, member.workspaceId);
  const { rows } = await tx.query<Parameters<typeof presentSummary>[0]>(
    `select * from (${INVOICE_SQL}
                     where v.workspace_id = $1
                       and ($2::uuid[] is null or v.location_id is null or v.location_id = any($2::uuid[]))) x
      where x.total_incl_tax::numeric > x.paid::numeric
      order by x.due_date, lower(x.number)`,
    [member.workspaceId, member.locationIds],
  );
  const zero = () =>
    Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, exact(0)])) as Record<
      AgingBucket,
      Exact
    >;
  const totals = zero();
  const bySupplier = new Map<string, { name: string; buckets: Record<AgingBucket, Exact> }>();
  const invoices = rows.map((row) => {
    const invoice = presentSummary(row, 0, asOf);
    const bucket = agingBucket(invoice.paymentDueDate, asOf);
    const balance = exact(invoice.balance);
    totals[bucket] = totals[bucket].add(balance);
    const supplier = bySupplier.get(invoice.supplierId) ?? {
      name: invoice.supplierName,
      buckets: zero(),
    };
    supplier.buckets[bucket] = supplier.buckets[bucket].add(balance);
    bySupplier.set(invoice.supplierId, supplier);
    return {
      ...invoice,
      bucket,
      daysPastDue: Math.max(0, daysBetween(invoice.paymentDueDate, asOf)),
    };
  });
  const money = (value: Exact) => toFixedDecimal(value, MONEY_SCALE);
  const add = (buckets: Record<AgingBucket, Exact>) =>
    AGING_BUCKETS.reduce((all, bucket) => all.add(buckets[bucket]), exact(0));
  return {
    asOf,
    buckets: AGING_BUCKETS.map((bucket) => ({
      bucket,
      label: AGING_LABELS[bucket],
      amount: money(totals[bucket]),
    })),
    total: money(add(totals)),
    suppliers: [...bySupplier.entries()]
      .map(([supplierId, supplier]) => ({
        supplierId,
        supplierName: supplier.name,
        total: money(add(supplier.buckets)),
        buckets: Object.fromEntries(
          AGING_BUCKETS.map((bucket) => [bucket, money(supplier.buckets[bucket])]),
        ),
      }))
      .sort(
        (a, b) =>
          exact(b.total).compare(exact(a.total)) || a.supplierName.localeCompare(b.supplierName),
      ),
    invoices,
    credits: await creditsOwed(tx, member),
  };
}
