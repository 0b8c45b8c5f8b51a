import Papa from "papaparse";
import { TableBudget, TableError, cellAddress } from "./limits";
import { readXlsx } from "./xlsx";

export { TableError } from "./limits";

/** A spreadsheet as rows of cells, the header first, every cell as text. */
export type Table = string[][];

/** Where a reader puts what it reads, row by row, and how far it has got (0 … 1). */
export interface TableSink {
  row(cells: string[]): void;
  progress?(share: number): void;
}

/**
 * Reads CSV text (UTF-8, with or without a byte-order mark; commas, semicolons or tabs) row by
 * row into `sink`; every row passes through `budget` first.
 */
export function readCsv(bytes: Uint8Array, sink: TableSink, budget = new TableBudget()): void {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new TableError("The file is not UTF-8 text. Save it as “CSV UTF-8” and upload it again.");
  }
  text = text.replace(/^\uFEFF/, "");
  let failure: unknown = null;
  let record = 0;
  let shown = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t"],
    step: (result, parser) => {
      record += 1;
      try {
        if (result.errors.some((error) => error.type === "Quotes"))
          throw new TableError(
            `Row ${record} has a quotation mark that is never closed. Check that row and upload again.`,
          );
        const cells = result.data.map((cell) => String(cell ?? "").trim());
        budget.checkWidth(cells.length);
        cells.forEach((cell, column) => budget.checkCell(cell, () => cellAddress(column, record)));
        budget.addRow(cells);
        sink.row(cells);
        const share = result.meta.cursor / Math.max(1, text.length);
        if (share >= shown + 0.05) sink.progress?.((shown = share));
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}

/** Reads an uploaded CSV or .xlsx file row by row, within `budget`. */
export async function readTable(
  format: "csv" | "xlsx",
  bytes: Uint8Array,
  sink: TableSink,
  budget = new TableBudget(),
): Promise<void> {
  if (format === "csv") readCsv(bytes, sink, budget);
  else await readXlsx(bytes, sink, budget);
}

/** What the bytes are: a zip archive is an .xlsx workbook; text is CSV; anything else is neither. */
export function sniffFormat(bytes: Uint8Array): "csv" | "xlsx" | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return "xlsx";
  // Text: no NUL bytes in the first kilobytes.
  const head = bytes.subarray(0, 4096);
  if (head.length > 0 && !head.includes(0)) return "csv";
  return null;
}
