import { PAYMENT_METHOD_LABELS, type Invoice } from "@larder/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { useAddPayment, useRemovePayment } from "@/features/invoices/api/invoices";
import { formatDay, formatUsd } from "@/lib/format";
import { PaymentForm } from "./payment-form";

/** An invoice's payments, each removable, and the form to record another while it is owed. */
export function InvoicePayments({
  workspaceId,
  invoice,
  canPay,
}: {
  workspaceId: string;
  invoice: Invoice;
  canPay: boolean;
}) {
  const pay = useAddPayment(workspaceId, invoice.id);
  const remove = useRemovePayment(workspaceId, invoice.id);
  const [message, setMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
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
                  {payment.creditId ? (
                    <>
                      {" · "}
                      <Link
                        to={`/app/credits/${payment.creditId}`}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        See the credit
                        <span className="sr-only"> of {formatUsd(payment.amount)}</span>
                      </Link>
                    </>
                  ) : null}
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
                      <span className="sr-only"> the payment of {formatUsd(payment.amount)}</span>
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
  );
}
