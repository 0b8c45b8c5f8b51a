import {
  ArrowDown,
  ArrowDownWideNarrow,
  ArrowUp,
  ArrowUpDown,
  ArrowUpNarrowWide,
} from "lucide-react";
import { Button } from "./button";
import { SelectField } from "./field";

export type SortDirection = "asc" | "desc";

/** How a table is sorted, and how to sort it otherwise. */
export interface Sorting<Sort extends string> {
  sort: Sort;
  direction: SortDirection;
  onSort: (sort: Sort, direction: SortDirection) => void;
}

/** A column's heading. */
export interface Column<Sort extends string = string> {
  label: string;
  /** Figures: the heading sits right, over them. */
  numeric?: boolean;
  /** The table can be sorted by this column (with `sorting`). */
  sort?: Sort;
  /** Said to screen readers only, such as a column of buttons ("Actions"). */
  hidden?: boolean;
}

/** A sortable column's heading: a click sorts by it, a second click the other way. */
function SortButton<Sort extends string>({
  label,
  column,
  sorting: { sort, direction, onSort },
}: {
  label: string;
  column: Sort;
  sorting: Sorting<Sort>;
}) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column, active && direction === "asc" ? "desc" : "asc")}
      className="inline-flex min-h-10 items-center gap-1 rounded-md text-left font-semibold hover:text-brand-800"
    >
      {label}
      <Icon aria-hidden="true" className={`h-3.5 w-3.5 shrink-0 ${active ? "" : "opacity-40"}`} />
    </button>
  );
}

/**
 * A table's column headings, one look for every table: figures headed on the right, and with
 * `sorting` the sortable columns are buttons, the sorted one saying how (`aria-sort`).
 */
export function TableHead<Sort extends string>({
  columns,
  sorting,
  cellClassName = "px-3 py-2",
  className = "border-b border-brand-900/10",
}: {
  columns: Column<Sort>[];
  sorting?: Sorting<Sort>;
  /** The padding of a heading cell, to line up with the table's cells. */
  cellClassName?: string;
  className?: string;
}) {
  return (
    <thead className={`text-brand-950/70 ${className}`}>
      <tr>
        {columns.map((column) => {
          const sortable = column.sort !== undefined && sorting !== undefined;
          return (
            <th
              key={column.label}
              scope="col"
              aria-sort={
                sortable && column.sort === sorting.sort
                  ? sorting.direction === "asc"
                    ? "ascending"
                    : "descending"
                  : undefined
              }
              className={`${cellClassName} font-semibold ${column.numeric ? "text-right" : "text-left"}`}
            >
              {column.hidden ? (
                <span className="sr-only">{column.label}</span>
              ) : sortable ? (
                <SortButton label={column.label} column={column.sort!} sorting={sorting} />
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * The same sorting where the table gives way to cards (a phone): which column, and which way.
 */
export function SortControl<Sort extends string>({
  columns,
  sorting: { sort, direction, onSort },
  className = "",
}: {
  columns: Column<Sort>[];
  sorting: Sorting<Sort>;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-end gap-2 ${className}`}>
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.target.value as Sort, direction)}
        className="min-w-0 flex-1"
      >
        {columns
          .filter((column) => column.sort !== undefined)
          .map((column) => (
            <option key={column.sort} value={column.sort}>
              {column.label}
            </option>
          ))}
      </SelectField>
      <Button
        variant="secondary"
        aria-label={
          direction === "asc" ? "Ascending: show descending" : "Descending: show ascending"
        }
        onClick={() => onSort(sort, direction === "asc" ? "desc" : "asc")}
      >
        {direction === "asc" ? (
          <ArrowUpNarrowWide aria-hidden="true" className="h-4 w-4" />
        ) : (
          <ArrowDownWideNarrow aria-hidden="true" className="h-4 w-4" />
        )}
      </Button>
    </div>
  );
}
