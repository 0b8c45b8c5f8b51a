import { EXPENSE_CATEGORIES } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Card, PageHeader } from "@/components/ui/card";
import { MonthRangeFilters, useMonthRange } from "@/components/ui/month-range-filters";
import { MonthTable } from "@/components/ui/month-table";
import { expenseReportQuery } from "@/features/expenses/api/expenses";
import { ExpenseChart } from "@/features/expenses/components/expense-chart";
import { formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "expenses.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(expenseReportQuery(workspaceId, {}));
  return null;
}

/**
 * `/app/reports/expenses`: what was spent on expenses (with tax), month by month, by category
 * and by location, for the months and location chosen: a chart, then the figures.
 */
export function ExpenseReportPage() {
  const { workspace, locations } = useScope();
  const range = useMonthRange();
  const { query } = range;
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
      <MonthRangeFilters
        range={range}
        months={report?.months}
        locations={locations}
        error={error}
      />
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
                  footer={{ name: "Total", byMonth: report.byMonth, total: report.total }}
                />
              </Card>
              <Card title="By location" headingLevel={2}>
                <MonthTable
                  caption="Location"
                  months={report.months}
                  rows={report.locations}
                  footer={{ name: "Total", byMonth: report.byMonth, total: report.total }}
                />
              </Card>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
