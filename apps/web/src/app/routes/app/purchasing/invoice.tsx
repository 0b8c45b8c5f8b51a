import type { Invoice } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Download, TriangleAlert } from "lucide-react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { useRaiseInvoiceCredit } from "@/features/purchasing/api/credits";
import { invoiceFileUrl, invoiceQuery } from "@/features/invoices/api/invoices";
import { CreditDue } from "@/features/purchasing/components/credit-due";
import { ApprovalChainCard } from "@/features/approvals/components/approval-chain";
import { InvoiceLines } from "@/features/invoices/components/invoice-lines";
import { InvoicePayments } from "@/features/invoices/components/invoice-payments";
import { Balance, InvoiceStatusBadge } from "@/components/document-status";
import { formatDay, formatNumber, formatUnitCost, formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(invoiceQuery(workspaceId, args.params.invoiceId!));
  return null;
}

/**
 * The credit the three-way match proposes when the invoice bills more than came, beyond what
 * credit requests already ask: its lines and total, and the button that raises it.
 */
function ProposedCredit({
  workspaceId,
  invoice,
  canRaise,
}: {
  workspaceId: string;
  invoice: Invoice;
  canRaise: boolean;
}) {
  const raise = useRaiseInvoiceCredit(workspaceId, invoice.id);
  const proposal = invoice.proposedCredit!;
  return (
    <div className="mt-4 rounded-xl bg-white p-4" data-testid="proposed-credit">
      <p className="font-semibold text-brand-950">
        It bills {formatUsd(proposal.totals.inclTax)} beyond what came: ask {invoice.supplierName}{" "}
        for a credit.
      </p>
      <ul className="mt-1 text-sm text-brand-950/80">
        {proposal.lines.map((line, index) => (
          <li key={index}>
            {line.description}:{" "}
            {line.reason === "short"
              ? `${formatNumber(line.quantity)} ${unitLabel(line.unit)} billed that never came`
              : `${formatNumber(line.quantity)} ${unitLabel(line.unit)} billed ${formatUnitCost(line.unitPrice)} above the price they came at`}
            , {formatUsd(line.amount)}
          </li>
        ))}
      </ul>
      <Notice tone="error" className="mt-2">
        {raise.error ? errorMessage(raise.error) : null}
      </Notice>
      {canRaise ? (
        <Button className="mt-3" busy={raise.isPending} onClick={() => raise.mutate()}>
          Raise credit request
        </Button>
      ) : null}
    </div>
  );
}

/**
 * `/app/invoices/:invoiceId`: one supplier invoice, what differs from the orders and deliveries
 * it bills, its lines, and its payments, with the form to record another.
 */
export function InvoicePage() {
  const workspace = useCurrentWorkspace();
  const { invoiceId } = useParams();
  const { data: invoice } = useSuspenseQuery(invoiceQuery(workspace.id, invoiceId!));
  const canPay = useCan("invoices.pay");
  const canRaise = useCan("invoices.edit");

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/payables" className="font-semibold text-brand-800 hover:underline">
          ← Accounts Payable
        </Link>
      </p>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={`/app/suppliers/${invoice.supplierId}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {invoice.supplierName}
            </Link>
            <span>· bought by {invoice.buyerName}</span>
            <InvoiceStatusBadge status={invoice.status} />
            {invoice.fileId ? (
              <a
                href={invoiceFileUrl(workspace.id, invoice.id)}
                className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
              >
                <Download aria-hidden="true" className="h-4 w-4" /> The invoice as received
              </a>
            ) : null}
          </span>
        }
      />

      <section aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {[
          ["Effective Date", formatDay(invoice.effectiveDate)],
          ["Payment Due Date", formatDay(invoice.paymentDueDate)],
          ["Total (Excl. Tax)", formatUsd(invoice.totalExclTax)],
          ["Total (Incl. Tax)", formatUsd(invoice.totalInclTax)],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm"
          >
            <p className="text-sm text-brand-950/70">{label}</p>
            <p className="mt-1 text-lg font-bold text-brand-950">{value}</p>
          </div>
        ))}
        <div className="col-span-2 rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm lg:col-span-1">
          <p className="text-sm text-brand-950/70">Balance</p>
          <p className="mt-1 text-lg">
            <Balance amount={invoice.balance} />
          </p>
          <p className="text-xs text-brand-950/65">
            {invoice.payments.some((payment) => payment.method === "credit")
              ? `${formatUsd(invoice.paid)} paid or credited`
              : `${formatUsd(invoice.paid)} paid`}
          </p>
        </div>
      </section>

      {invoice.match.length > 0 ? (
        <section
          aria-labelledby="to-review"
          className="mt-6 rounded-2xl border border-tomato/30 bg-tomato/5 p-4 sm:p-6"
        >
          <h2 id="to-review" className="flex items-center gap-2 text-lg font-bold text-tomato-deep">
            <TriangleAlert aria-hidden="true" className="h-5 w-5" /> To review with the supplier
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-brand-950">
            {invoice.match.map((flag, index) => (
              <li key={index}>{flag.message}</li>
            ))}
          </ul>
          {invoice.proposedCredit ? (
            <ProposedCredit workspaceId={workspace.id} invoice={invoice} canRaise={canRaise} />
          ) : null}
        </section>
      ) : invoice.orders.length > 0 ? (
        <Notice tone="success" className="mt-6">
          It matches what was ordered and received.
        </Notice>
      ) : null}
      {invoice.needsApproval ? (
        <Notice tone="info" className="mt-4">
          This invoice is above the approval limit and its orders were not approved: a manager
          should check it before it is paid.
        </Notice>
      ) : null}

      {invoice.approvals.steps.length > 0 ? (
        <div className="mt-6">
          <ApprovalChainCard
            workspaceId={workspace.id}
            document="invoice"
            id={invoice.id}
            chain={invoice.approvals}
            canRequest={false}
          />
        </div>
      ) : null}

      {invoice.credits.length > 0 ? (
        <section aria-label="Credits" className="mt-6 grid grid-cols-1 gap-3 md:grid-cols-2">
          {invoice.credits.map((credit) => (
            <CreditDue
              key={credit.id}
              workspaceId={workspace.id}
              credit={credit}
              supplierName={invoice.supplierName}
            />
          ))}
        </section>
      ) : null}

      {/* Cards as tall as their content: a short one is not stretched beside a long one. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <InvoiceLines workspaceId={workspace.id} invoice={invoice} canCode={canRaise} />
        <InvoicePayments
          workspaceId={workspace.id}
          invoice={invoice}
          canPay={canPay && invoice.approvals.approved}
        />
      </div>
    </>
  );
}
