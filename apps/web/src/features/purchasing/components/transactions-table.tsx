import type { InvoiceSummary } from "@larder/contracts";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { ariaSort, SortButton } from "@/components/ui/sortable";
import { formatDay, formatUsd } from "@/lib/format";
import { Balance, InvoiceStatusBadge } from "./status";

export type InvoiceSort =
  | "number"
  | "buyerName"
  | "effectiveDate"
  | "totalExclTax"
  | "totalInclTax"
  | "paymentDueDate"
  | "balance"
  | "status";

const COLUMNS: { key: InvoiceSort; label: string; numeric?: boolean }[] = [
  { key: "number", label: "Number" },
  { key: "buyerName", label: "Buyer Name" },
  { key: "effectiveDate", label: "Effective Date" },
  { key: "totalExclTax", label: "Total (Excl. Tax)", numeric: true },
  { key: "totalInclTax", label: "Total (Incl. Tax)", numeric: true },
  { key: "paymentDueDate", label: "Payment Due Date" },
  { key: "balance", label: "Balance", numeric: true },
  { key: "status", label: "Status" },
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
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-brand-900/10 text-brand-950/70">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(column.key, sort, direction)}
                  className={`px-2 py-2 align-bottom ${column.numeric ? "text-right" : ""}`}
                >
                  <SortButton
                    label={column.label}
                    column={column.key}
                    sort={sort}
                    direction={direction}
                    onSort={onSort}
                  />
                </th>
              ))}
            </tr>
          </thead>
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
      <div className="flex flex-wrap items-end gap-2 lg:hidden">
        <SelectField
          label="Sort by"
          value={sort}
          onChange={(event) => onSort(event.target.value as InvoiceSort, direction)}
          className="min-w-0 flex-1"
        >
          {COLUMNS.map((column) => (
            <option key={column.key} value={column.key}>
              {column.label}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          aria-label={
            direction === "asc" ? "Ascending: show descending" : "Descending: show ascending"
          }
          onClick={() => onSort(sort, direction === "asc" ? "desc" : "asc")}
        >
          {direction === "asc" ? (
            <ArrowUpNarrowWide aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="h-4 w-4" />
          )}
        </Button>
      </div>
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
