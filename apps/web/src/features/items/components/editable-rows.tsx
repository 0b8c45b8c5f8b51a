import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A short list of rows of fields the member adds to and removes from (an item's packs, its
 * barcodes): each row's fields (`fields`, given a way to change that row), its remove button,
 * and the add button under them.
 */
export function EditableRows<Row>({
  rows,
  onChange,
  blank,
  grid,
  fields,
  removeLabel,
  addLabel,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** A new, empty row. */
  blank: () => Row;
  /** The row's grid columns, the remove button's last. */
  grid: string;
  fields: (row: Row, change: (changes: Partial<Row>) => void, index: number) => ReactNode;
  removeLabel: (row: Row, index: number) => string;
  addLabel: string;
}) {
  return (
    <>
      {rows.map((row, index) => (
        <div key={index} className={`grid items-end gap-2 ${grid}`}>
          {fields(
            row,
            (changes) =>
              onChange(rows.map((other, i) => (i === index ? { ...other, ...changes } : other))),
            index,
          )}
          <button
            type="button"
            aria-label={removeLabel(row, index)}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            className="mb-0.5 inline-flex h-11 w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...rows, blank()])}>
        <Plus aria-hidden="true" className="h-4 w-4" /> {addLabel}
      </Button>
    </>
  );
}
