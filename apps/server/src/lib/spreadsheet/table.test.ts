import { IMPORT_LIMITS } from "@larder/contracts";
import ExcelJS from "exceljs";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sheetXml, sharedTextWorkbook, workbook, zipBomb } from "../../../test/corpus";
import { TableBudget, type ImportLimits } from "./limits";
import { readTable, type Table } from "./table";

async function read(format: "csv" | "xlsx", bytes: Uint8Array, limits?: Partial<ImportLimits>) {
  const table: Table = [];
  await readTable(
    format,
    bytes,
    { row: (cells) => table.push(cells) },
    new TableBudget({ ...IMPORT_LIMITS, ...limits }),
  );
  return table;
}

const failure = (format: "csv" | "xlsx", bytes: Uint8Array, limits?: Partial<ImportLimits>) =>
  read(format, bytes, limits).then(
    () => "read without complaint",
    (error: Error) => `${error.name}: ${error.message}`,
  );

describe("reading a workbook as it unzips", () => {
  it("reads what exceljs wrote as exceljs read it: numbers, dates, formulas, rich text, gaps", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Stock");
    sheet.addRow(["Item", "Unit", "Qty", "Cost", "Counted", "Frozen"]);
    sheet.addRow(["Basil", "oz", 12, 1.1, new Date(Date.UTC(2026, 10, 3)), false]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: "Flour " }, { text: "T55", font: { bold: true } }] }, "kg"]);
    sheet.getCell("C4").value = { formula: "2*10", result: 20 };
    sheet.getCell("F4").value = true;
    sheet.getCell("H5").value = "far right";
    sheet.addRow(["  Eggs  ", "each", 0.30000000000000004]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await read("xlsx", bytes)).toEqual([
      ["Item", "Unit", "Qty", "Cost", "Counted", "Frozen"],
      ["Basil", "oz", "12", "1.1", "2026-11-03", "false"],
      ["Flour T55", "kg", "20", "", "", "true"],
      ["", "", "", "", "", "", "", "far right"],
      ["Eggs", "each", "0.30000000000000004"],
    ]);
  });

  it("reads elements written with a prefix, inline texts and cells without references", async () => {
    const xml = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>name</x:t></x:is></x:c><x:c t="s"><x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(await read("xlsx", workbook(xml, ["unit & more_x000D_"]))).toEqual([
      ["name", "unit & more"],
    ]);
  });

  it("refuses a zip bomb by its declared size, before unzipping a byte", async () => {
    const refusal =
      "TableError: This workbook unzips to more than 100 MB; Larder reads at most 100 MB. Split it into smaller files, or save it as CSV.";
    const bomb = zipBomb(3);
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    expect(await failure("xlsx", bomb)).toBe(refusal);
    // The same directory over bytes that are not deflate at all: had a byte been unzipped, the
    // reader would have found them damaged; refused by the declared size, it never looks.
    const unread = workbook({
      name: "",
      deflated: { bytes: randomBytes(4096), size: 3 * 2 ** 30 },
    });
    expect(await failure("xlsx", unread)).toBe(refusal);
  }, 30_000);

  it("stops a zip bomb whose directory lies about its size as soon as it passes it", async () => {
    expect(await failure("xlsx", zipBomb(3, { lying: true }))).toBe(
      "TableError: This workbook unzips to more than it says it holds, so Larder stopped reading it. Open it in Excel, save it again and upload that.",
    );
  }, 30_000);

  it("names the cell that holds a text longer than Excel allows, when a row uses it", async () => {
    expect(await failure("xlsx", sharedTextWorkbook(30_000, 100_000))).toBe(
      "TableError: Cell A1 holds more than 32,767 characters, more than Excel allows in one cell. Shorten it and upload the file again.",
    );
  }, 30_000);

  it("counts a shared text in every cell that uses it", async () => {
    expect(await failure("xlsx", sharedTextWorkbook(30_000, 30_000))).toBe(
      "TableError: This file holds more than 20 million characters of text once every cell is filled in (a text shared by many cells counts in each of them); Larder reads at most 20 million. Split it into smaller files.",
    );
  }, 30_000);

  it("counts the empty cells up to a filled one far to the right", async () => {
    const cells = Array.from({ length: 3 }, (_, i) => `<c r="XFD${i + 1}"><v>1</v></c>`);
    expect(await failure("xlsx", workbook(sheetXml(cells)), { cells: 40_000 })).toContain(
      "This file has more than 40,000 cells (counting empty cells between filled ones)",
    );
  });

  it("refuses entities a document defines itself (an entity bomb)", async () => {
    const xml = `<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`;
    expect(await failure("xlsx", workbook(xml))).toBe(
      "TableError: The file could not be read as an Excel workbook (.xlsx).",
    );
  });
});

describe("reading CSV within the limits", () => {
  it("reads UTF-8 with a byte-order mark, semicolons and quotes", async () => {
    const csv = new TextEncoder().encode('\uFEFFname;unit\n"Basil; Thai";oz\n\n Eggs ;each\n');
    expect(await read("csv", csv)).toEqual([
      ["name", "unit"],
      ["Basil; Thai", "oz"],
      ["Eggs", "each"],
    ]);
  });

  it("stops at the first limit passed, naming it", async () => {
    const rows = (n: number) => new TextEncoder().encode("name,unit\n" + "Basil,oz\n".repeat(n));
    expect(await failure("csv", rows(10), { rows: 5 })).toContain(
      "This file has more than 5 rows; Larder imports at most 5 at a time.",
    );
    expect(await failure("csv", new TextEncoder().encode(",".repeat(2_100_000) + "x"))).toContain(
      "This file has more than 2,000,000 cells",
    );
    const long = new TextEncoder().encode(`name,notes\nBasil,${"x".repeat(40_000)}\n`);
    expect(await failure("csv", long)).toBe(
      "TableError: Cell B2 holds more than 32,767 characters, more than Excel allows in one cell. Shorten it and upload the file again.",
    );
    expect(await failure("csv", new TextEncoder().encode('name\n"Basil\nEggs\n'))).toContain(
      "Row 2 has a quotation mark that is never closed.",
    );
  });
});
