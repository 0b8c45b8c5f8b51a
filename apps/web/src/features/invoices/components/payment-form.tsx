import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentInputSchema,
  type PaymentInput,
} from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LabelledOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { localToday } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";

/** A payment against an invoice: all of the balance by default, or part of it. */
export function PaymentForm({
  balance,
  busy,
  error,
  onSubmit,
}: {
  balance: string;
  busy: boolean;
  error: unknown;
  onSubmit: (payment: PaymentInput) => void;
}) {
  const [amount, setAmount] = useState(balance);
  const [paidOn, setPaidOn] = useState(localToday);
  const [method, setMethod] = useState<PaymentInput["method"]>("bank_transfer");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(paymentInputSchema, {
      amount: amount.trim(),
      paidOn,
      method,
      reference,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={shown.amount}
          hint="Part of the balance is fine: the rest stays to pay."
        />
        <TextField
          label="Paid on"
          type="date"
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={shown.paidOn}
        />
        <SelectField
          label="Method"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentInput["method"])}
          error={shown.method}
        >
          <LabelledOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </SelectField>
        <TextField
          label="Reference"
          placeholder="Check number, transfer reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={shown.reference}
        />
      </div>
      <Notice tone="error">{error ? errorMessage(error) : null}</Notice>
      <Button type="submit" busy={busy}>
        Record payment
      </Button>
    </form>
  );
}
