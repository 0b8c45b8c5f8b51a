import {
  SALES_FIELDS,
  salesColumnMappingSchema,
  type SalesColumnMapping,
  type SalesField,
} from "@larder/contracts";
import { checkForm, type FieldErrors } from "@/lib/forms";

/** The columns form as typed: a column's index ("" for none), the date order and the day. */
export interface ColumnsDraft {
  columns: Record<SalesField, string>;
  /** "" decided from the file, "day" 03/04 is 3 April, "month" it is March 4. */
  dateOrder: "" | "day" | "month";
  day: string;
}

/** The form filled from the mapping Larder read the file with (or chose). */
export function columnsDraft(mapping: SalesColumnMapping | null): ColumnsDraft {
  const columns = Object.fromEntries(
    SALES_FIELDS.map((field) => {
      const index = mapping?.[field];
      return [field, index === null || index === undefined ? "" : String(index)];
    }),
  ) as Record<SalesField, string>;
  const dayFirst = mapping?.dayFirst ?? null;
  return {
    columns,
    dateOrder: dayFirst === null ? "" : dayFirst ? "day" : "month",
    day: mapping?.day ?? "",
  };
}

/**
 * The mapping the form describes, checked with the schema the server applies: the item column
 * is needed, and the date column or the day the file covers.
 */
export function mappingOf(
  draft: ColumnsDraft,
): { ok: true; mapping: SalesColumnMapping } | { ok: false; errors: FieldErrors } {
  const values = {
    ...Object.fromEntries(
      SALES_FIELDS.map((field) => {
        const column = draft.columns[field];
        return [field, column === "" ? null : Number(column)];
      }),
    ),
    dayFirst: draft.dateOrder === "" ? null : draft.dateOrder === "day",
    day: draft.columns.date === "" && draft.day !== "" ? draft.day : null,
  };
  const checked = checkForm(salesColumnMappingSchema, values);
  if (!checked.ok) {
    // The date-or-day rule is the object's own (no path): put it beside the date column.
    const { "": whole, ...errors } = checked.errors;
    return { ok: false, errors: whole ? { ...errors, date: whole } : errors };
  }
  return { ok: true, mapping: checked.data };
}
