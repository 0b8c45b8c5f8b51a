import { PAYMENT_METHOD_LABELS } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { invoiceQuery, useAddPayment, useRemovePayment } from "@/features/purchasing/api/invoices";
import { PaymentForm } from "@/features/purchasing/components/payment-form";
import {
  Balance,
  InvoiceStatusBadge,
  OrderStatusBadge,
} from "@/features/purchasing/components/status";
import { formatDay, formatNumber, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(invoiceQuery(workspaceId, args.params.invoiceId!));
  return null;
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
  const pay = useAddPayment(workspace.id, invoice.id);
  const remove = useRemovePayment(workspace.id, invoice.id);
  const [message, setMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

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
          <p className="text-xs text-brand-950/65">{formatUsd(invoice.paid)} paid</p>
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

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title="Lines" headingLevel={2}>
          {invoice.lines.length === 0 ? (
            <p className="text-sm text-brand-950/70">Entered with its totals only.</p>
          ) : (
            <ul className="divide-y divide-brand-900/5">
              {invoice.lines.map((line) => (
                <li key={line.id} className="flex flex-wrap justify-between gap-x-4 py-2.5 text-sm">
                  <span className="font-semibold text-brand-950">{line.description}</span>
                  <span className="text-brand-950/75">
                    {formatNumber(line.quantity)} {line.unit ? unitLabel(line.unit) : ""} ×{" "}
                    {formatUsd(line.unitPrice)}
                    {line.unit ? ` per ${perUnitLabel(line.unit)}` : ""}
                    {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""} ={" "}
                    <strong className="text-brand-950">{formatUsd(line.amount)}</strong>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {invoice.orders.length > 0 ? (
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              Bills{" "}
              {invoice.orders.map((order) => (
                <span key={order.id} className="inline-flex items-center gap-1.5">
                  <Link
                    to={`/app/orders/${order.id}`}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {order.number}
                  </Link>
                  <OrderStatusBadge status={order.status} />
                </span>
              ))}
            </p>
          ) : null}
          {invoice.notes ? (
            <p className="mt-4 whitespace-pre-line text-sm text-brand-950/80">{invoice.notes}</p>
          ) : null}
        </Card>

        <Card title="Payments" headingLevel={2}>
          <Notice tone="success" className="mb-3">
            {message}
          </Notice>
          {invoice.payments.length === 0 ? (
            <p className="text-sm text-brand-950/70">Nothing paid yet.</p>
          ) : (
            <ul className="divide-y divide-brand-900/5">
              {invoice.payments.map((payment) => (
                <li key={payment.id} className="flex items-center gap-3 py-2.5 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-brand-950">{formatUsd(payment.amount)}</p>
                    <p className="text-brand-950/70">
                      {formatDay(payment.paidOn)} · {PAYMENT_METHOD_LABELS[payment.method]}
                      {payment.reference ? ` · ${payment.reference}` : ""}
                      {payment.recordedBy ? ` · by ${payment.recordedBy}` : ""}
                    </p>
                  </div>
                  {canPay ? (
                    <ConfirmDialog
                      trigger={
                        <button
                          type="button"
                          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-tomato hover:bg-tomato/10"
                        >
                          Remove
                          <span className="sr-only">
                            {" "}
                            the payment of {formatUsd(payment.amount)}
                          </span>
                        </button>
                      }
                      title="Remove this payment?"
                      description={`The ${formatUsd(payment.amount)} of ${formatDay(payment.paidOn)} goes back on the balance. Use this for a payment recorded by mistake.`}
                      confirmLabel="Remove payment"
                      onConfirm={() =>
                        remove
                          .mutateAsync(payment.id)
                          .then(() => setMessage("The payment was removed."))
                      }
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canPay && invoice.balance !== "0.00" ? (
            <div className="mt-4 border-t border-brand-900/10 pt-4">
              <h3 className="mb-3 text-base font-bold text-brand-950">Record a payment</h3>
              <PaymentForm
                key={`${formKey}-${invoice.balance}`}
                balance={invoice.balance}
                busy={pay.isPending}
                error={pay.error}
                onSubmit={(payment) =>
                  pay.mutate(payment, {
                    onSuccess: (updated) => {
                      setMessage(
                        updated.balance === "0.00"
                          ? `Paid ${formatUsd(payment.amount)}: the invoice is paid.`
                          : `Paid ${formatUsd(payment.amount)}: ${formatUsd(updated.balance)} left to pay.`,
                      );
                      setFormKey((key) => key + 1);
                    },
                  })
                }
              />
            </div>
          ) : null}
        </Card>
      </div>
    </>
  );
}
