import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

export const inputClasses = (invalid: boolean) =>
  `block min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-brand-950 placeholder:text-brand-950/45 focus:outline-none focus:ring-3 disabled:bg-brand-50 disabled:text-brand-950/70 sm:min-h-10 sm:text-sm ${
    invalid
      ? "border-tomato focus:ring-tomato/25"
      : "border-brand-900/20 focus:border-brand-500 focus:ring-brand-500/25"
  }`;

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** A label, the control, then its hint and its error, tied together for screen readers. */
function FieldShell({ id, label, hint, error, children, className = "" }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <div className="mt-1.5">{children(describedBy || undefined)}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-tomato">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-brand-950/65">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  /** The input itself, to focus it (passed on as a prop, as React 19 does). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error))}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses(Boolean(error))} pr-8`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id"
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** A few lines of free text: notes, a message to a supplier. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  rows = 3,
  ...area
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses(Boolean(error))} py-2`}
          {...area}
        />
      )}
    </FieldShell>
  );
}

/** One option per named thing (a location, a supplier, a category), its id the value. */
export function NamedOptions({ items }: { items: { id: string; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** One option per value of a fixed list (roles, reasons, periods), shown by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
