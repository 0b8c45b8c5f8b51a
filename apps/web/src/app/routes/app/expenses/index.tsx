import { useQuery } from "@tanstack/react-query";
import { BarChart3, Download } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { AccountCategoryOptions } from "@/components/ui/account-category-options";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Pager } from "@/components/ui/pager";
import {
  expensesAccountingUrl,
  expensesExportUrl,
  expensesQuery,
  recurringExpensesQuery,
  useRecordExpense,
  useRemoveExpense,
  useStartRecurringExpense,
  useStopRecurringExpense,
} from "@/features/expenses/api/expenses";
import { ExpenseForm } from "@/features/expenses/components/expense-form";
import { ExpenseRows, RecurringRows } from "@/features/expenses/components/expense-rows";
import { scansQuery } from "@/features/scans/api/scans";
import { DocumentDrop } from "@/features/scans/components/document-drop";
import { ScanList } from "@/features/scans/components/scan-list";
import { formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";

const LIMIT = 50;

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "expenses.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(expensesQuery(workspaceId, { limit: LIMIT, offset: 0 }));
  return null;
}

const review = (scanId: string) => `/app/expenses/scans/${scanId}`;

/**
 * `/app/expenses`: what the business spends that is not stock. Enter one (or a schedule: rent
 * every month), scan receipts to be read, and look back over them by date, category and
 * location; exported as a spreadsheet or for QuickBooks Online and Xero.
 */
export function ExpensesPage() {
  const { workspace, locations } = useScope();
  const canEdit = useCan("expenses.edit");
  const [params, update] = useFilterParams({ resetOffset: true });
  const filter = {
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    category: params.get("category") || undefined,
    locationId: params.get("location") || undefined,
  };
  const offset = Number(params.get("offset") ?? 0) || 0;
  const { data: page } = useQuery(expensesQuery(workspace.id, { ...filter, limit: LIMIT, offset }));
  const { data: rules = [] } = useQuery(recurringExpensesQuery(workspace.id));
  const { data: receipts = [] } = useQuery(scansQuery(workspace.id, "expenses", "open"));
  const record = useRecordExpense(workspace.id);
  const repeat = useStartRecurringExpense(workspace.id);
  const remove = useRemoveExpense(workspace.id);
  const stop = useStopRecurringExpense(workspace.id);
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title="Expenses"
        description="What the business spends besides stock: rent, power, repairs, marketing, licences."
        actions={
          <Link to="/app/reports/expenses" className={buttonClasses("secondary")}>
            <BarChart3 aria-hidden="true" className="h-4 w-4" /> Report
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {canEdit ? (
          <Card title="Add an expense" headingLevel={2} className="min-w-0">
            <ExpenseForm
              key={formKey}
              locations={locations}
              canRepeat
              busy={record.isPending || repeat.isPending}
              error={record.error ?? repeat.error}
              submitLabel="Add expense"
              onSubmit={(submission) => {
                const done = () => {
                  setSaved(
                    submission.repeats
                      ? `${submission.input.payee} will be recorded on its day, from ${submission.input.startsOn} on.`
                      : `${submission.input.payee}: recorded.`,
                  );
                  setFormKey((key) => key + 1);
                };
                if (submission.repeats) repeat.mutate(submission.input, { onSuccess: done });
                else record.mutate(submission.input, { onSuccess: done });
              }}
              extra={<Notice tone="success">{saved}</Notice>}
            />
          </Card>
        ) : null}
        <div className="min-w-0 space-y-6">
          {canEdit ? (
            <Card title="Scan receipts" headingLevel={2}>
              <DocumentDrop workspaceId={workspace.id} area="expenses" reviewPath={review} />
              {receipts.length > 0 ? (
                <div className="mt-4">
                  <h3 className="font-bold text-brand-950">Receipts to review</h3>
                  <ScanList
                    scans={receipts}
                    label="Receipts to review"
                    empty=""
                    reviewPath={(scan) => review(scan.id)}
                    donePath={() => null}
                  />
                </div>
              ) : null}
            </Card>
          ) : null}
          <Card title="Recurring" headingLevel={2}>
            <RecurringRows rules={rules} canEdit={canEdit} onStop={(id) => stop.mutateAsync(id)} />
          </Card>
        </div>
      </div>

      <Card
        title="All expenses"
        headingLevel={2}
        className="mt-6"
        actions={
          <>
            <a
              href={expensesExportUrl(workspace.id, filter, "csv")}
              className={buttonClasses("secondary")}
            >
              <Download aria-hidden="true" className="h-4 w-4" /> CSV
            </a>
            <a
              href={expensesExportUrl(workspace.id, filter, "xlsx")}
              className={buttonClasses("secondary")}
            >
              <Download aria-hidden="true" className="h-4 w-4" /> Excel
            </a>
            <a
              href={expensesAccountingUrl(workspace.id, "quickbooks")}
              className={buttonClasses("ghost")}
            >
              QuickBooks Online
            </a>
            <a
              href={expensesAccountingUrl(workspace.id, "xero")}
              className={buttonClasses("ghost")}
            >
              Xero
            </a>
          </>
        }
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="From"
            type="date"
            value={filter.from ?? ""}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={filter.to ?? ""}
            onChange={(event) => update({ to: event.target.value })}
          />
          <SelectField
            label="Category"
            value={filter.category ?? ""}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">All categories</option>
            <AccountCategoryOptions />
          </SelectField>
          <SelectField
            label="Location"
            value={filter.locationId ?? ""}
            onChange={(event) => update({ location: event.target.value })}
          >
            <option value="">All locations</option>
            <NamedOptions items={locations} />
          </SelectField>
        </div>
        <p className="mt-4 text-sm text-brand-950/75">
          {page
            ? `${page.total.toLocaleString("en-US")} expense${page.total === 1 ? "" : "s"}, ${formatUsd(page.sum)} with tax.`
            : "Loading…"}
        </p>
        {page && page.rows.length > 0 ? (
          <>
            <ExpenseRows
              workspaceId={workspace.id}
              expenses={page.rows}
              canEdit={canEdit}
              onRemove={(id) => remove.mutateAsync(id)}
            />
            <Pager
              offset={offset}
              limit={LIMIT}
              total={page.total}
              onChange={(next) => update({ offset: String(next) })}
            />
          </>
        ) : page ? (
          <p className="py-4 text-sm text-brand-950/70">No expense matches these filters.</p>
        ) : null}
      </Card>
    </>
  );
}
