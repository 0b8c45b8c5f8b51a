import { unitLabel } from "@larder/domain";
import { Trash2 } from "lucide-react";
import type { CSSProperties, InputHTMLAttributes, ReactNode } from "react";
import type { FieldErrors } from "@/lib/forms";
import { inputClasses } from "./field";

/** An ingredient chosen for a recipe or a plate: an item or a recipe, and the units it takes. */
export interface PickedIngredient {
  itemId: string | null;
  recipeId: string | null;
  name: string;
  /** The units it can be measured in; `unit` is the one to start with. */
  units: string[];
  unit: string;
}

/** A line being typed: what it is, how much, in which of its units. */
export interface IngredientLine {
  key: string;
  name: string;
  quantity: string;
  unit: string;
  units: string[];
}

/** A field of a line after its unit (trim, a note, add or remove). */
export interface LineColumn<Line> {
  heading: string;
  /** Its track in the row once the lines have room for columns: "6rem". */
  width: string;
  render: (line: Line, index: number) => ReactNode;
}

/** A line's caption over each of its fields while the lines are stacked; headings say it after. */
export const lineCaption = "mb-1 block text-xs font-semibold text-brand-950/70 @xl:sr-only";

/**
 * One field of a line, captioned and named after its line ("Quantity of Roma Tomatoes"), so the
 * name starts with what is shown.
 */
export function LineInput({
  caption,
  name,
  error,
  ...input
}: {
  caption: string;
  name: string;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "aria-label">) {
  return (
    <label className="min-w-0">
      <span className={lineCaption}>{caption}</span>
      <input
        aria-label={`${caption} of ${name}`}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        className={inputClasses(Boolean(error))}
        {...input}
      />
    </label>
  );
}

/** A choice between a few values for a line, captioned like its other fields. */
export function LineSelect({
  caption,
  name,
  value,
  options,
  onChange,
  error,
}: {
  caption: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <label className="min-w-0">
      <span className={lineCaption}>{caption}</span>
      <select
        aria-label={`${caption} of ${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`${inputClasses(Boolean(error))} pr-8`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The ingredient lines of a recipe or a plate as they are typed: what each is, its quantity (as a
 * cook writes it: "1 1/2"), a unit among the ones it can be measured in, then `columns` of its
 * own, and a remove button; each line's errors under it (`errors` keyed `{path}.{index}.{field}`).
 * Where there is room (the lines' box, not the screen, decides: they also sit in sheets) they
 * line up in columns under headings; otherwise each line is a small card with a caption per field.
 */
export function IngredientLines<Line extends IngredientLine>({
  lines,
  heading = "Ingredient",
  describe,
  columns = [],
  path,
  errors,
  onChange,
  onRemove,
}: {
  lines: Line[];
  heading?: string;
  /** Shown under the line's name: "Sub-recipe", what it brings. */
  describe?: (line: Line) => ReactNode;
  columns?: LineColumn<Line>[];
  path: string;
  errors: FieldErrors;
  onChange: (key: string, changes: Partial<IngredientLine>) => void;
  onRemove: (key: string) => void;
}) {
  const template = ["minmax(0,2fr)", "6rem", "7.5rem", ...columns.map((c) => c.width), "2.75rem"];
  const grid = { "--line-grid": template.join(" ") } as CSSProperties;
  const row = "grid grid-cols-2 gap-2 @xl:grid-cols-(--line-grid)";
  if (lines.length === 0) return null;
  return (
    <div className="@container">
      <div
        style={grid}
        className={`${row} mt-2 hidden text-sm font-semibold text-brand-950/70 @xl:grid`}
        aria-hidden="true"
      >
        <span>{heading}</span>
        <span>Quantity</span>
        <span>Unit</span>
        {columns.map((column) => (
          <span key={column.heading}>{column.heading}</span>
        ))}
        <span />
      </div>
      <ul className="divide-y divide-brand-900/5">
        {lines.map((line, index) => {
          const prefix = `${path}.${index}`;
          const error = (field: string) => errors[`${prefix}.${field}`];
          const messages = Object.entries(errors).filter(
            ([key]) => key === prefix || key.startsWith(`${prefix}.`),
          );
          const remove = (
            <button
              type="button"
              onClick={() => onRemove(line.key)}
              aria-label={`Remove ${line.name}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10 @xl:min-h-10 @xl:min-w-10"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          );
          return (
            <li key={line.key} style={grid} className={`${row} py-3 @xl:items-start`}>
              <div className="col-span-2 flex min-w-0 items-start justify-between gap-2 @xl:col-span-1 @xl:min-h-10 @xl:items-center">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-brand-950">{line.name}</p>
                  {describe ? (
                    <div className="text-xs text-brand-950/65">{describe(line)}</div>
                  ) : null}
                </div>
                <span className="@xl:hidden">{remove}</span>
              </div>
              <LineInput
                caption="Quantity"
                name={line.name}
                value={line.quantity}
                error={error("quantity")}
                onChange={(event) => onChange(line.key, { quantity: event.target.value })}
              />
              <LineSelect
                caption="Unit"
                name={line.name}
                value={line.unit}
                options={(line.units.includes(line.unit)
                  ? line.units
                  : [line.unit, ...line.units]
                ).map((code) => ({ value: code, label: unitLabel(code) }))}
                error={error("unit")}
                onChange={(unit) => onChange(line.key, { unit })}
              />
              {columns.map((column) => (
                <div key={column.heading} className="min-w-0">
                  {column.render(line, index)}
                </div>
              ))}
              <span className="hidden justify-self-end @xl:block">{remove}</span>
              {messages.map(([key, message]) => (
                <p key={key} className="col-span-full text-sm font-medium text-tomato">
                  {line.name}: {message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
