import { useId } from "react";
import { inputClasses } from "./field";

export interface UnitOption {
  value: string;
  label: string;
}

/**
 * A quantity and its unit, side by side: a large field that brings up the phone's number pad
 * (decimals and fractions such as "1 1/2" are accepted) and the units the item can use.
 */
export function QuantityField({
  label,
  quantity,
  unit,
  units,
  onQuantityChange,
  onUnitChange,
  error,
  hint,
  autoFocus,
  className = "",
}: {
  label: string;
  quantity: string;
  unit: string;
  units: UnitOption[];
  onQuantityChange: (value: string) => void;
  onUnitChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="min-w-0 flex-1">
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            autoFocus={autoFocus}
            value={quantity}
            onChange={(event) => onQuantityChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={`${inputClasses(Boolean(error))} min-h-12 text-lg tabular-nums sm:min-h-11 sm:text-base`}
          />
        </div>
        <div className="w-32 shrink-0">
          <select
            aria-label={`${label}: unit`}
            value={unit}
            onChange={(event) => onUnitChange(event.target.value)}
            className={`${inputClasses(false)} min-h-12 pr-8 sm:min-h-11`}
          >
            {units.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-tomato">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-brand-950/65">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
