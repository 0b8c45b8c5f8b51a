// What can be done to a credit request: record the supplier's memo, apply it to an invoice, or
// cancel the request.
import { creditMemoSchema, type CreditRequest } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { useCreditAction } from "@/features/purchasing/api/credits";
import { payablesQuery } from "@/features/invoices/api/invoices";
import { formatUsd, localToday } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";

/** The supplier's credit memo: its number, date and what it credits (the request's total). */
export function MemoForm({ workspaceId, credit }: { workspaceId: string; credit: CreditRequest }) {
  const action = useCreditAction(workspaceId, credit.id);
  const [memoNumber, setMemoNumber] = useState("");
  const [memoDate, setMemoDate] = useState(localToday);
  const [amount, setAmount] = useState(credit.totals.inclTax);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(action.error), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(creditMemoSchema, {
      memoNumber,
      memoDate,
      amount: amount.trim(),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    action.mutate({ action: "memo", body: checked.data });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Credit memo number"
          value={memoNumber}
          onChange={(event) => setMemoNumber(event.target.value)}
          error={shown.memoNumber}
          placeholder="CM-5521"
        />
        <TextField
          label="Memo date"
          type="date"
          value={memoDate}
          onChange={(event) => setMemoDate(event.target.value)}
          error={shown.memoDate}
        />
        <TextField
          label="Amount credited ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={shown.amount}
          hint="Incl. tax, as the memo says it."
        />
      </div>
      <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
      <Button type="submit" busy={action.isPending}>
        Record credit memo
      </Button>
    </form>
  );
}

/**
 * Applying what is left of a credited memo to one of the supplier's unpaid invoices: its balance
 * goes down by it (as much as both allow unless another amount is typed).
 */
export function ApplyForm({
  workspaceId,
  credit,
  onApplied,
}: {
  workspaceId: string;
  credit: CreditRequest;
  onApplied: (message: string) => void;
}) {
  const action = useCreditAction(workspaceId, credit.id);
  const { data: payables } = useQuery(payablesQuery(workspaceId));
  const unpaid = (payables?.invoices ?? []).filter(
    (invoice) => invoice.supplierId === credit.supplierId,
  );
  const [invoiceId, setInvoiceId] = useState("");
  const [amount, setAmount] = useState("");
  const chosen = unpaid.find((invoice) => invoice.id === invoiceId) ?? unpaid[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    // The form goes once nothing is left to apply: the page says what happened.
    action
      .mutateAsync({
        action: "apply",
        body: { invoiceId: chosen.id, ...(amount.trim() ? { amount: amount.trim() } : {}) },
      })
      .then(
        (after) => {
          setAmount("");
          onApplied(
            `Applied to ${chosen.number}: ${formatUsd(after.availableAmount)} of the credit is left.`,
          );
        },
        () => undefined,
      );
  };
  if (payables && unpaid.length === 0)
    return (
      <p className="text-sm text-brand-950/70">
        {credit.supplierName} has no unpaid invoice to apply it to. It stays here, to apply to the
        next one.
      </p>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Invoice"
          value={chosen?.id ?? ""}
          onChange={(event) => setInvoiceId(event.target.value)}
        >
          {unpaid.map((invoice) => (
            <option key={invoice.id} value={invoice.id}>
              {invoice.number}: {formatUsd(invoice.balance)} to pay
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount to apply ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={serverFieldErrors(action.error).amount}
          placeholder={formatUsd(credit.availableAmount)}
          hint="Left empty: as much as the credit and the invoice allow."
        />
      </div>
      <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
      <Button type="submit" busy={action.isPending} disabled={!chosen}>
        Apply credit
      </Button>
    </form>
  );
}

/** Cancelling a request the supplier does not owe after all: the reason is kept. */
export function CancelSheet({
  workspaceId,
  credit,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  credit: CreditRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const action = useCreditAction(workspaceId, credit.id);
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ action: "cancel", body: { reason } }, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) action.reset();
        onOpenChange(next);
      }}
      title={`Cancel ${credit.number}?`}
      description={`Nothing more is asked of ${credit.supplierName} for it. The reason stays in the log.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Why is the credit not owed?"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={serverFieldErrors(action.error).reason}
          placeholder="The missing case came the next morning"
        />
        <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
        <Button type="submit" variant="danger" busy={action.isPending}>
          Cancel credit request
        </Button>
      </form>
    </Sheet>
  );
}
