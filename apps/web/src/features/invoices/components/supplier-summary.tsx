import type { Purchases } from "@larder/contracts";
import { ringDash } from "@/lib/figures";
import { InfoTip } from "@/components/ui/info-tip";
import { formatUsd } from "@/lib/format";

/** A circle of radius 60 is 377 units round: the ring's dash array is in those units. */
const RADIUS = 60;

/**
 * The Supplier Summary: a ring of the chosen supplier's share of total spend ('of total
 * spend'), its legend, and the four lines Supplier, Amount, Total Purchases, Other Suppliers.
 */
export function SupplierSummary({ data }: { data: Purchases }) {
  const supplier = data.supplier;
  const percent = supplier?.percentage ?? 0;
  const counts = data.deliveriesIncluded
    ? "invoices dated in the period, incl. tax, and what came in the period against orders no invoice bills yet, at the prices charged on delivery, incl. tax. Once an invoice bills an order, the invoice counts instead."
    : "invoices dated in the period that match the filters, incl. tax. Deliveries not yet invoiced are left out while a buyer, status, amount or due-day filter is set.";
  const lines: [string, string, string | null][] = [
    ["Supplier", supplier?.name ?? "—", null],
    ["Amount", formatUsd(supplier?.amount ?? "0"), `What was bought from this supplier: ${counts}`],
    [
      "Total Purchases",
      formatUsd(data.totalPurchases),
      `What was bought from every supplier: ${counts}`,
    ],
    [
      "Other Suppliers",
      formatUsd(data.otherSuppliers),
      "Total Purchases minus this supplier's amount.",
    ],
  ];
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
      <figure className="relative h-40 w-40 shrink-0">
        <svg
          viewBox="0 0 160 160"
          width="160"
          height="160"
          role="img"
          aria-label={`${supplier?.name ?? "The supplier"}: ${percent}% of total spend`}
          className="-rotate-90"
        >
          <circle cx="80" cy="80" r={RADIUS} fill="none" strokeWidth="18" stroke="#e5e7e3" />
          <circle
            cx="80"
            cy="80"
            r={RADIUS}
            fill="none"
            strokeWidth="18"
            stroke="var(--color-brand-500)"
            strokeDasharray={ringDash(percent)}
            data-testid="share-ring"
          />
        </svg>
        <figcaption
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center"
        >
          <span className="text-3xl font-extrabold text-brand-950">{percent}%</span>
          <span className="text-xs font-semibold text-brand-950/70">of total spend</span>
        </figcaption>
      </figure>
      <div className="w-full min-w-0 flex-1">
        <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-full bg-brand-500" />
            {supplier?.name ?? "No supplier"}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-full bg-[#e5e7e3]" />
            Other Suppliers
          </li>
        </ul>
        <dl className="divide-y divide-brand-900/5 text-sm">
          {lines.map(([label, value, tip]) => (
            <div key={label} className="flex items-center justify-between gap-4 py-2">
              <dt className="flex items-center text-brand-950/70">
                {label}
                {tip ? (
                  <span className="-my-3">
                    <InfoTip label={`What “${label}” counts`} text={tip} />
                  </span>
                ) : null}
              </dt>
              <dd className="text-right font-semibold tabular-nums text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
        {data.deliveriesIncluded && supplier && supplier.awaitingInvoice !== "0.00" ? (
          <p className="mt-2 text-sm text-brand-950/70" data-testid="awaiting-invoice">
            {formatUsd(supplier.awaitingInvoice)} of {supplier.name}'s amount came on orders not
            invoiced yet.
          </p>
        ) : null}
      </div>
    </div>
  );
}
