import { SALES_FIELD_LABELS, SALES_FIELDS, type SalesImport } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage, type FieldErrors } from "@/lib/forms";
import { useSetSalesColumns } from "@/features/sales/api/sales";
import { columnsDraft, mappingOf, type ColumnsDraft } from "@/features/sales/columns";

const HINTS: Partial<Record<(typeof SALES_FIELDS)[number], string>> = {
  date: "Leave empty for a file of one day without dates, and say which day below.",
  quantity: "Leave empty when the POS writes one row per plate sold.",
  location: "Lines go to the location of that name; without it, to the location chosen.",
  voided: "A yes/no column: lines marked yes are left out.",
  eventType: "Sale, refund, void…: refunds count negative, other lines are left out.",
};

/**
 * Which column of the file holds what, for a file of no POS Larder knows (its columns are
 * Larder's guess) or whose dates read either way: a choice per field over the file's header,
 * whether dates are day or month first, and the day a file without dates covers. Saving reads
 * the file again; the columns are remembered for the next file with the same header.
 */
export function ColumnsForm({ workspaceId, job }: { workspaceId: string; job: SalesImport }) {
  const save = useSetSalesColumns(workspaceId, job.id);
  const [draft, setDraft] = useState<ColumnsDraft>(() => columnsDraft(job.mapping));
  const [errors, setErrors] = useState<FieldErrors>({});
  const setColumn = (field: (typeof SALES_FIELDS)[number], value: string) =>
    setDraft((current) => ({ ...current, columns: { ...current.columns, [field]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = mappingOf(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.mapping);
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {SALES_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={`${SALES_FIELD_LABELS[field]}${field === "item" || field === "date" ? " (needed)" : ""}`}
            value={draft.columns[field]}
            error={errors[field]}
            hint={HINTS[field]}
            onChange={(event) => setColumn(field, event.target.value)}
          >
            <option value="">{field === "item" ? "Choose a column…" : "None in this file"}</option>
            {job.header.map((name, index) => (
              <option key={index} value={String(index)}>
                {name || `Column ${index + 1}`}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          label="Dates like 03/04"
          value={draft.dateOrder}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              dateOrder: event.target.value as ColumnsDraft["dateOrder"],
            }))
          }
          hint="Most of Europe writes the day first, the US the month."
        >
          <option value="">Decide from the file</option>
          <option value="day">Day first: 3 April</option>
          <option value="month">Month first: March 4</option>
        </SelectField>
        {draft.columns.date === "" ? (
          <TextField
            type="date"
            label="The day the file covers"
            value={draft.day}
            error={errors.day}
            onChange={(event) => setDraft((current) => ({ ...current, day: event.target.value }))}
          />
        ) : null}
      </div>
      <Notice tone="error">{save.error ? errorMessage(save.error) : null}</Notice>
      <Button type="submit" variant="secondary" busy={save.isPending}>
        Read the file with these columns
      </Button>
    </form>
  );
}
