import { documentTotals, isDecimal } from "@larder/domain";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { inputClasses } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/forms";

/** The figures of a line being typed on an order or an invoice. */
export interface TypedLine {
  key: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

/**
 * The totals of the lines as typed (lines with neither quantity nor price are not counted yet),
 * or null while a figure is not a number.
 */
export function typedTotals(lines: TypedLine[]) {
  const priced = lines.filter((line) => line.quantity.trim() || line.unitPrice.trim());
  if (
    priced.length === 0 ||
    !priced.every((line) => [line.quantity, line.unitPrice, line.taxRate || "0"].every(isDecimal))
  )
    return null;
  return documentTotals(
    priced.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate || "0",
    })),
  );
}

/** A line's figures as sent: trimmed, an empty tax rate as 0. */
export function figuresOf(line: TypedLine) {
  return {
    quantity: line.quantity.trim(),
    unitPrice: line.unitPrice.trim(),
    taxRate: line.taxRate.trim() || "0",
  };
}

/** Item (or description), quantity, unit, price, tax, and the remove button. */
const GRID = "sm:grid-cols-[minmax(0,2fr)_7rem_8rem_8rem_6rem_2.5rem]";

/** A line's caption over each of its fields on a phone; the column headings say it from a tablet up. */
export const lineCaption = "mb-1 block text-xs font-semibold text-brand-950/70 sm:sr-only";

const ERROR_FIELDS = ["description", "itemId", "quantity", "unit", "unitPrice", "taxRate"];

/** One figure of a line: its caption on a phone, the input named after the line. */
function FigureInput({
  caption,
  name,
  value,
  error,
  onChange,
}: {
  caption: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="min-w-0">
      <span className={lineCaption}>{caption}</span>
      <input
        aria-label={`${caption} of ${name}`}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={inputClasses(Boolean(error))}
      />
    </label>
  );
}

/**
 * The lines of an order or an invoice as they are typed: what each is (`first`: the item's name,
 * or a description to type), its quantity, unit (`unit`: a choice of the item's units, or the
 * unit it was ordered in), price and tax, each line with its errors and a remove button. On a
 * phone each line is a small card with a caption over each field.
 */
export function DocumentLines<Line extends TypedLine>({
  lines,
  firstHeading,
  nameOf,
  first,
  unit,
  quantityCaption = () => "Quantity",
  priceCaption = () => "Price ($)",
  errors,
  onChange,
  onRemove,
}: {
  lines: Line[];
  firstHeading: string;
  /** What the line is called in its fields' names and its errors. */
  nameOf: (line: Line, index: number) => string;
  first: (line: Line, index: number) => ReactNode;
  unit: (line: Line, index: number) => ReactNode;
  quantityCaption?: (line: Line) => string;
  priceCaption?: (line: Line) => string;
  /** Errors by field, as `lines.{index}.{field}`. */
  errors: FieldErrors;
  onChange: (key: string, changes: Partial<TypedLine>) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <>
      <div className={`mt-2 hidden gap-2 text-sm font-semibold text-brand-950/70 sm:grid ${GRID}`}>
        <span>{firstHeading}</span>
        <span>Quantity</span>
        <span>Unit</span>
        <span>Price ($)</span>
        <span>Tax (%)</span>
        <span className="sr-only">Remove</span>
      </div>
      <ul className="divide-y divide-brand-900/5">
        {lines.map((line, index) => {
          const name = nameOf(line, index);
          const error = (field: string) => errors[`lines.${index}.${field}`];
          const remove = (
            <button
              type="button"
              onClick={() => onRemove(line.key)}
              aria-label={`Remove ${name}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10 sm:min-h-10 sm:min-w-10"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          );
          return (
            <li key={line.key} className={`grid grid-cols-2 gap-2 py-3 sm:items-start ${GRID}`}>
              <div className="col-span-2 flex min-w-0 items-center justify-between gap-2 sm:col-span-1 sm:min-h-10">
                {first(line, index)}
                <span className="sm:hidden">{remove}</span>
              </div>
              <FigureInput
                caption={quantityCaption(line)}
                name={name}
                value={line.quantity}
                error={error("quantity")}
                onChange={(quantity) => onChange(line.key, { quantity })}
              />
              {unit(line, index)}
              <FigureInput
                caption={priceCaption(line)}
                name={name}
                value={line.unitPrice}
                error={error("unitPrice")}
                onChange={(unitPrice) => onChange(line.key, { unitPrice })}
              />
              <FigureInput
                caption="Tax (%)"
                name={name}
                value={line.taxRate}
                error={error("taxRate")}
                onChange={(taxRate) => onChange(line.key, { taxRate })}
              />
              <span className="hidden justify-self-end sm:block">{remove}</span>
              {ERROR_FIELDS.map((field) =>
                error(field) ? (
                  <p
                    key={field}
                    className="col-span-2 text-sm font-medium text-tomato sm:col-span-6"
                  >
                    {name}: {error(field)}
                  </p>
                ) : null,
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
