// `npm run bench:invoices`: how well and how fast Larder reads supplier invoices it has never
// seen (issue 16). It makes a labelled corpus (apps/server/test/invoice-corpus.ts: BENCH_INVOICES
// invoices, default 60, in six languages and four layouts), draws each as a PDF with a text
// layer, a scan saved as PDF and a phone photo, reads all of them through the server's own reader
// (a worker thread: text layer or OCR, then the fields), and prints exact-match accuracy per
// field and per kind, seconds per file (p50, max), and the peak memory of the process that ran
// the reader (bench/invoice-read.mjs: the built reader, in its own process, as the server runs it).
// Bars: invoice number, date and total all right on >= 95% of text PDFs and >= 85% of photos;
// a one-page text PDF in < 1 s and a scanned page in < 10 s at p50; memory < 600 MB.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { exact, type ReadInvoice } from "@larder/domain";
import { invoiceJson } from "../apps/server/src/cli/extract-invoice";
import { buildIfNeeded } from "./larder.mjs";
import {
  inventInvoice,
  invoicePdf,
  pdfPagePng,
  phonePhoto,
  scannedPdf,
  type InvoiceTruth,
} from "../apps/server/test/invoice-corpus";

const COUNT = Number(process.env.BENCH_INVOICES ?? 60);
const KINDS = ["text PDF", "scanned PDF", "phone photo"] as const;
type Kind = (typeof KINDS)[number];
const FIELDS = [
  "supplier",
  "invoice_number",
  "date",
  "due_date",
  "currency",
  "subtotal",
  "tax",
  "total",
  "lines",
] as const;

type Read = ReturnType<typeof invoiceJson>;
const sameMoney = (a: string | null, b: string) => a !== null && exact(a).equals(exact(b));

