import { EXPENSE_CATEGORIES, type ExpenseCategory, type ExpenseReport } from "@larder/contracts";
import { exact } from "@larder/domain";
import { formatMonth, formatUsd } from "@/lib/format";

/** One colour per category, in the report's order; readable on white, told apart by the legend. */
const COLOURS = [
  "#1f5935",
  "#d9822b",
  "#2f6f9f",
  "#b83b3b",
  "#7a5c99",
  "#3f8f7f",
  "#c4a020",
  "#5b6b2f",
  "#9c4f6f",
  "#46566b",
  "#8a6a3a",
  "#2e8f4f",
  "#a35a2a",
  "#6b6b6b",
];

/** A share of the largest month, as a percentage to one decimal, computed exactly. */
const share = (amount: string, largest: string) =>
  exact(largest).compare(0) <= 0
    ? 0
    : Number(exact(amount).div(exact(largest)).mul(1000).round(0).toString()) / 10;

/**
 * Spending month by month as stacked bars, one colour per category, with a legend; each bar's
 * total above it. The same figures are in the table below the chart, for screen readers too.
 */
export function ExpenseChart({ report }: { report: ExpenseReport }) {
  const largest = report.months.reduce(
    (top, month) =>
      exact(report.byMonth[month] ?? "0").compare(exact(top)) > 0 ? report.byMonth[month]! : top,
    "0",
  );
  const colour = (category: ExpenseCategory) =>
    COLOURS[report.categories.findIndex((row) => row.category === category) % COLOURS.length]!;
  return (
    <figure aria-label="Expenses by month and category" className="space-y-3">
      <div
        aria-hidden="true"
        className="flex h-56 items-end gap-1.5 border-b border-brand-900/15 sm:gap-3"
      >
        {report.months.map((month) => (
          <div key={month} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <span className="mb-1 hidden truncate text-center text-[11px] font-semibold tabular-nums text-brand-950/75 sm:block">
              {exact(report.byMonth[month] ?? "0").compare(0) > 0
                ? formatUsd(report.byMonth[month]!, { cents: false })
                : ""}
            </span>
            <div
              className="flex flex-col-reverse overflow-hidden rounded-t-md"
              style={{ height: `${share(report.byMonth[month] ?? "0", largest)}%` }}
            >
              {report.categories.map((row) => {
                const amount = row.byMonth[month] ?? "0";
                const part = share(amount, report.byMonth[month] ?? "0");
                return part > 0 ? (
                  <span
                    key={row.category}
                    title={`${EXPENSE_CATEGORIES[row.category].label}: ${formatUsd(amount)}`}
                    style={{ height: `${part}%`, backgroundColor: colour(row.category) }}
                  />
                ) : null;
              })}
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1.5 sm:gap-3">
        {report.months.map((month) => (
          <span
            key={month}
            className="min-w-0 flex-1 truncate text-center text-xs text-brand-950/70"
          >
            {formatMonth(month)}
          </span>
        ))}
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {report.categories.map((row) => (
            <li key={row.category} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="h-3 w-3 rounded-sm"
                style={{ backgroundColor: colour(row.category) }}
              />
              {EXPENSE_CATEGORIES[row.category].label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
