import type { Payables } from "@larder/contracts";
import {
  AGING_BUCKETS,
  AGING_LABELS,
  agedBySupplier,
  agingBucket,
  daysBetween,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
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
  const invoices = rows.map((row) => {
    const invoice = presentSummary(row, 0, asOf);
    return {
      ...invoice,
      bucket: agingBucket(invoice.paymentDueDate, asOf),
      daysPastDue: Math.max(0, daysBetween(invoice.paymentDueDate, asOf)),
    };
  });
  return {
    asOf,
    ...agedBySupplier(
      AGING_BUCKETS,
      AGING_LABELS,
      invoices.map((invoice) => ({ ...invoice, amount: invoice.balance })),
    ),
    invoices,
    credits: await creditsOwed(tx, member),
  };
}
