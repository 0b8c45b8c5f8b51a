import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

/** A sortable column's heading: a click sorts by it, a second click the other way. */
export function SortButton<Column extends string>({
  label,
  column,
  sort,
  direction,
  onSort,
}: {
  label: string;
  column: Column;
  sort: Column;
  direction: "asc" | "desc";
  onSort: (sort: Column, direction: "asc" | "desc") => void;
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

/** The aria-sort of a column heading: only the sorted column says how. */
export function ariaSort<Column extends string>(
  column: Column | null,
  sort: Column,
  direction: "asc" | "desc",
): "ascending" | "descending" | undefined {
  return column && column === sort ? (direction === "asc" ? "ascending" : "descending") : undefined;
}
