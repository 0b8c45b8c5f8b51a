import type { InvoiceSummary } from "@larder/contracts";
import {
  invoiceBalance,
  invoiceStatus,
  MONEY_SCALE,
  toFixedDecimal,
  type InvoiceStatus,
} from "@larder/domain";

/** A row of {@link INVOICE_SQL}. */
export interface SummaryRow {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  buyer_name: string;
  effective_date: string;
  due_date: string;
  total_excl_tax: string;
  total_incl_tax: string;
  paid: string;
}

/** Invoices with what has been paid on them, for lists and the Purchases screen. */
export const INVOICE_SQL = `
  select v.id, v.number, v.supplier_id, s.name as supplier_name, v.buyer_name,
         to_char(v.effective_date, 'YYYY-MM-DD') as effective_date,
         to_char(v.due_date, 'YYYY-MM-DD') as due_date,
         v.total_excl_tax::text, v.total_incl_tax::text,
         coalesce((select sum(p.amount) from payments p
                    where p.workspace_id = v.workspace_id and p.invoice_id = v.id), 0)::text as paid
    from invoices v
    join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id`;

export function presentSummary(row: SummaryRow, flags: number, asOf: string): InvoiceSummary {
  const balance = invoiceBalance(row.total_incl_tax, [row.paid]);
  return {
    id: row.id,
    number: row.number,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    buyerName: row.buyer_name,
    effectiveDate: row.effective_date,
    totalExclTax: toFixedDecimal(row.total_excl_tax, MONEY_SCALE),
    totalInclTax: toFixedDecimal(row.total_incl_tax, MONEY_SCALE),
    paymentDueDate: row.due_date,
    balance: toFixedDecimal(balance, MONEY_SCALE),
    status: invoiceStatus(balance, row.due_date, asOf) as InvoiceStatus,
    flags,
  };
}
