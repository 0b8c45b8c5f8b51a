import { IMPORT_LIMITS } from "@larder/contracts";

/** A file Larder will not read, with the reason in words for the person who uploaded it. */
export class TableError extends Error {
  override readonly name = "TableError";
}

export type ImportLimits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

const count = (n: number) => n.toLocaleString("en-US");
const megabytes = (bytes: number) => `${count(Math.round(bytes / (1024 * 1024)))} MB`;
const millions = (n: number) =>
  n % 1_000_000 === 0 ? `${count(n / 1_000_000)} million` : count(n);

/** The sentences that name each limit (issue 13): what happened, the limit, what to do. */
export const limitMessages = {
  expanded: (limits: ImportLimits) =>
    `This workbook unzips to more than ${megabytes(limits.expandedBytes)}; Larder reads at most ${megabytes(limits.expandedBytes)}. Split it into smaller files, or save it as CSV.`,
  rows: (limits: ImportLimits) =>
    `This file has more than ${count(limits.rows)} rows; Larder imports at most ${count(limits.rows)} at a time. Split it into smaller files.`,
  cells: (limits: ImportLimits) =>
    `This file has more than ${count(limits.cells)} cells (counting empty cells between filled ones); Larder reads at most ${count(limits.cells)}. Delete the columns Larder does not use, or split the file.`,
  cell: (limits: ImportLimits, cell?: string) =>
    `${cell ? `Cell ${cell}` : "A cell"} holds more than ${count(limits.cellCharacters)} characters, more than Excel allows in one cell. Shorten it and upload the file again.`,
  text: (limits: ImportLimits) =>
    `This file holds more than ${millions(limits.textCharacters)} characters of text once every cell is filled in (a text shared by many cells counts in each of them); Larder reads at most ${millions(limits.textCharacters)}. Split it into smaller files.`,
  time: (limits: ImportLimits) =>
    `Reading this file took longer than ${limits.readSeconds % 60 === 0 ? `${count(limits.readSeconds / 60)} minutes` : `${count(limits.readSeconds)} seconds`}, so Larder stopped. Split it into smaller files and upload them one by one.`,
  memory: (megabytesAllowed: number) =>
    `Reading this file needed more than the ${count(megabytesAllowed)} MB of memory Larder gives it, so Larder stopped. Split it into smaller files, or save it as CSV.`,
};

/** A1-style address of a cell: column 0, row 1 is "A1". */
export function cellAddress(column: number, row: number): string {
  let letters = "";
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/**
 * Counts what a reader keeps, and stops it at the first limit passed: rows, cells, the
 * characters of one cell and of all of them. Every reader sends every kept row through here,
 * so nothing past the limits leaves the reading worker.
 */
export class TableBudget {
  rows = 0;
  cells = 0;
  characters = 0;

  constructor(readonly limits: ImportLimits = { ...IMPORT_LIMITS }) {}

  /** Before a row of `width` cells is built (a cell far to the right pads the row). */
  checkWidth(width: number): void {
    if (this.cells + width > this.limits.cells)
      throw new TableError(limitMessages.cells(this.limits));
  }

  /** Checks one cell's text; `where` names it (C7) for the message. */
  checkCell(text: string, where: () => string): void {
    if (text.length > this.limits.cellCharacters)
      throw new TableError(limitMessages.cell(this.limits, where()));
  }

  /** Counts a row about to be kept. */
  addRow(cells: readonly string[]): void {
    this.rows += 1;
    if (this.rows > this.limits.rows) throw new TableError(limitMessages.rows(this.limits));
    this.checkWidth(cells.length);
    this.cells += cells.length;
    for (const cell of cells) this.characters += cell.length;
    if (this.characters > this.limits.textCharacters)
      throw new TableError(limitMessages.text(this.limits));
  }
}
