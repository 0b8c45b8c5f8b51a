import { useId } from "react";

export interface ScopeOption {
  id: string;
  name: string;
}

interface ScopeChoiceProps {
  legend: string;
  /** The first radio: every option, including ones added later ("All locations, including new ones"). */
  everyLabel: string;
  /** The second radio, which opens the checkboxes ("Only some locations"). */
  someLabel: string;
  options: ScopeOption[];
  /** null: every option; otherwise the ids ticked. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  /**
   * What choosing "some" ticks to begin with (a member's first location); by default nothing,
   * for a form that asks for a choice when it is sent.
   */
  someStartsWith?: string[];
  /** Options in two columns from `sm` up: many short names (item categories). */
  twoColumns?: boolean;
  error?: string;
}

const radio = "h-5 w-5 shrink-0 accent-brand-700";
const row = "flex min-h-11 items-center gap-3 text-sm text-brand-950 sm:min-h-9";
const list = "ml-8 border-l-2 border-brand-900/10 pl-3";
const listInColumns = "ml-8 grid border-l-2 border-brand-900/10 pl-3 sm:grid-cols-2";

/**
 * Every one of something, or only some: a fieldset of two radios, and the options' checkboxes
 * when "some" is chosen. Where a member works, which categories a promotion moves.
 */
export function ScopeChoice({
  legend,
  everyLabel,
  someLabel,
  options,
  value,
  onChange,
  someStartsWith = [],
  twoColumns = false,
  error,
}: ScopeChoiceProps) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-brand-950">{legend}</legend>
      <div className="mt-1">
        <label className={row}>
          <input
            type="radio"
            name={name}
            className={radio}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {everyLabel}
        </label>
        <label className={row}>
          <input
            type="radio"
            name={name}
            className={radio}
            checked={value !== null}
            onChange={() => onChange(someStartsWith)}
          />
          {someLabel}
        </label>
        {value !== null ? (
          <div className={twoColumns ? listInColumns : list}>
            {options.map((option) => (
              <label key={option.id} className={row}>
                <input
                  type="checkbox"
                  className={radio}
                  checked={value.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, option.id]
                        : value.filter((id) => id !== option.id),
                    )
                  }
                />
                {option.name}
              </label>
            ))}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-tomato">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
