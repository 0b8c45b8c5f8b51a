import type { ImportProblem, TableImportColumn, TableImportRow } from "@larder/contracts";
import { exact, parseQuantity, toDecimal } from "@larder/domain";
import type { Table } from "../../../lib/spreadsheet/table";

export type RowAction = TableImportRow["action"];

/** A row that can be written: what it says, as Larder read it, and what confirming does. */
export interface CheckedRow<Values> {
  row: number;
  cells: string[];
  action: RowAction;
  values: Values;
}

export interface CheckedRows<Values> {
  rows: CheckedRow<Values>[];
  problems: ImportProblem[];
  totalRows: number;
  ignoredColumns: string[];
}

/** How a header is compared: lower case, words joined by “_”, other marks dropped. */
export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/** One row of the file, with a way to read a column and to note a problem with it. */
export interface RowReader {
  row: number;
  cell(column: string): string;
  has(column: string): boolean;
  problem(column: string | null, message: string): void;
  readonly problems: ImportProblem[];
}

/**
 * Reads a file's header against `columns` (and their other names, `synonyms`), then hands each
 * row to `check`, which returns the row's values (or null when it noted a problem). A file
 * without a required column is a problem of row 1 and no row is checked.
 */
export function checkRows<Values>(
  table: Table,
  columns: readonly TableImportColumn[],
  synonyms: Record<string, readonly string[]>,
  check: (reader: RowReader) => { values: Values; action: RowAction; cells: string[] } | null,
): CheckedRows<Values> {
  const [header = [], ...body] = table;
  const positions = new Map<string, number>();
  const ignoredColumns: string[] = [];
  header.forEach((raw, index) => {
    const name = normaliseHeader(raw);
    const column = columns.find((c) => c.name === name || (synonyms[c.name] ?? []).includes(name));
    if (column && !positions.has(column.name)) positions.set(column.name, index);
    else if (raw.trim()) ignoredColumns.push(raw.trim());
  });
  const problems: ImportProblem[] = [];
  if (table.length === 0) {
    problems.push({ row: 1, column: null, message: "The file is empty." });
    return { rows: [], problems, totalRows: 0, ignoredColumns };
  }
  const read = columns.map((c) => c.name).join(", ");
  for (const required of columns.filter((c) => c.required && !positions.has(c.name)))
    problems.push({
      row: 1,
      column: required.name,
      message: `The header has no “${required.name}” column. Larder reads: ${read}.`,
    });
  if (problems.length > 0) return { rows: [], problems, totalRows: body.length, ignoredColumns };
  if (body.length === 0)
    problems.push({ row: 2, column: null, message: "The file has a header but no rows." });

  const rows: CheckedRow<Values>[] = [];
  body.forEach((cells, index) => {
    const rowProblems: ImportProblem[] = [];
    const reader: RowReader = {
      row: index + 2,
      cell: (column) => {
        const at = positions.get(column);
        return at === undefined ? "" : (cells[at] ?? "").trim().replace(/\s+/g, " ");
      },
      has: (column) => positions.has(column),
      problem: (column, message) => rowProblems.push({ row: index + 2, column, message }),
      problems: rowProblems,
    };
    const checked = check(reader);
    if (rowProblems.length > 0 || !checked) {
      problems.push(...rowProblems);
      return;
    }
    rows.push({ row: reader.row, ...checked });
  });
  return { rows, problems, totalRows: body.length, ignoredColumns };
}

/** Text of at most `max` characters, or a problem saying how long it may be. */
export function text(reader: RowReader, column: string, label: string, max: number): string {
  const value = reader.cell(column);
  if (value.length > max) reader.problem(column, `The ${label} is longer than ${max} characters.`);
  return value.slice(0, max);
}

/**
 * A decimal of zero or more with at most `whole` digits before the point and `fraction` after,
 * written as people write it ("$1,250.50", "12.5"); null when the cell is empty.
 */
export function amount(
  reader: RowReader,
  column: string,
  label: string,
  bounds: { whole: number; fraction: number },
): string | null {
  const raw = reader.cell(column);
  const cleaned = raw.replace(/^\$/, "").replace(/,(?=\d{3}\b)/g, "");
  if (!cleaned) return null;
  const value = parseQuantity(cleaned);
  if (value === null) {
    reader.problem(column, `“${raw}” is not a number. Write the ${label} like 12.50.`);
    return null;
  }
  if (value.compare(0) < 0) {
    reader.problem(column, `The ${label} cannot be negative.`);
    return null;
  }
  const decimal = toDecimal(value, bounds.fraction);
  if (!exact(decimal).equals(value)) {
    reader.problem(column, `The ${label} has more than ${bounds.fraction} digits after the point.`);
    return null;
  }
  if (decimal.split(".")[0]!.length > bounds.whole) {
    reader.problem(column, `The ${label} is too large: at most ${bounds.whole} digits.`);
    return null;
  }
  return decimal;
}

/** A whole number between `min` and `max`, written "30" or "Net 30"; null when empty. */
export function wholeNumber(
  reader: RowReader,
  column: string,
  label: string,
  range: { min: number; max: number },
): number | null {
  const raw = reader.cell(column);
  if (!raw) return null;
  const match = /^(?:net\s*)?(\d{1,4})(?:\s*days?)?$/i.exec(raw);
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    reader.problem(
      column,
      `“${raw}” is not a ${label}. Write a whole number of days from ${range.min} to ${range.max}.`,
    );
    return null;
  }
  return value;
}

/** The row number of the first row with `key`, remembering this row when it is the first. */
export function firstRowOf(seen: Map<string, number>, key: string, row: number): number | null {
  const first = seen.get(key);
  if (first !== undefined) return first;
  seen.set(key, row);
  return null;
}
