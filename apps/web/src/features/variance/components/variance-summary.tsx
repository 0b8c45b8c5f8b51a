import type { VarianceReport } from "@larder/contracts";
import type { ReactNode } from "react";
import { formatDateTime, formatPercent, formatUsd } from "@/lib/format";
import { countsAtEdges, lossOf } from "@/features/variance/report";

function Figure({
  label,
  value,
  note,
  tone = "plain",
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  tone?: "plain" | "lost" | "found";
}) {
  const colour = { plain: "text-brand-950", lost: "text-tomato-deep", found: "text-brand-800" }[
    tone
  ];
  return (
    <div className="min-w-0 rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-brand-950/70">{label}</dt>
      <dd className={`mt-1 text-3xl font-extrabold tabular-nums ${colour}`}>{value}</dd>
      <dd className="mt-0.5 text-xs text-brand-950/65">{note}</dd>
    </div>
  );
}

const where = (count: VarianceReport["counts"][number]) =>
  `${formatDateTime(count.finishedAt)}${count.storageAreaName ? `, ${count.storageAreaName}` : ""}`;

/** The counts behind the report, and what stands in for a missing one. */
function CountsNote({ report }: { report: VarianceReport }) {
  const { opening, closing, inside } = countsAtEdges(report);
  return (
    <ul className="space-y-0.5">
      <li>
        Opening:{" "}
        {opening[0] ? `counted ${where(opening[0])}` : "no count, so the ledger's figure alone"}
      </li>
      <li>
        Closing:{" "}
        {closing[0] ? `counted ${where(closing[0])}` : "no count, so the ledger's figure alone"}
      </li>
      {inside.length > 0 ? (
        <li>
          {inside.length} more count{inside.length === 1 ? "" : "s"} in between
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The period at a glance: net sales, the money the variance is worth (red when lost), that as a
 * share of sales, and the counts that set the opening and closing stock.
 */
export function VarianceSummary({ report }: { report: VarianceReport }) {
  const loss = lossOf(report.varianceValue);
  const value = report.varianceValue;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure
        label="Net sales"
        value={formatUsd(report.netSales)}
        note={`At ${report.locationName}, before tax.`}
      />
      <Figure
        label={loss === "found" ? "Variance (found)" : "Variance (lost)"}
        value={value === null ? "—" : formatUsd(value.replace(/^-/, ""))}
        tone={loss === "even" ? "plain" : loss}
        note={
          value === null
            ? "Your role does not show costs."
            : loss === "found"
              ? "More stock is left than the records say should be."
              : "Stock gone that no sale, waste or recorded use explains."
        }
      />
      <Figure
        label="Of sales"
        value={report.percentOfSales === null ? "—" : formatPercent(report.percentOfSales)}
        tone={loss === "lost" && report.percentOfSales !== null ? "lost" : "plain"}
        note={
          report.percentOfSales === null
            ? "No sales in this period to compare with."
            : "The variance's value over net sales."
        }
      />
      <Figure label="Counts" value={report.counts.length} note={<CountsNote report={report} />} />
    </dl>
  );
}
