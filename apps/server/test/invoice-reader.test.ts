import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceReader } from "../src/jobs/invoice-reader";
import { inflationBomb, lockedPdf } from "./bad-documents";
import { pngClaiming } from "./corpus";
import {
  inventInvoice,
  invoicePdf,
  pdfPagePng,
  phonePhoto,
  scannedPdf,
  shadowed,
  type InvoiceTruth,
} from "./invoice-corpus";

const reader = new InvoiceReader();
const dir = mkdtempSync(path.join(os.tmpdir(), "larder-invoices-"));
let truth: InvoiceTruth;
let textPdf: Uint8Array;
let photo: Uint8Array;
let scan: Uint8Array;

beforeAll(async () => {
  // A German invoice: decimal commas, dates day first, "Gesamtbetrag".
  truth = inventInvoice(3);
  expect(truth.language).toBe("de");
  textPdf = await invoicePdf(truth, 3);
  const png = await pdfPagePng(textPdf);
  photo = await phonePhoto(png, 3);
  scan = await scannedPdf(png);
}, 60_000);
afterAll(() => reader.close());

const expectFields = (invoice: Awaited<ReturnType<typeof reader.read>>["invoice"]) => {
  expect(invoice.invoiceNumber.value).toBe(truth.invoiceNumber);
  expect(invoice.date.value).toBe(truth.date);
  expect(invoice.dueDate.value).toBe(truth.dueDate);
  expect(invoice.total.value).toBe(truth.total);
  expect(invoice.currency.value).toBe("EUR");
};

describe("the invoice reader", () => {
  it("reads a PDF's own text, the totals settled by their sum and the lines by their products", async () => {
    const { invoice, document } = await reader.read(textPdf);
    expect(document.source).toBe("text");
    expectFields(invoice);
    expect(invoice.supplier.value).toBe(truth.supplier);
    expect([invoice.subtotal.value, invoice.tax.value]).toEqual([truth.subtotal, truth.tax]);
    expect(invoice.total.confidence).toBeGreaterThan(0.95);
    expect(
      invoice.lines.value!.map((line) => [line.quantity, line.unitPrice, line.amount]),
    ).toEqual(truth.lines.map((line) => [line.quantity, line.unitPrice, line.amount]));
  });

  it("reads a scan saved as PDF and a phone photo through OCR", async () => {
    const scanned = await reader.read(scan);
    expect(scanned.document.source).toBe("ocr");
    expectFields(scanned.invoice);
    const photographed = await reader.read(photo);
    expect(photographed.document.source).toBe("ocr");
    expectFields(photographed.invoice);
    // OCR's own doubt is carried into the fields: never surer than the text layer.
    expect(photographed.invoice.total.confidence).toBeLessThanOrEqual(1);
  }, 60_000);

  it("reads a photo with the phone's shadow across half the page, lines and all", async () => {
    // Unevened, the shadowed half read as one dark block: no line and no invoice number.
    const { invoice } = await reader.read(await shadowed(photo));
    expectFields(invoice);
    expect(
      invoice.lines.value!.map((line) => [line.quantity, line.unitPrice, line.amount]),
    ).toEqual(truth.lines.map((line) => [line.quantity, line.unitPrice, line.amount]));
  }, 60_000);

  it("refuses what is not an invoice it can read, with a sentence, and goes on reading", async () => {
    const refusal = (bytes: Uint8Array) =>
      reader.read(bytes).then(
        () => "read",
        (error: Error) => error.message,
      );
    expect(await refusal(new Uint8Array())).toBe("This file is empty.");
    // A program renamed invoice.pdf: an ELF header.
    expect(
      await refusal(
        Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]),
      ),
    ).toMatch(/not a PDF or an image/);
    expect(await refusal(await lockedPdf())).toMatch(/protected by a password/);
    expect(await refusal(inflationBomb())).toMatch(/more than 150 MB once unpacked/);
    expect(await refusal(pngClaiming(20_000, 10_000))).toMatch(/200 million pixels/);
    expect(await refusal(photo.subarray(0, Math.floor(photo.length / 2)))).toMatch(
      /damaged or cut short/,
    );
    expect(await refusal(new TextEncoder().encode("%PDF-1.7\nnot really"))).toMatch(/damaged/);
    // The reader is still there for the next file.
    expectFields((await reader.read(textPdf)).invoice);
  }, 60_000);
});

describe("npm run larder -- extract-invoice", () => {
  const extract = (file: string) =>
    spawnSync("npm", ["run", "-s", "larder", "--", "extract-invoice", file], { encoding: "utf8" });

  it("prints one JSON object of fields with confidences, and exits 0", () => {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, textPdf);
    const run = extract(file);
    expect(run.status).toBe(0);
    const read = JSON.parse(run.stdout);
    expect(Object.keys(read)).toEqual([
      "supplier",
      "invoice_number",
      "date",
      "due_date",
      "currency",
      "subtotal",
      "tax",
      "total",
      "lines",
    ]);
    expect(read.invoice_number).toEqual({
      value: truth.invoiceNumber,
      confidence: expect.any(Number),
    });
    expect(read.total.value).toBe(truth.total);
    expect(read.lines.value[0]).toEqual(
      expect.objectContaining({
        quantity: truth.lines[0]!.quantity,
        amount: truth.lines[0]!.amount,
      }),
    );
  }, 60_000);

  it("exits 1 with one line for a file it cannot read, and 2 without a file", () => {
    const file = path.join(dir, "notes.pdf");
    writeFileSync(file, "just some notes");
    const refused = extract(file);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(
      refused.stderr
        .replace(/npm warn.*\n/g, "")
        .trim()
        .split("\n"),
    ).toEqual([
      `${file}: This is not a PDF or an image Larder can read: send the invoice as a PDF, or a photo or scan (JPEG, PNG, TIFF, WebP or HEIC).`,
    ]);
    const missing = extract(path.join(dir, "missing.pdf"));
    expect(missing.status).toBe(1);
    expect(
      spawnSync("npm", ["run", "-s", "larder", "--", "extract-invoice"], { encoding: "utf8" })
        .status,
    ).toBe(2);
  }, 60_000);
});
