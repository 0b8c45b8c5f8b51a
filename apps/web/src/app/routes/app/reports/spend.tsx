import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { PageHeader } from "@/components/ui/card";
import { MonthRangeFilters, useMonthRange } from "@/components/ui/month-range-filters";
import { spendReportQuery } from "@/features/accounting/api/accounting";
import { SpendFigures } from "@/features/accounting/components/spend-figures";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(spendReportQuery(workspaceId, {}));
  return null;
}

/**
 * `/app/reports/spend`: what was bought, before tax, by accounting category and month, and the
 * cost of goods beside sales, for the months and location chosen.
 */
export function SpendReportPage() {
  const { workspace, locations } = useScope();
  const canMap = useCan("workspace.manage");
  const range = useMonthRange();
  const { query } = range;
  const { data: report, error } = useQuery(spendReportQuery(workspace.id, query));
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/purchases" className="font-semibold text-brand-800 hover:underline">
          ← Purchases
        </Link>
      </p>
      <PageHeader
        title="Spend by category"
        description="What was bought, before tax, by the category each invoice line and expense is booked to, month by month: the cost of goods beside sales."
      />
      <MonthRangeFilters
        range={range}
        months={report?.months}
        locations={locations}
        error={error}
      />
      {report ? <SpendFigures report={report} /> : null}
      <p className="mt-6 text-sm text-brand-950/70">
        Each invoice line is booked to a category on its invoice, suggested from the item&apos;s
        category and remembered for the supplier.{" "}
        {canMap ? (
          <Link
            to="/app/settings/accounting"
            className="font-semibold text-brand-800 hover:underline"
          >
            Map categories to your chart of accounts
          </Link>
        ) : (
          "An owner maps the categories to the chart of accounts in Settings."
        )}
      </p>
    </>
  );
}