function right(read: Read, truth: InvoiceTruth): Record<(typeof FIELDS)[number], boolean> {
  const lines = read.lines.value;
  return {
    supplier: read.supplier.value?.toLowerCase() === truth.supplier.toLowerCase(),
    invoice_number: read.invoice_number.value === truth.invoiceNumber,
    date: read.date.value === truth.date,
    due_date: read.due_date.value === truth.dueDate,
    currency: read.currency.value === truth.currency,
    subtotal: sameMoney(read.subtotal.value, truth.subtotal),
    tax: sameMoney(read.tax.value, truth.tax),
    total: sameMoney(read.total.value, truth.total),
    lines:
      lines.length === truth.lines.length &&
      lines.every(
        (line, i) =>
          line.quantity !== null &&
          exact(line.quantity).equals(exact(truth.lines[i]!.quantity)) &&
          sameMoney(line.amount, truth.lines[i]!.amount) &&
          sameMoney(line.unit_price, truth.lines[i]!.unitPrice),
      ),
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;

const tally = new Map<
  Kind,
  { right: Record<string, number>; all3: number; seconds: number[]; misses: string[] }
>();
for (const kind of KINDS) tally.set(kind, { right: {}, all3: 0, seconds: [], misses: [] });

console.log(`Making ${COUNT} invoices, each as a text PDF, a scanned PDF and a phone photo…`);
const folder = mkdtempSync(path.join(os.tmpdir(), "larder-invoices-"));
const made: { file: string; kind: Kind; index: number; truth: InvoiceTruth }[] = [];
// The first file warms the reader (the OCR engine loads once per thread); it is not scored.
const warm = path.join(folder, "warm.jpg");
writeFileSync(
  warm,
  await phonePhoto(await pdfPagePng(await invoicePdf(inventInvoice(999), 999)), 999),
);
for (let index = 0; index < COUNT; index += 1) {
  const truth = inventInvoice(index);
  const pdf = await invoicePdf(truth, index);
  const png = await pdfPagePng(pdf);
  const files: Record<Kind, [string, Uint8Array]> = {
    "text PDF": ["pdf", pdf],
    "scanned PDF": ["scan.pdf", await scannedPdf(png)],
    "phone photo": ["jpg", await phonePhoto(png, index)],
  };
  for (const kind of KINDS) {
    const file = path.join(folder, `${index}.${files[kind][0]}`);
    writeFileSync(file, files[kind][1]);
    made.push({ file, kind, index, truth });
  }
}
console.log(`Reading them in a process of its own…`);
await buildIfNeeded();
const child = spawnSync(process.execPath, ["bench/invoice-read.mjs"], {
  input: [warm, ...made.map((m) => m.file)].join("\n"),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (child.status !== 0) throw new Error(`the reading process failed: ${child.stderr}`);
const outputs = child.stdout
  .split("\n")
  .filter((line) => line.startsWith("{"))
  .map((line) => JSON.parse(line));
const { readerPeakMb: peak, peakMb: benchPeak } = outputs.at(-1) as {
  readerPeakMb: number;
  peakMb: number;
};
const byFile = new Map(outputs.filter((o) => o.file).map((o) => [o.file as string, o]));
for (const { file, kind, index, truth } of made) {
  const output = byFile.get(file) as { seconds: number; invoice?: ReadInvoice; error?: string };
  const entry = tally.get(kind)!;
  entry.seconds.push(output.seconds);
  if (!output.invoice) {
    entry.misses.push(`#${index}: ${output.error}`);
    continue;
  }
  const read = invoiceJson(output.invoice);
  const marks = right(read, truth);
  for (const field of FIELDS)
    entry.right[field] = (entry.right[field] ?? 0) + (marks[field] ? 1 : 0);
  if (marks.invoice_number && marks.date && marks.total) entry.all3 += 1;
  else if (entry.misses.length < 8)
    entry.misses.push(
      `#${index} ${truth.language} layout ${truth.layout}: number ${read.invoice_number.value} (${truth.invoiceNumber}), date ${read.date.value} (${truth.date}), total ${read.total.value} (${truth.total})`,
    );
}
rmSync(folder, { recursive: true, force: true });

const pct = (n: number) => `${((100 * n) / COUNT).toFixed(0)}%`.padStart(5);
console.log(`\n${"field".padEnd(16)}${KINDS.map((k) => k.padStart(13)).join("")}`);
for (const field of FIELDS)
  console.log(
    `${field.padEnd(16)}${KINDS.map((k) => pct(tally.get(k)!.right[field] ?? 0).padStart(13)).join("")}`,
  );
console.log(
  `${"number+date+total".padEnd(16)}${KINDS.map((k) => pct(tally.get(k)!.all3).padStart(13)).join("")}`,
);
console.log(
  `${"seconds p50".padEnd(16)}${KINDS.map((k) => percentile(tally.get(k)!.seconds, 50).toFixed(2).padStart(13)).join("")}`,
);
console.log(
  `${"seconds max".padEnd(16)}${KINDS.map((k) =>
    Math.max(...tally.get(k)!.seconds)
      .toFixed(2)
      .padStart(13),
  ).join("")}`,
);
console.log(
  `memory: the reader's process at its peak ${peak.toFixed(0)} MB (the process that sent it the files: ${benchPeak.toFixed(0)} MB)`,
);
for (const kind of KINDS)
  for (const miss of tally.get(kind)!.misses) console.log(`  ${kind}: ${miss}`);

const text = tally.get("text PDF")!;
const photo = tally.get("phone photo")!;
const scan = tally.get("scanned PDF")!;
const bars: [string, boolean][] = [
  [
    `text PDFs: number, date and total all right >= 95%: ${pct(text.all3).trim()}`,
    text.all3 / COUNT >= 0.95,
  ],
  [
    `photos: number, date and total all right >= 85%: ${pct(photo.all3).trim()}`,
    photo.all3 / COUNT >= 0.85,
  ],
  [
    `a text PDF in < 1 s (p50): ${percentile(text.seconds, 50).toFixed(2)} s`,
    percentile(text.seconds, 50) < 1,
  ],
  [
    `a scanned page in < 10 s (p50): ${percentile(scan.seconds, 50).toFixed(2)} s`,
    percentile(scan.seconds, 50) < 10,
  ],
  [`memory < 600 MB: ${peak.toFixed(0)} MB`, peak < 600],
];
for (const [line, ok] of bars) console.log(`  ${ok ? "✔ passed" : "✖ missed"}: ${line}`);
process.exit(bars.every(([, ok]) => ok) ? 0 : 1);
