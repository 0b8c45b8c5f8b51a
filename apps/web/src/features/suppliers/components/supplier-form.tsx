import {
  supplierInputSchema,
  WEEKDAYS,
  type Supplier,
  type SupplierInput,
} from "@larder/contracts";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import { useDraft } from "@/lib/forms";

interface Values {
  name: string;
  contactName: string;
  phone: string;
  email: string;
  orderingEmail: string;
  accountNumber: string;
  taxNumber: string;
  bankAccount: string;
  deliveryDays: number[];
  leadTimeDays: string;
  minimumOrder: string;
  paymentTermsDays: string;
  notes: string;
}

function valuesOf(supplier: Supplier | null): Values {
  return {
    name: supplier?.name ?? "",
    contactName: supplier?.contactName ?? "",
    phone: supplier?.phone ?? "",
    email: supplier?.email ?? "",
    orderingEmail: supplier?.orderingEmail ?? "",
    accountNumber: supplier?.accountNumber ?? "",
    taxNumber: supplier?.taxNumber ?? "",
    bankAccount: supplier?.bankAccount ?? "",
    deliveryDays: supplier?.deliveryDays ?? [],
    leadTimeDays: String(supplier?.leadTimeDays ?? 1),
    minimumOrder: supplier?.minimumOrder ?? "",
    paymentTermsDays: String(supplier?.paymentTermsDays ?? 30),
    notes: supplier?.notes ?? "",
  };
}

/** A whole number typed in a field, or the text itself so that the check can say what is wrong. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/** A supplier's details: who to call, where orders go, when they deliver and how they bill. */
export function SupplierForm({
  supplier,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  supplier: Supplier | null;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: SupplierInput) => void;
  onCancel: () => void;
}) {
  const {
    draft: values,
    set,
    submit,
    shown,
  } = useDraft(valuesOf(supplier), {
    schema: supplierInputSchema,
    toInput: (typed: Values) => ({
      ...typed,
      leadTimeDays: wholeNumber(typed.leadTimeDays),
      paymentTermsDays: wholeNumber(typed.paymentTermsDays),
      minimumOrder: typed.minimumOrder.trim() === "" ? null : typed.minimumOrder.trim(),
    }),
    serverError: error,
    onValid: onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Name"
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={shown.name}
        autoComplete="organization"
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Contact"
          value={values.contactName}
          onChange={(event) => set({ contactName: event.target.value })}
          error={shown.contactName}
          autoComplete="off"
        />
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={(event) => set({ phone: event.target.value })}
          error={shown.phone}
        />
        <TextField
          label="Contact email"
          type="email"
          value={values.email}
          onChange={(event) => set({ email: event.target.value })}
          error={shown.email}
        />
        <TextField
          label="Ordering email"
          type="email"
          hint="Purchase orders are sent here as a PDF."
          value={values.orderingEmail}
          onChange={(event) => set({ orderingEmail: event.target.value })}
          error={shown.orderingEmail}
        />
        <TextField
          label="Account number"
          hint="Your account with them, printed on orders."
          value={values.accountNumber}
          onChange={(event) => set({ accountNumber: event.target.value })}
          error={shown.accountNumber}
        />
        <TextField
          label="Tax number"
          hint="VAT or tax number, as on their invoices."
          value={values.taxNumber}
          onChange={(event) => set({ taxNumber: event.target.value })}
          error={shown.taxNumber}
          autoComplete="off"
        />
        <TextField
          label="Bank account"
          hint="IBAN or account number you pay them into."
          value={values.bankAccount}
          onChange={(event) => set({ bankAccount: event.target.value })}
          error={shown.bankAccount}
          autoComplete="off"
        />
        <TextField
          label="Minimum order ($)"
          inputMode="decimal"
          hint="Before tax. Leave empty if there is none."
          value={values.minimumOrder}
          onChange={(event) => set({ minimumOrder: event.target.value })}
          error={shown.minimumOrder}
        />
        <TextField
          label="Lead time (days)"
          inputMode="numeric"
          hint="From sending an order to its delivery."
          value={values.leadTimeDays}
          onChange={(event) => set({ leadTimeDays: event.target.value })}
          error={shown.leadTimeDays}
        />
        <TextField
          label="Payment terms (net days)"
          inputMode="numeric"
          hint="Invoices are due this many days after their date."
          value={values.paymentTermsDays}
          onChange={(event) => set({ paymentTermsDays: event.target.value })}
          error={shown.paymentTermsDays}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Delivery days</legend>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {WEEKDAYS.map((day, index) => {
            const checked = values.deliveryDays.includes(index);
            return (
              <label
                key={day}
                className={`flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 sm:min-h-10 ${
                  checked
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-brand-900/20 text-brand-950/75"
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() =>
                    set({
                      deliveryDays: checked
                        ? values.deliveryDays.filter((d) => d !== index)
                        : [...values.deliveryDays, index],
                    })
                  }
                />
                {day}
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextAreaField
        label="Notes"
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
        error={shown.notes}
      />
      <FormFooter error={error} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
