import { formatUsd } from "@/lib/format";

/**
 * An order's or invoice's totals under its lines: before tax, the tax, and with tax. A dash for
 * each while the lines being typed do not add up to a number yet (`totals` null).
 */
export function DocumentTotals({
  totals,
  className = "",
}: {
  totals: { exclTax: string; tax: string; inclTax: string } | null;
  className?: string;
}) {
  const shown = (amount: string | undefined) => (amount === undefined ? "—" : formatUsd(amount));
  return (
    <dl className={`ml-auto grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm ${className}`}>
      <dt className="text-brand-950/70">Total (Excl. Tax)</dt>
      <dd className="text-right">{shown(totals?.exclTax)}</dd>
      <dt className="text-brand-950/70">Tax</dt>
      <dd className="text-right">{shown(totals?.tax)}</dd>
      <dt className="font-semibold text-brand-950">Total (Incl. Tax)</dt>
      <dd className="text-right text-base font-extrabold">{shown(totals?.inclTax)}</dd>
    </dl>
  );
}
