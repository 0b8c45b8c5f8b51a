import { locationInputSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { LocationFields, type LocationValues } from "@/components/ui/location-fields";
import { FormFooter } from "@/components/ui/form-footer";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";

/** A location's details as a form: for adding one, or editing one. */
export function LocationForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: LocationValues;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: LocationValues) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = serverFieldErrors(error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(locationInputSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit({ ...checked.data, address: checked.data.address ?? "" });
  };

  const shown = { ...serverErrors, ...errors };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <LocationFields values={values} onChange={setValues} errors={shown} />
      <FormFooter error={error} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
