import type { InvoiceSummary } from "@larder/contracts";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { SortControl, TableHead, type Column, type Sorting } from "@/components/ui/table-head";
import { formatDay, formatUsd } from "@/lib/format";
import { Balance, InvoiceStatusBadge } from "@/components/document-status";

export type InvoiceSort =
  | "number"
  | "buyerName"
  | "effectiveDate"
  | "totalExclTax"
  | "totalInclTax"
  | "paymentDueDate"
  | "balance"
  | "status";

const COLUMNS: Column<InvoiceSort>[] = [
  { sort: "number", label: "Number" },
  { sort: "buyerName", label: "Buyer Name" },
  { sort: "effectiveDate", label: "Effective Date" },
  { sort: "totalExclTax", label: "Total (Excl. Tax)", numeric: true },
  { sort: "totalInclTax", label: "Total (Incl. Tax)", numeric: true },
  { sort: "paymentDueDate", label: "Payment Due Date" },
  { sort: "balance", label: "Balance", numeric: true },
  { sort: "status", label: "Status" },
];

function Flags({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      className="ml-1.5 inline-flex items-center gap-1 text-xs font-semibold text-tomato-deep"
      title={`${count} difference${count === 1 ? "" : "s"} to review`}
    >
      <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{count} to review</span>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}

/**
 * Transaction Details: invoices with the spec's columns, sortable by each; on a phone each
 * invoice is a card with the same figures. Balances above zero are red, others a dash.
 */
export function TransactionsTable({
  rows,
  sort,
  direction,
  onSort,
  invoiceHref,
  caption,
}: {
  rows: InvoiceSummary[];
  sort: InvoiceSort;
  direction: "asc" | "desc";
  onSort: (sort: InvoiceSort, direction: "asc" | "desc") => void;
  invoiceHref: (row: InvoiceSummary) => string;
  caption: string;
}) {
  const sorting: Sorting<InvoiceSort> = { sort, direction, onSort };
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={COLUMNS} sorting={sorting} cellClassName="px-2 py-2" />
          <tbody className="divide-y divide-brand-900/5">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap px-2 py-3">
                  <Link
                    to={invoiceHref(row)}
                    className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                  >
                    {row.number}
                  </Link>
                  <Flags count={row.flags} />
                </td>
                <td className="px-2 py-3">{row.buyerName}</td>
                <td className="whitespace-nowrap px-2 py-3">{formatDay(row.effectiveDate)}</td>
                <td className="px-2 py-3 text-right tabular-nums">{formatUsd(row.totalExclTax)}</td>
                <td className="px-2 py-3 text-right tabular-nums">{formatUsd(row.totalInclTax)}</td>
                <td className="whitespace-nowrap px-2 py-3">{formatDay(row.paymentDueDate)}</td>
                <td className="px-2 py-3 text-right tabular-nums">
                  <Balance amount={row.balance} />
                </td>
                <td className="px-2 py-3">
                  <InvoiceStatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SortControl columns={COLUMNS} sorting={sorting} className="lg:hidden" />
      <ul aria-label={caption} className="divide-y divide-brand-900/5 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={invoiceHref(row)}
                  className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                >
                  {row.number}
                </Link>
                <Flags count={row.flags} />
                <p className="text-sm text-brand-950/70">
                  {row.buyerName} · {formatDay(row.effectiveDate)}
                </p>
              </div>
              <InvoiceStatusBadge status={row.status} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-brand-950/70">Total (Incl. Tax)</dt>
              <dd className="text-right tabular-nums">{formatUsd(row.totalInclTax)}</dd>
              <dt className="text-brand-950/70">Total (Excl. Tax)</dt>
              <dd className="text-right tabular-nums">{formatUsd(row.totalExclTax)}</dd>
              <dt className="text-brand-950/70">Payment Due Date</dt>
              <dd className="text-right">{formatDay(row.paymentDueDate)}</dd>
              <dt className="text-brand-950/70">Balance</dt>
              <dd className="text-right tabular-nums">
                <Balance amount={row.balance} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
