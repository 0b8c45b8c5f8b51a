import {
  TableError,
  cellAddress,
  limitMessages,
  type ImportLimits,
  type TableBudget,
} from "./limits";
import type { TableSink } from "./table";
import { XmlStream } from "./xml";
import type { WorkbookZip } from "./zip";

/** A shared text, or `null` for one longer than a cell may hold (refused where it is used). */
export type SharedText = string | null;

/**
 * The most bytes one text may take in the XML: a cell's limit in characters, with room for
 * escapes (`&amp;`). The parser holds a text whole before handing it over; this caps it.
 */
export const longestText = (budget: TableBudget) => ({
  bytes: budget.limits.cellCharacters * 8,
  error: () => new TableError(limitMessages.cell(budget.limits)),
});

/** Excel writes characters XML cannot hold as `_x000D_`. */
const unescapeExcel = (text: string) =>
  text.includes("_x")
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
    : text;

/**
 * The workbook's shared texts, which cells point at by number. Their characters together count
 * against the text limit once here, and again in every cell that uses them.
 */
export async function readSharedTexts(
  zip: WorkbookZip,
  path: string,
  budget: TableBudget,
): Promise<SharedText[]> {
  const { limits } = budget;
  const texts: SharedText[] = [];
  let parts: string[] = [];
  let length = 0;
  let total = 0;
  let inText = false;
  let phonetic = 0;
  const xml = new XmlStream({
    longest: longestText(budget),
    open: ({ name }) => {
      if (name === "si") {
        parts = [];
        length = 0;
      } else if (name === "rPh") phonetic += 1;
      else if (name === "t") inText = phonetic === 0;
    },
    text: (text) => {
      if (!inText) return;
      length += text.length;
      if (length <= limits.cellCharacters) parts.push(text);
    },
    close: (name) => {
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "si") {
        total += length;
        if (total > limits.textCharacters) throw new TableError(limitMessages.text(limits));
        if (texts.length >= limits.cells) throw new TableError(limitMessages.cells(limits));
        texts.push(length > limits.cellCharacters ? null : unescapeExcel(parts.join("")));
      }
    },
  });
  await zip.read(path, (chunk) => xml.write(chunk));
  xml.end();
  return texts;
}

/** Column A is 0; `undefined` when the reference has no letters. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.toUpperCase().charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  return letters === 0 || letters > 7 ? undefined : column - 1;
}

const dateText = (serial: number, date1904: boolean) => {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
};

interface SheetContext {
  texts: SharedText[];
  /** Cell styles that show a date. */
  dates: Set<number>;
  date1904: boolean;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string;
  inline: string;
}

/** A cell's text, as the old reader (exceljs) gave it. */
function cellText(
  cell: Cell,
  context: SheetContext,
  limits: ImportLimits,
  where: () => string,
): string {
  switch (cell.type) {
    case "s": {
      const text = context.texts[Number(cell.value)];
      if (text === null) throw new TableError(limitMessages.cell(limits, where()));
      return text ?? "";
    }
    case "inlineStr":
      return unescapeExcel(cell.inline);
    case "str":
      return unescapeExcel(cell.value);
    case "b":
      return cell.value === "" ? "" : String(cell.value === "1" || cell.value === "true");
    case "e":
      return "";
    case "d": {
      const date = new Date(cell.value);
      return Number.isNaN(date.getTime()) ? cell.value : date.toISOString().slice(0, 10);
    }
    default: {
      if (cell.value.trim() === "") return "";
      const number = Number(cell.value);
      if (!Number.isFinite(number)) return cell.value;
      return context.dates.has(cell.style) ? dateText(number, context.date1904) : String(number);
    }
  }
}

/** Reads a worksheet row by row as it unzips; every kept row goes through `budget`. */
export async function readSheet(
  zip: WorkbookZip,
  path: string,
  context: SheetContext,
  budget: TableBudget,
  sink: TableSink,
): Promise<void> {
  let row: string[] = [];
  let rowNumber = 0;
  let lastFilled = -1;
  let nextColumn = 0;
  let cell: Cell | null = null;
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  const where = (column: number) => () => cellAddress(column, rowNumber);
  const xml = new XmlStream({
    longest: longestText(budget),
    open: ({ name, attributes }) => {
      if (name === "row") {
        rowNumber = Number(attributes.r) || rowNumber + 1;
        row = [];
        lastFilled = -1;
        nextColumn = 0;
      } else if (name === "c") {
        const column = (attributes.r ? columnOf(attributes.r) : undefined) ?? nextColumn;
        nextColumn = column + 1;
        const style = Number(attributes.s ?? 0);
        cell = { column, type: attributes.t ?? "n", style, value: "", inline: "" };
      } else if (name === "v") inValue = cell !== null;
      else if (name === "is") inInline = cell !== null;
      else if (name === "rPh") phonetic += 1;
    },
    text: (text) => {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inInline && phonetic === 0) cell.inline += text;
      if (cell.value.length + cell.inline.length > budget.limits.cellCharacters)
        throw new TableError(limitMessages.cell(budget.limits, where(cell.column)()));
    },
    close: (name) => {
      if (name === "v") inValue = false;
      else if (name === "is") inInline = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "c" && cell) {
        const text = cellText(cell, context, budget.limits, where(cell.column)).trim();
        budget.checkCell(text, where(cell.column));
        if (text !== "") {
          // A filled cell far to the right makes the row that wide: counted before it is built.
          budget.checkWidth(cell.column + 1);
          row[cell.column] = text;
          lastFilled = Math.max(lastFilled, cell.column);
        }
        cell = null;
      } else if (name === "row" && lastFilled >= 0) {
        const cells = Array.from({ length: lastFilled + 1 }, (_, i) => row[i] ?? "");
        budget.addRow(cells);
        sink.row(cells);
      }
    },
  });
  const size = Math.max(1, zip.size(path));
  let read = 0;
  let shown = 0;
  await zip.read(path, (chunk) => {
    xml.write(chunk);
    read += chunk.length;
    if (read / size >= shown + 0.05) sink.progress?.((shown = read / size));
  });
  xml.end();
}
