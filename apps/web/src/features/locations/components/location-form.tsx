import { locationInputSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LocationFields, type LocationValues } from "@/components/ui/location-fields";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";

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
      <Notice tone="error">{error ? errorMessage(error) : null}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
