import type { Invoice } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatNumber, formatUsd } from "@/lib/format";
import { OrderStatusBadge } from "./status";

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
 * An invoice's lines as billed, with the orders it bills and its notes. An invoice entered with
 * its totals only has none: its card says so in one line, and the page keeps it that short.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <Card title="Lines" headingLevel={2}>
      {invoice.lines.length === 0 ? (
        <p className="text-sm text-brand-950/70">Entered with its totals only.</p>
      ) : null}
      <ul className="divide-y divide-brand-900/5 empty:hidden">
        {invoice.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-x-4 py-2.5 text-sm">
            <span className="font-semibold text-brand-950">{line.description}</span>
            <span className="text-brand-950/75">
              {formatNumber(line.quantity)} {line.unit ? unitLabel(line.unit) : ""} ×{" "}
              {formatUsd(line.unitPrice)}
              {line.unit ? ` per ${perUnitLabel(line.unit)}` : ""}
              {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""} ={" "}
              <strong className="text-brand-950">{formatUsd(line.amount)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <BillsAndNotes invoice={invoice} />
    </Card>
  );
}
