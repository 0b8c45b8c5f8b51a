import type { VarianceReport } from "@larder/contracts";
import type { ReactNode } from "react";
import { InfoTip } from "@/components/ui/info-tip";
import { formatDateTime, formatPercent, formatUsd } from "@/lib/format";
import { countsAtEdges, lossOf, valuationNote } from "@/features/variance/report";

function Figure({
  label,
  value,
  note,
  tip,
  tone = "plain",
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  /** What the figure is made of, behind an "i". */
  tip?: string;
  tone?: "plain" | "lost" | "found";
}) {
  const colour = { plain: "text-brand-950", lost: "text-tomato-deep", found: "text-brand-800" }[
    tone
  ];
  return (
    <div className="min-w-0 rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm">
      <dt className="flex min-h-8 items-center justify-between gap-2 text-sm font-semibold text-brand-950/70">
        {label}
        {tip ? <InfoTip label={`How “${label}” is worked out`} text={tip} /> : null}
      </dt>
      <dd className={`mt-1 text-3xl font-extrabold tabular-nums ${colour}`}>{value}</dd>
      <dd className="mt-0.5 text-xs text-brand-950/65">{note}</dd>
    </div>
  );
}

/** When and where a count was posted, in the location's time zone, as the period's days are. */
const where = (count: VarianceReport["counts"][number], timeZone: string) =>
  `${formatDateTime(count.finishedAt, timeZone)}${count.storageAreaName ? `, ${count.storageAreaName}` : ""}`;

/** The counts behind the report, and what stands in for a missing one. */
function CountsNote({ report, timeZone }: { report: VarianceReport; timeZone: string }) {
  const { opening, closing, inside } = countsAtEdges(report);
  return (
    <ul className="space-y-0.5">
      <li>
        Opening:{" "}
        {opening[0]
          ? `counted ${where(opening[0], timeZone)}`
          : "no count, so the ledger's figure alone"}
      </li>
      <li>
        Closing:{" "}
        {closing[0]
          ? `counted ${where(closing[0], timeZone)}`
          : "no count, so the ledger's figure alone"}
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
 * share of sales, and the counts that set the opening and closing stock, timed in the location's
 * `timeZone`.
 */
export function VarianceSummary({
  report,
  timeZone,
}: {
  report: VarianceReport;
  timeZone: string;
}) {
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
        tip={
          value === null
            ? undefined
            : `Actual usage (what left the shelves) less theoretical usage (sales through recipes, waste, recorded use), in money. ${valuationNote(report.locationName)}`
        }
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
        tip={
          report.percentOfSales === null
            ? undefined
            : `The variance's value over the period's net sales at ${report.locationName} (before tax), × 100: how many points the actual food cost % is above the theoretical one (actual vs theoretical, AvT).`
        }
        note={
          report.percentOfSales === null
            ? "No sales in this period to compare with."
            : "The variance's value over net sales."
        }
      />
      <Figure
        label="Counts"
        value={report.counts.length}
        note={<CountsNote report={report} timeZone={timeZone} />}
      />
    </dl>
  );
}
