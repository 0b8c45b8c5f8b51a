import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { spendReportQuery } from "@/features/accounting/api/accounting";
import { SpendFigures } from "@/features/accounting/components/spend-figures";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";

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
  const [params, update] = useFilterParams();
  const query = {
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    locationId: params.get("location") || undefined,
  };
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
