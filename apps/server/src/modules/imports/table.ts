import ExcelJS from "exceljs";
import Papa from "papaparse";

/** A spreadsheet as rows of cells, the header first, every cell as text. */
export type Table = string[][];

export class TableError extends Error {
  override readonly name = "TableError";
}

/** Reads CSV text (UTF-8, with or without a byte-order mark; commas, semicolons or tabs). */
export function readCsv(bytes: Uint8Array): Table {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new TableError("The file is not UTF-8 text. Save it as “CSV UTF-8” and upload it again.");
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t"],
  });
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal)
    throw new TableError(
      `Row ${(fatal.row ?? 0) + 1} has a quotation mark that is never closed. Check that row and upload again.`,
    );
  return parsed.data.map((row) => row.map((cell) => String(cell ?? "").trim()));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
  }
  return String(value).trim();
}

/** Reads the first worksheet of an .xlsx file. Numbers keep the digits Excel stored. */
export async function readXlsx(
  bytes: Uint8Array,
  onProgress?: (share: number) => void,
): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new TableError("The file could not be read as an Excel workbook (.xlsx).");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new TableError("The workbook has no worksheet.");
  const table: Table = [];
  const total = Math.max(1, sheet.rowCount);
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell !== "")) table.push(cells);
    if (number % 500 === 0) onProgress?.(number / total);
  });
  return table;
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
