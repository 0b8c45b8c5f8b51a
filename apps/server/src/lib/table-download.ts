import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import { toCsv } from "./csv";

export const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** A table to download: a header, then rows, one page at a time. */
export interface TableSource {
  name: string;
  header: string[];
  pages: () => AsyncIterable<string[][]>;
}

function write(stream: Writable, chunk: string | Buffer): Promise<void> {
  return stream.write(chunk)
    ? Promise.resolve()
    : new Promise((resolve) => stream.once("drain", () => resolve()));
}

/** Writes the table as CSV, with a byte-order mark so that Excel opens it as UTF-8. */
export async function writeCsv(table: TableSource, out: Writable): Promise<void> {
  await write(out, `\uFEFF${toCsv([table.header])}\r\n`);
  for await (const page of table.pages()) await write(out, `${toCsv(page)}\r\n`);
}

/** Writes the table as an .xlsx workbook of one sheet, streamed row by row. */
export async function writeXlsx(table: TableSource, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(table.name);
  sheet.columns = table.header.map((header) => ({ header, key: header, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  for await (const page of table.pages()) {
    for (const row of page) sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
}

export function downloadHeaders(reply: FastifyReply, name: string, format: "csv" | "xlsx") {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="larder-${name}-${day}.${format}"`)
    .header("cache-control", "no-store");
}

/** Sends a table already in memory as a CSV or XLSX download. */
export function sendTable(
  reply: FastifyReply,
  format: "csv" | "xlsx",
  table: { name: string; header: string[]; rows: string[][] },
) {
  const out = new PassThrough();
  const source: TableSource = {
    name: table.name,
    header: table.header,
    pages: async function* () {
      yield table.rows;
    },
  };
  void (format === "csv" ? writeCsv(source, out) : writeXlsx(source, out)).then(
    () => out.end(),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return downloadHeaders(reply, table.name, format).send(out);
}
