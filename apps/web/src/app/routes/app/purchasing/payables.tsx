import type { Payables } from "@larder/contracts";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Download, FilePlus2 } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { DisclosureMenu, MenuHeading, menuItemClasses } from "@/components/ui/disclosure-menu";
import { TableHead } from "@/components/ui/table-head";
import { accountingExportUrl, payablesQuery } from "@/features/invoices/api/invoices";
import { Balance, InvoiceStatusBadge } from "@/components/document-status";
import { formatDay, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(payablesQuery(workspaceId));
  return null;
}

const SYSTEMS = [
  { system: "quickbooks", label: "QuickBooks Online" },
  { system: "xero", label: "Xero" },
] as const;

const EXPORT_LABELS = {
  bills: "Bills",
  payments: "Payments",
  credits: "Vendor credits",
  expenses: "Expenses",
} as const;

function AccountingExport({ workspaceId }: { workspaceId: string }) {
  const canSeeExpenses = useCan("expenses.view");
  return (
    <DisclosureMenu
      label="Export for accounting"
      panelWidth="w-72"
      buttonClassName={buttonClasses("secondary")}
      button={
        <>
          <Download aria-hidden="true" className="h-4 w-4" /> Export for accounting
        </>
      }
    >
      {(close) =>
        SYSTEMS.map(({ system, label }) => (
          <div key={system}>
            <MenuHeading>{label}</MenuHeading>
            <div className="grid grid-cols-2 gap-1">
              {(canSeeExpenses
                ? (["bills", "payments", "credits", "expenses"] as const)
                : (["bills", "payments", "credits"] as const)
              ).map((what) => (
                <a
                  key={what}
                  href={accountingExportUrl(workspaceId, system, what)}
                  download
                  onClick={close}
                  className={menuItemClasses}
                >
                  {EXPORT_LABELS[what]}
                  <span className="sr-only"> for {label} (CSV)</span>
                </a>
              ))}
            </div>
          </div>
        ))
      }
    </DisclosureMenu>
  );
}

/**
 * What suppliers owe back: the credit requests they have not credited yet, in all and per
 * supplier, by how long they have been owed.
 */
