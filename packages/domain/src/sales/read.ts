import { calendarDay, decideDayFirst, readDateCell, readTime } from "./dates";
import { decideDecimalComma } from "./numbers";
import { readSaleRow, shown, type FileReading } from "./row";
import type { SaleReadOptions, SaleReading, SalesColumns } from "./types";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const FIELD_WORDS: Record<keyof SalesColumns, string> = {
  date: "the date",
  time: "the time",
  item: "the item",
  variation: "the size or variation",
  quantity: "the quantity",
  netSales: "net sales",
  ticket: "the ticket",
  location: "the location",
  voided: "voids",
  eventType: "the kind of line",
};

/** "A", "B" … "AA": a column as a spreadsheet names it, for a header cell left blank. */
function columnLetter(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * Reads a sales file (its first row the header) into sale lines through `columns`. Never throws:
 * each row that cannot be read gives a problem naming its row and column in plain words, and is
 * left out; voided lines and lines that are not sales are left out and counted; refunds and
 * returns become negative quantities. Whether 03/04 is March or April is decided from the whole
 * date column (or by `options.dayFirst`); when nothing decides it, those rows are left out and one
 * problem asks the person to choose.
 */
export function readSaleLines(
  table: readonly (readonly string[])[],
  columns: SalesColumns,
  options: SaleReadOptions = {},
): SaleReading {
  const header = table[0] ?? [];
  const rows = table.slice(1);
  const reading: SaleReading = {
    lines: [],
    problems: [],
    leftOut: { voided: 0, notSales: 0, otherKinds: [] },
    dateOrder: "unambiguous",
  };
  const fileProblem = (message: string) => {
    reading.problems.push({ row: 1, column: null, message });
    return reading;
  };

  // Only the fields are checked: a caller's mapping may carry more (its dayFirst, say).
  for (const field of Object.keys(FIELD_WORDS) as (keyof SalesColumns)[]) {
    const column: unknown = columns[field];
    if (column === null || column === undefined) continue;
    if (
      typeof column !== "number" ||
      !Number.isInteger(column) ||
      column < 0 ||
      column >= header.length
    )
      return fileProblem(`The column chosen for ${FIELD_WORDS[field]} is not in this file.`);
  }
  if (columns.item === null) return fileProblem("Choose the column that holds the item sold.");
  const day = options.day ? calendarDay(...dayParts(options.day)) : null;
  if (options.day && day === null) return fileProblem(`${shown(options.day)} is not a day.`);
  if (columns.date === null && day === null)
    return fileProblem(
      "This file has no date column: choose it, or say which day the file covers.",
    );
  const dayStartsAt = options.dayStartsAt ? readTime(options.dayStartsAt) : null;
  if (options.dayStartsAt && dayStartsAt === null)
    return fileProblem(`${shown(options.dayStartsAt)} is not a time of day.`);

  const cells = (column: number | null) =>
    column === null ? [] : rows.map((row) => (row[column] ?? "").trim());
  const decidedByFile = decideDayFirst(cells(columns.date));
  const forced = options.dayFirst ?? null;
  const file: FileReading = {
    columns,
    named: (column) => header[column]?.trim() || `column ${columnLetter(column)}`,
    dayFirst: forced ?? decidedByFile,
    dayFirstFromFile: forced === null,
    decimalComma:
      options.decimalComma ??
      decideDecimalComma([...cells(columns.quantity), ...cells(columns.netSales)]),
    day,
    dayStartsAt,
    problems: reading.problems,
    leftOut: reading.leftOut,
    undecided: [],
  };

  rows.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === "")) return;
    const line = readSaleRow(row, index + 2, file);
    if (line) reading.lines.push(line);
  });

  const either = cells(columns.date).some((cell) => readDateCell(cell).kind === "either");
  if (either)
    reading.dateOrder =
      file.dayFirst === null ? "undecided" : file.dayFirst ? "day-first" : "month-first";
  const [first, ...more] = file.undecided;
  if (first && columns.date !== null)
    reading.problems.push(undecidedProblem(first, more.length, file.named(columns.date)));
  reading.problems.sort((a, b) => a.row - b.row);
  return reading;
}

function dayParts(text: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
}

/** The one problem for dates that could be read either way: the person chooses the order. */
function undecidedProblem(first: { row: number; cell: string }, more: number, column: string) {
  const [a = 0, b = 0] = first.cell.split(/[/-]/).map(Number);
  const others = more === 0 ? "" : ` ${more} more ${more === 1 ? "row is" : "rows are"} like it.`;
  return {
    row: first.row,
    column,
    message:
      `Row ${first.row}, ${column}: ${shown(first.cell)} could be ${a} ${MONTH_NAMES[b - 1]} or ` +
      `${MONTH_NAMES[a - 1]} ${b}, and no date in this column settles it; choose whether the ` +
      `day or the month comes first.${others}`,
  };
}
