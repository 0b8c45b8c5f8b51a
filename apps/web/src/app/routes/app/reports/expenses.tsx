import { EXPENSE_CATEGORIES } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { expenseReportQuery } from "@/features/expenses/api/expenses";
import { ExpenseChart, monthLabel } from "@/features/expenses/components/expense-chart";
import { formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "expenses.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(expenseReportQuery(workspaceId, {}));
  return null;
}

/** A table of amounts by month, one row per name, with a total column and row. */
function MonthTable({
  caption,
  rows,
  months,
  byMonth,
  total,
}: {
  caption: string;
  rows: { name: string; byMonth: Record<string, string>; total: string }[];
  months: string[];
  byMonth: Record<string, string>;
  total: string;
}) {
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const amount = (value: string | undefined) =>
    !value || value === "0.00" ? "—" : formatUsd(value);
  return (
    <>
      {/* On a phone or a tablet each row is a card of its months: a table would scroll sideways. */}
      <ul aria-label={caption} className="divide-y divide-brand-900/5 lg:hidden">
        {[...rows, { name: "Total", byMonth, total }].map((row) => (
          <li key={row.name} className="py-3">
            <p className="flex justify-between gap-3 font-semibold text-brand-950">
              <span className="min-w-0">{row.name}</span>
              <span className="tabular-nums">{formatUsd(row.total)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-3">
              {months.map((month) => (
                <div key={month} className="flex justify-between gap-2">
                  <dt className="text-brand-950/70">{monthLabel(month)}</dt>
                  <dd className="tabular-nums">{amount(row.byMonth[month])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-900/10 text-left text-brand-950/70">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {caption}
            </th>
            {months.map((month) => (
              <th key={month} scope="col" className={`${cell} font-semibold`}>
                {monthLabel(month)}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/5">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-brand-950">
                {row.name}
              </th>
              {months.map((month) => (
                <td key={month} className={cell}>
                  {amount(row.byMonth[month])}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{formatUsd(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-brand-900/15 font-semibold">
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            {months.map((month) => (
              <td key={month} className={cell}>
                {formatUsd(byMonth[month] ?? "0")}
              </td>
            ))}
            <td className={cell}>{formatUsd(total)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/**
 * `/app/reports/expenses`: what was spent on expenses (with tax), month by month, by category
 * and by location, for the months and location chosen: a chart, then the figures.
 */
export function ExpenseReportPage() {
  const { workspace, locations } = useScope();
  const [params, update] = useFilterParams();
  const query = {
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    locationId: params.get("location") || undefined,
  };
  const { data: report, error } = useQuery(expenseReportQuery(workspace.id, query));
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/expenses" className="font-semibold text-brand-800 hover:underline">
          ← Expenses
        </Link>
      </p>
      <PageHeader
        title="Expense report"
        description="Spending besides stock, with tax, by category and location, month by month."
      />
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="First month"
          type="month"
          value={query.from ?? report?.months[0] ?? ""}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          label="Last month"
          type="month"
          value={query.to ?? report?.months.at(-1) ?? ""}
          onChange={(event) => update({ to: event.target.value })}
          error={error instanceof Error ? error.message : undefined}
        />
        <SelectField
          label="Location"
          value={query.locationId ?? ""}
          onChange={(event) => update({ location: event.target.value })}
        >
          <option value="">All locations</option>
          <NamedOptions items={locations} />
        </SelectField>
      </div>
      {report ? (
        <div className="space-y-6">
          <Card
            title={`${formatUsd(report.total)} over ${report.months.length} month${report.months.length === 1 ? "" : "s"}`}
            headingLevel={2}
          >
            {report.categories.length === 0 ? (
              <p className="py-4 text-sm text-brand-950/70">
                No expenses in these months. Expenses you add or scan appear here by month.
              </p>
            ) : (
              <ExpenseChart report={report} />
            )}
          </Card>
          {report.categories.length > 0 ? (
            <>
              <Card title="By category" headingLevel={2}>
                <MonthTable
                  caption="Category"
                  months={report.months}
                  rows={report.categories.map((row) => ({
                    ...row,
                    name: EXPENSE_CATEGORIES[row.category].label,
                  }))}
                  byMonth={report.byMonth}
                  total={report.total}
                />
              </Card>
              <Card title="By location" headingLevel={2}>
                <MonthTable
                  caption="Location"
                  months={report.months}
                  rows={report.locations}
                  byMonth={report.byMonth}
                  total={report.total}
                />
              </Card>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
