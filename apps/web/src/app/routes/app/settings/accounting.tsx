import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { bookkeepingQuery } from "@/features/accounting/api/accounting";
import { CategoryAccounts } from "@/features/accounting/components/category-accounts";
import { ChartImport } from "@/features/accounting/components/chart-import";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(bookkeepingQuery(workspaceId));
  return null;
}

/** `/app/settings/accounting`: the chart of accounts, and the account of each category. */
export function AccountingSettingsPage() {
  const workspace = useCurrentWorkspace();
  const canEdit = useCan("workspace.manage");
  const { data } = useSuspenseQuery(bookkeepingQuery(workspace.id));
  return (
    <>
      <SettingsHeading
        title="Accounting"
        description="Where spend goes in your books: your chart of accounts, and the account each category is booked to."
      />
      <div className="space-y-6">
        <ChartImport workspaceId={workspace.id} chart={data} canEdit={canEdit} />
        {/* Keyed by the import: a new chart starts the choices again from what was saved. */}
        <CategoryAccounts
          key={data.importedAt ?? "none"}
          workspaceId={workspace.id}
          chart={data}
          canEdit={canEdit}
        />
        <p className="text-sm text-brand-950/70">
          See what each category adds up to in{" "}
          <Link to="/app/reports/spend" className="font-semibold text-brand-800 hover:underline">
            Spend by category
          </Link>
          .
        </p>
      </div>
    </>
  );
}
