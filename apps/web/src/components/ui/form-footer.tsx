import { errorMessage } from "@/lib/forms";
import { Button } from "./button";
import { Notice } from "./notice";

/**
 * The end of a form: what went wrong with the last try (`error`, from the server), then the
 * submit button and, when the form can be left, Cancel.
 */
export function FormFooter({
  error,
  submitLabel,
  busy,
  onCancel,
}: {
  error: unknown;
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <>
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
    </>
  );
}
