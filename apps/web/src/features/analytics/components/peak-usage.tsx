import type { HeatmapRow } from "@larder/contracts";
import { formatNumber } from "@/lib/format";

/** 'Peak Usage Analysis' per item: its busiest weekday with the units then, and its daily average. */
export function PeakUsage({ rows }: { rows: HeatmapRow[] }) {
  return (
    <section aria-labelledby="peak-usage-heading">
      <h3 id="peak-usage-heading" className="text-base font-bold text-brand-950">
        Peak Usage Analysis
      </h3>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <li key={row.itemId} className="rounded-xl border border-brand-900/10 bg-cream p-3">
            <p className="truncate font-semibold text-brand-950">{row.name}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-brand-950/70">Peak day</dt>
              <dd className="text-right font-semibold whitespace-nowrap text-brand-950">
                {row.peak.weekday} · {formatNumber(row.peak.units, 1)} units
              </dd>
              <dt className="text-brand-950/70">Average</dt>
              <dd className="text-right font-semibold whitespace-nowrap text-brand-950">
                {formatNumber(row.averagePerDay, 0)} units/day
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
