import { addDays } from "../days";
import { dayOf, readDateCell, readTime } from "./dates";
import { lineKind, yesOrNo } from "./kinds";
import { readAmount } from "./numbers";
import type { SaleLine, SaleProblem, SaleReading, SalesColumns } from "./types";

/** What every row of one file is read with: decided once for the whole file. */
export interface FileReading {
  columns: SalesColumns;
  /** The header text of a column, for the messages. */
  named(column: number): string;
  dayFirst: boolean | null;
  /** Whether dayFirst was decided by the file's own dates rather than forced. */
  dayFirstFromFile: boolean;
  decimalComma: boolean;
  day: string | null;
  dayStartsAt: string | null;
  problems: SaleProblem[];
  leftOut: SaleReading["leftOut"];
  /** Rows whose dates could be either way while nothing decides it. */
  undecided: { row: number; cell: string }[];
}

/** A cell as the problem shows it: quoted, and short enough for one line. */
/** Variation names a POS gives an item sold in one size only. */
const PLAIN_VARIATIONS = new Set(["regular", "default", "standard", "single"]);

export const shown = (cell: string) => `"${cell.length > 40 ? `${cell.slice(0, 37)}...` : cell}"`;

// Summary exports end with a totals row; it is not an item sold.
const TOTALS = /^(?:grand\s+|sub\s*)?totals?:?$|^(?:totaal|gesamt|summe|totale|suma)$/i;

/** Reads one row into a sale line, or says what is wrong with it (and reads nothing). */
export function readSaleRow(
  cells: readonly string[],
  row: number,
  file: FileReading,
): SaleLine | null {
  const { columns } = file;
  const cell = (column: number | null | undefined) =>
    column === null || column === undefined ? "" : (cells[column] ?? "").trim();
  const problem = (column: number | null, message: string) => {
    const where = column === null ? `Row ${row}` : `Row ${row}, ${file.named(column)}`;
    file.problems.push({
      row,
      column: column === null ? null : file.named(column),
      message: `${where}: ${message}`,
    });
    return null;
  };

  const kind = saleKind(cell, problem, file);
  if (kind === null) return null;

  const item = cell(columns.item).replace(/\s+/g, " ");
  if (item === "") return problem(columns.item ?? null, "there is no item name.");
  if (TOTALS.test(item)) return null;
  const variation = cell(columns.variation).replace(/\s+/g, " ");
  // Square names an item without sizes "Regular": that is the item itself, not a size of it.
  const named =
    variation &&
    variation.toLowerCase() !== item.toLowerCase() &&
    !PLAIN_VARIATIONS.has(variation.toLowerCase());
  const name = named ? `${item} (${variation})` : item;

  let quantity = "1";
  if (columns.quantity != null) {
    const text = cell(columns.quantity);
    if (text === "") return problem(columns.quantity, "there is no quantity.");
    const read = readAmount(text, file.decimalComma);
    if (read === null) return problem(columns.quantity, `${shown(text)} is not a number.`);
    quantity = read;
  }
  let netSales: string | null = null;
  if (columns.netSales != null && cell(columns.netSales) !== "") {
    netSales = readAmount(cell(columns.netSales), file.decimalComma);
    if (netSales === null)
      return problem(columns.netSales, `${shown(cell(columns.netSales))} is not an amount.`);
  }

  const when = dayAndTime(cell, problem, row, file);
  if (when === null) return null;
  let { day, time } = when;
  if (day === null) return null;
  if (columns.time != null && cell(columns.time) !== "") {
    const text = cell(columns.time);
    const alone = readTime(text);
    const within = alone ?? readDateCell(text);
    time = typeof within === "string" ? within : within.kind === "wrong" ? null : within.time;
    if (time === null) return problem(columns.time, `${shown(text)} is not a time of day.`);
  }
  if (time !== null && file.dayStartsAt !== null && time < file.dayStartsAt) day = addDays(day, -1);

  if (kind === "refund") {
    quantity = negative(quantity);
    netSales = netSales === null ? null : negative(netSales);
  }
  const ticket = cell(columns.ticket);
  const location = cell(columns.location).replace(/\s+/g, " ");
  return {
    row,
    day,
    time,
    name,
    quantity,
    netSales,
    ticket: ticket || null,
    location: location || null,
  };
}

/** Reads a cell of the row being read, trimmed ("" for a column the file does not have). */
type RowCell = (column: number | null | undefined) => string;
/** Records what is wrong with the row being read, and reads nothing of it. */
type RowProblem = (column: number | null, message: string) => null;

/**
 * What kind of line the row is (a sale or a refund), or null when it is left out (voided, not a
 * sale) or its voided column says neither yes nor no.
 */
function saleKind(cell: RowCell, problem: RowProblem, file: FileReading) {
  const { columns } = file;
  const kind = columns.eventType == null ? "sale" : lineKind(cell(columns.eventType));
  if (kind === "void") return leaveOut(file, "voided");
  if (kind === "other") {
    const named = cell(columns.eventType);
    if (!file.leftOut.otherKinds.includes(named) && file.leftOut.otherKinds.length < 20)
      file.leftOut.otherKinds.push(named);
    return leaveOut(file, "notSales");
  }
  if (columns.voided != null) {
    const voided = yesOrNo(cell(columns.voided));
    if (voided === null)
      return problem(columns.voided, `${shown(cell(columns.voided))} is neither yes nor no.`);
    if (voided) return leaveOut(file, "voided");
  }
  return kind;
}

/**
 * The row's day and time of day, from its date column (or the file's one day), or null when the
 * date is wrong or waits on the file to say which way its dates are written.
 */
function dayAndTime(
  cell: RowCell,
  problem: RowProblem,
  row: number,
  file: FileReading,
): { day: string | null; time: string | null } | null {
  const { columns } = file;
  let day = file.day;
  let time: string | null = null;
  if (columns.date != null) {
    const text = cell(columns.date);
    if (text === "") return problem(columns.date, "there is no date.");
    const read = readDateCell(text);
    if (read.kind === "wrong") return problem(columns.date, `${shown(text)} ${read.reason}.`);
    time = read.time;
    if (read.kind === "day") day = read.day;
    else if (dayOf(read, true) === null && dayOf(read, false) === null)
      return problem(columns.date, `${shown(text)} is not a day.`);
    else if (file.dayFirst === null) {
      file.undecided.push({ row, cell: text });
      return null;
    } else {
      day = dayOf(read, file.dayFirst);
      const order = file.dayFirst ? "the day first" : "the month first";
      if (day === null)
        return problem(
          columns.date,
          file.dayFirstFromFile
            ? `${shown(text)} does not fit the other dates of this column, which put ${order}.`
            : `${shown(text)} is not a day when dates put ${order}.`,
        );
    }
  }
  return { day, time };
}

/** A refund takes back what was sold, whichever sign the till wrote it with. */
const negative = (decimal: string) =>
  decimal === "0" ? "0" : decimal.startsWith("-") ? decimal : `-${decimal}`;

function leaveOut(file: FileReading, reason: "voided" | "notSales"): null {
  file.leftOut[reason] += 1;
  return null;
}
