import { ACCOUNTING_CATEGORIES, type AccountingCategory, type Invoice } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { useId } from "react";
import { Link } from "react-router";
import { AccountCategoryOptions } from "@/components/ui/account-category-options";
import { Card } from "@/components/ui/card";
import { formatNumber, formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useCodeInvoiceLine } from "@/features/invoices/api/invoices";
import { OrderStatusBadge } from "@/components/document-status";

/** The orders an invoice bills, and its notes. */
function BillsAndNotes({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.orders.length > 0 ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          Bills{" "}
          {invoice.orders.map((order) => (
            <span key={order.id} className="inline-flex items-center gap-1.5">
              <Link
                to={`/app/orders/${order.id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {order.number}
              </Link>
              <OrderStatusBadge status={order.status} />
            </span>
          ))}
        </p>
      ) : null}
      {invoice.notes ? (
        <p className="mt-4 whitespace-pre-line text-sm text-brand-950/80">{invoice.notes}</p>
      ) : null}
    </>
  );
}

/**
 * Where a line goes in the books: its accounting category, which whoever enters invoices may
 * change; the choice is remembered for the supplier's item. Others read it.
 */
function LineCategory({
  workspaceId,
  invoiceId,
  line,
  canCode,
}: {
  workspaceId: string;
  invoiceId: string;
  line: Invoice["lines"][number];
  canCode: boolean;
}) {
  const id = useId();
  const code = useCodeInvoiceLine(workspaceId, invoiceId);
  if (!canCode)
    return (
      <p className="w-full text-xs text-brand-950/70">
        Booked to {ACCOUNTING_CATEGORIES[line.accountCategory].label}
      </p>
    );
  return (
    <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <label htmlFor={id} className="text-brand-950/70">
        Booked to
      </label>
      <select
        id={id}
        // Every line has one: the name says whose it is to a screen reader.
        aria-label={`Booked to, ${line.description}`}
        value={line.accountCategory}
        disabled={code.isPending}
        onChange={(event) =>
          code.mutate({
            lineId: line.id,
            accountCategory: event.target.value as AccountingCategory,
          })
        }
        className="min-h-9 max-w-full rounded-lg border border-brand-900/20 bg-white px-2 text-sm text-brand-950 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/25"
      >
        <AccountCategoryOptions />
      </select>
      <span role="status" className="text-brand-950/70">
        {code.isSuccess ? "Saved; this supplier's next invoice books it the same way." : null}
        {code.error ? <span className="text-tomato">{errorMessage(code.error)}</span> : null}
      </span>
    </div>
  );
}

/**
 * An invoice's lines as billed, each with where it goes in the books, and the orders it bills
 * and its notes. An invoice entered with its totals only has none: its card says so in one
 * line, and the page keeps it that short.
 */
export function InvoiceLines({
  workspaceId,
  invoice,
  canCode,
}: {
  workspaceId: string;
  invoice: Invoice;
  canCode: boolean;
}) {
  return (
    <Card title="Lines" headingLevel={2}>
      {invoice.lines.length === 0 ? (
        <p className="text-sm text-brand-950/70">Entered with its totals only.</p>
      ) : null}
      <ul className="divide-y divide-brand-900/5 empty:hidden">
        {invoice.lines.map((line) => (
          <li
            key={line.id}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1.5 py-2.5 text-sm"
          >
            <span className="min-w-0">
              <span className="font-semibold text-brand-950">
                {line.itemName ?? line.description}
              </span>
              {line.itemName && line.itemName.toLowerCase() !== line.description.toLowerCase() ? (
                <span className="block text-xs text-brand-950/65">
                  On the invoice: {line.description}
                </span>
              ) : null}
            </span>
            <span className="text-brand-950/75">
              {formatNumber(line.quantity)} {line.unit ? unitLabel(line.unit) : ""} ×{" "}
              {formatUsd(line.unitPrice)}
              {line.unit ? ` per ${perUnitLabel(line.unit)}` : ""} ={" "}
              <strong className="text-brand-950">{formatUsd(line.amount)}</strong>
              {line.taxRate !== "0" ? ` before ${line.taxRate}% tax` : ""}
            </span>
            <LineCategory
              workspaceId={workspaceId}
              invoiceId={invoice.id}
              line={line}
              canCode={canCode}
            />
          </li>
        ))}
      </ul>
      <BillsAndNotes invoice={invoice} />
    </Card>
  );
}
