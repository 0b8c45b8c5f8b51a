import {
  EXPENSE_FREQUENCY_KEYS,
  EXPENSE_FREQUENCY_LABELS,
  expenseInputSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  recurringExpenseInputSchema,
  type ExpenseInput,
  type RecurringExpenseInput,
  type ScanReading,
} from "@larder/contracts";
import { exact, isDecimal, toFixedDecimal } from "@larder/domain";
import { useState, type FormEvent, type ReactNode } from "react";
import { AccountCategoryOptions } from "@/components/ui/account-category-options";
import { LabelledOptions, NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import { useReadFields } from "@/components/ui/use-read-fields";
import { formatUsd, localToday } from "@/lib/format";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";

/** What the form sends: an expense, or (when it repeats) the schedule of one. */
export type ExpenseSubmission =
  { repeats: false; input: ExpenseInput } | { repeats: true; input: RecurringExpenseInput };

/**
 * An expense as a person enters it, or as Larder read it from a receipt (`read`: the unsure
 * fields highlighted until looked at): what it was for, who was paid, how much before tax and
 * the tax, when, how, and where. When it may repeat (`canRepeat`), "Repeats" makes it a schedule
 * (rent every month) whose first date is the date typed.
 */
export function ExpenseForm({
  locations,
  read = null,
  canRepeat = false,
  busy,
  error,
  submitLabel,
  onSubmit,
  extra,
}: {
  locations: { id: string; name: string }[];
  read?: ScanReading | null;
  canRepeat?: boolean;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (submission: ExpenseSubmission) => void;
  extra?: ReactNode;
}) {
  const subtotal = read?.subtotal.value ?? read?.total.value ?? "";
  const { field: marked } = useReadFields(Boolean(read));
  const [category, setCategory] = useState("");
  const [payee, setPayee] = useState(read?.supplier.value ?? "");
  const [description, setDescription] = useState(read?.lines[0]?.description ?? "");
  const [amount, setAmount] = useState(subtotal);
  const [tax, setTax] = useState(read?.tax.value ?? "");
  const [incurredOn, setIncurredOn] = useState(read?.date.value ?? localToday());
  const [method, setMethod] = useState("card");
  const [locationId, setLocationId] = useState(locations.length === 1 ? locations[0]!.id : "");
  const [reference, setReference] = useState(read?.invoiceNumber.value ?? "");
  const [frequency, setFrequency] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };

  const total =
    isDecimal(amount) && isDecimal(tax || "0")
      ? toFixedDecimal(exact(amount).add(exact(tax || "0")), 2)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      category,
      locationId: locationId || null,
      payee,
      description,
      amount: amount.trim(),
      tax: tax.trim() || "0",
      method,
    };
    const checked = frequency
      ? checkForm(recurringExpenseInputSchema, {
          ...common,
          frequency,
          startsOn: incurredOn,
          endsOn: endsOn || null,
        })
      : checkForm(expenseInputSchema, { ...common, incurredOn, reference });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(
      frequency
        ? { repeats: true, input: checked.data as RecurringExpenseInput }
        : { repeats: false, input: checked.data as ExpenseInput },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="What for"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={shown.category}
        >
          <option value="">Choose a category</option>
          <AccountCategoryOptions />
        </SelectField>
        <TextField
          label="Paid to"
          value={payee}
          error={shown.payee}
          {...marked("payee", read?.supplier, setPayee)}
        />
        <TextField
          label="Description"
          value={description}
          error={shown.description}
          hint={read ? undefined : "Optional: what it was, for whoever reads the books."}
          onChange={(event) => setDescription(event.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Amount before tax ($)"
          inputMode="decimal"
          value={amount}
          error={shown.amount}
          {...marked("amount", read?.subtotal.value ? read.subtotal : read?.total, setAmount)}
        />
        <TextField
          label="Tax ($)"
          inputMode="decimal"
          value={tax}
          error={shown.tax}
          {...marked("tax", read?.tax, setTax)}
        />
        <TextField
          label={frequency ? "First date" : "Date"}
          type="date"
          value={incurredOn}
          error={shown.incurredOn ?? shown.startsOn}
          {...marked("date", read?.date, setIncurredOn)}
        />
        <SelectField
          label="Paid by"
          value={method}
          onChange={(event) => setMethod(event.target.value)}
        >
          <LabelledOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </SelectField>
        <SelectField
          label="Location"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          error={shown.locationId}
        >
          <option value="">The whole business</option>
          <NamedOptions items={locations} />
        </SelectField>
        {frequency ? (
          <TextField
            label="Last date"
            type="date"
            value={endsOn}
            hint="Optional: leave empty while it goes on."
            error={shown.endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
          />
        ) : (
          <TextField
            label="Reference"
            value={reference}
            hint={read ? undefined : "Optional: the receipt's or bill's number."}
            error={shown.reference}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
        {canRepeat ? (
          <SelectField
            label="Repeats"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value)}
            hint={
              frequency ? "Each one is recorded on its day, from the first date on." : undefined
            }
          >
            <option value="">Does not repeat</option>
            <LabelledOptions values={EXPENSE_FREQUENCY_KEYS} labels={EXPENSE_FREQUENCY_LABELS} />
          </SelectField>
        ) : null}
      </div>
      <p className="text-sm text-brand-950/75">
        Total:{" "}
        <span className="font-semibold text-brand-950">{total ? formatUsd(total) : "—"}</span>
      </p>
      {extra}
      <FormFooter error={error} submitLabel={submitLabel} busy={busy} />
    </form>
  );
}