function OwedToYou({ credits }: { credits: Payables["credits"] }) {
  return (
    <Card
      title="Owed to you"
      description="Credits suppliers have not given yet, for deliveries that came short, damaged, refused or dearer than agreed, incl. tax, by how long since the delivery."
      headingLevel={2}
      className="mt-6"
      actions={
        <Link to="/app/credits" className={buttonClasses("secondary")}>
          See the credits
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="owed-to-you">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm font-semibold text-brand-950/70">Total owed to you</dt>
          <dd className="mt-1 text-xl font-extrabold tabular-nums text-brand-950">
            {formatUsd(credits.total)}
          </dd>
        </div>
        {credits.buckets.map((bucket) => (
          <div key={bucket.bucket} className="rounded-xl border border-brand-900/10 p-3">
            <dt className="text-sm font-semibold text-brand-950/70">{bucket.label}</dt>
            <dd className="mt-1 text-xl font-extrabold tabular-nums text-brand-950">
              {formatUsd(bucket.amount)}
            </dd>
          </div>
        ))}
      </dl>
      {credits.toApply.suppliers.length > 0 ? (
        <p
          className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-950"
          data-testid="to-apply"
        >
          <span className="font-semibold">
            {formatUsd(credits.toApply.total)} of credit memos received
          </span>{" "}
          to apply to invoices (
          {credits.toApply.suppliers
            .map((supplier) => `${supplier.supplierName} ${formatUsd(supplier.amount)}`)
            .join(", ")}
          ): apply each from its credit request.
        </p>
      ) : null}
      {credits.suppliers.length === 0 ? (
        <p className="pt-4 text-center text-sm text-brand-950/70">No supplier owes a credit.</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-brand-900/5 text-sm"
          aria-label="Owed to you by supplier"
        >
          {credits.suppliers.map((supplier) => (
            <li key={supplier.supplierId} className="flex justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  to={`/app/credits?supplier=${supplier.supplierId}`}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {supplier.supplierName}
                </Link>
                <p className="text-brand-950/70">
                  {credits.buckets
                    .filter((bucket) => supplier.buckets[bucket.bucket] !== "0.00")
                    .map(
                      (bucket) => `${bucket.label}: ${formatUsd(supplier.buckets[bucket.bucket]!)}`,
                    )
                    .join(" · ")}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{formatUsd(supplier.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/app/payables`, accounts payable: what is owed, by how late it is (current, 1–30, 31–60,
 * 61–90, 90+ days past due), per supplier and invoice by invoice, and the exports that carry
 * bills and payments to QuickBooks Online or Xero.
 */
export function PayablesPage() {
  const { workspace } = useScope();
  const canEnter = useCan("invoices.edit");
  const { data } = useSuspenseQuery(payablesQuery(workspace.id));
  return (
    <>
      <PageHeader
        title="Accounts Payable"
        description={`What is owed to suppliers on ${formatDay(data.asOf)}, by due date.`}
        actions={
          <>
            <AccountingExport workspaceId={workspace.id} />
            {canEnter ? (
              <Link to="/app/imports/opening-invoices" className={buttonClasses("secondary")}>
                Import opening invoices
              </Link>
            ) : null}
            {canEnter ? (
              <Link to="/app/invoices/new" className={buttonClasses("primary")}>
                <FilePlus2 aria-hidden="true" className="h-4 w-4" /> Enter invoice
              </Link>
            ) : null}
          </>
        }
      />

      <section aria-label="Aging" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="rounded-2xl border border-brand-900/10 bg-brand-900 p-4 text-white shadow-sm">
          <p className="text-sm font-semibold text-white/80">Total owed</p>
          <p className="mt-1 text-2xl font-extrabold">{formatUsd(data.total)}</p>
        </div>
        {data.buckets.map((bucket) => (
          <div
            key={bucket.bucket}
            className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm"
          >
            <p className="text-sm font-semibold text-brand-950/70">
              {bucket.bucket === "current" ? "Current, not yet due" : `${bucket.label} late`}
            </p>
            <p
              className={`mt-1 text-2xl font-extrabold ${
                bucket.bucket !== "current" && bucket.amount !== "0.00"
                  ? "text-tomato-deep"
                  : "text-brand-950"
              }`}
            >
              {formatUsd(bucket.amount)}
            </p>
          </div>
        ))}
      </section>

      <Card title="By supplier" headingLevel={2} className="mt-6">
        {data.suppliers.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/70">Nothing is owed.</p>
        ) : (
          <>
            <ul className="divide-y divide-brand-900/5 text-sm md:hidden">
              {data.suppliers.map((supplier) => (
                <li key={supplier.supplierId} className="py-2.5">
                  <div className="flex justify-between gap-3">
                    <Link
                      to={`/app/suppliers/${supplier.supplierId}`}
                      className="font-semibold text-brand-900 hover:underline"
                    >
                      {supplier.supplierName}
                    </Link>
                    <span className="font-semibold tabular-nums">{formatUsd(supplier.total)}</span>
                  </div>
                  <p className="text-brand-950/70">
                    {data.buckets
                      .filter((bucket) => supplier.buckets[bucket.bucket] !== "0.00")
                      .map(
                        (bucket) =>
                          `${bucket.label}: ${formatUsd(supplier.buckets[bucket.bucket]!)}`,
                      )
                      .join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">What is owed to each supplier, by lateness</caption>
                <TableHead
                  columns={[
                    { label: "Supplier" },
                    ...data.buckets.map((bucket) => ({ label: bucket.label, numeric: true })),
                    { label: "Total", numeric: true },
                  ]}
                />
                <tbody className="divide-y divide-brand-900/5">
                  {data.suppliers.map((supplier) => (
                    <tr key={supplier.supplierId}>
                      <th scope="row" className="px-3 py-3 font-semibold">
                        <Link
                          to={`/app/suppliers/${supplier.supplierId}`}
                          className="text-brand-900 hover:underline"
                        >
                          {supplier.supplierName}
                        </Link>
                      </th>
                      {data.buckets.map((bucket) => (
                        <td key={bucket.bucket} className="px-3 py-3 text-right tabular-nums">
                          {supplier.buckets[bucket.bucket] === "0.00"
                            ? "—"
                            : formatUsd(supplier.buckets[bucket.bucket]!)}
                        </td>
                      ))}
                      <td className="px-3 py-3 text-right font-semibold tabular-nums">
                        {formatUsd(supplier.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>

      <OwedToYou credits={data.credits} />

      <Card
        title="Unpaid invoices"
        description="Soonest due first."
        headingLevel={2}
        className="mt-6"
      >
        <ul className="divide-y divide-brand-900/5">
          {data.invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/app/invoices/${invoice.id}`}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {invoice.number}
                </Link>
                <p className="text-sm text-brand-950/70">
                  {invoice.supplierName} · due {formatDay(invoice.paymentDueDate)}
                  {invoice.daysPastDue > 0 ? ` · ${invoice.daysPastDue} days late` : ""}
                </p>
              </div>
              {/* What is owed, of what was billed, and the status: together on the right. */}
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
                <div className="text-right tabular-nums">
                  <Balance amount={invoice.balance} />
                  <p className="text-xs text-brand-950/65">of {formatUsd(invoice.totalInclTax)}</p>
                </div>
                <span className="flex justify-end sm:w-20">
                  <InvoiceStatusBadge status={invoice.status} />
                </span>
              </div>
            </li>
          ))}
        </ul>
        {data.invoices.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/70">Every invoice is paid.</p>
        ) : null}
      </Card>
    </>
  );
}
