// `npm run bench:real-invoices`: how well Larder reads invoices it did not make. The files in
// bench/real-invoices/ come from other people's software and documentation (npm and Debian
// packages; README.md there says which and under what licence), with their true values read by
// hand in labels.json. Each is read by the server's own reader, built, in a process of its own
// (bench/invoice-read.mjs, as bench:invoices does), and the fields are compared exactly: money as
// exact decimals, dates as days. A field a document does not write as one figure is left out of
// labels.json and not scored; a field labelled null is right only when nothing is read.
// `npx tsx bench/real-invoices.ts gnucash` reads only the files whose names contain "gnucash".
// Bar (the product owners', on their own real invoices): number, date and total all right on
// >= 90%.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { exact, type ReadInvoice } from "@larder/domain";
import { invoiceJson } from "../apps/server/src/cli/extract-invoice";
import { buildIfNeeded, root } from "./larder.mjs";

const FIELDS = [
  "supplier",
  "invoice_number",
  "date",
  "due_date",
  "currency",
  "subtotal",
  "tax",
  "total",
] as const;
type FieldName = (typeof FIELDS)[number];
const MONEY: readonly FieldName[] = ["subtotal", "tax", "total"];

interface Sample {
  kind: string;
  language: string;
  source: string;
  licence: string;
  truth: Partial<Record<FieldName, string | null>>;
}

const folder = path.join(root, "bench", "real-invoices");
const labels = JSON.parse(readFileSync(path.join(folder, "labels.json"), "utf8")) as {
  invoices: Record<string, Sample>;
};
const only = process.argv[2];
const samples = Object.entries(labels.invoices).filter(([name]) => !only || name.includes(only));
if (samples.length === 0) throw new Error(`no sample's name contains "${only}"`);

/** Names compared as a person would: without case, accents or spacing. */
const plainName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

function same(field: FieldName, read: string | null, truth: string | null): boolean {
  if (truth === null || read === null) return read === truth;
  if (MONEY.includes(field)) return exact(read).equals(exact(truth));
  if (field === "supplier") return plainName(read) === plainName(truth);
  return read === truth;
}

console.log(`Reading ${samples.length} real invoices in a process of their own…`);
await buildIfNeeded();
const child = spawnSync(process.execPath, ["bench/invoice-read.mjs"], {
  cwd: root,
  input: samples.map(([name]) => path.join(folder, name)).join("\n"),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (child.status !== 0) throw new Error(`the reading process failed: ${child.stderr}`);
const outputs = new Map(
  child.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { file?: string; seconds: number; invoice?: ReadInvoice })
    .filter((output) => output.file)
    .map((output) => [path.basename(output.file!), output]),
);

const scored: Record<string, { right: number; of: number }> = {};
const count = (key: string, ok: boolean) => {
  const entry = (scored[key] ??= { right: 0, of: 0 });
  entry.of += 1;
  if (ok) entry.right += 1;
};
const misses: string[] = [];
const seconds: number[] = [];
for (const [name, sample] of samples) {
  const output = outputs.get(name);
  seconds.push(output?.seconds ?? 0);
  const read = output?.invoice ? invoiceJson(output.invoice) : null;
  const wrong: string[] = [];
  const marks: Partial<Record<FieldName, boolean>> = {};
  for (const field of FIELDS) {
    if (!(field in sample.truth)) continue;
    const truth = sample.truth[field] ?? null;
    const value = read ? read[field].value : null;
    const ok = read !== null && same(field, value, truth);
    marks[field] = ok;
    count(field, ok);
    count(`${field} (${sample.kind})`, ok);
    if (!ok) wrong.push(`${field} ${JSON.stringify(value)} (${JSON.stringify(truth)})`);
  }
  const all3 = Boolean(marks.invoice_number && marks.date && marks.total);
  count("number+date+total", all3);
  count(`number+date+total (${sample.kind})`, all3);
  if (!read) misses.push(`${name}: not read`);
  else if (wrong.length > 0) misses.push(`${name} [${sample.language}]: ${wrong.join(", ")}`);
}

const kinds = [...new Set(samples.map(([, sample]) => sample.kind))];
const cell = (key: string) => {
  const entry = scored[key];
  if (!entry) return "-".padStart(14);
  const pct = `${((100 * entry.right) / entry.of).toFixed(0)}%`;
  return `${pct} (${entry.right}/${entry.of})`.padStart(14);
};
console.log(
  `\n${"field".padEnd(18)}${"all".padStart(14)}${kinds.map((k) => k.padStart(14)).join("")}`,
);
for (const field of [...FIELDS, "number+date+total"])
  console.log(
    `${field.padEnd(18)}${cell(field)}${kinds.map((kind) => cell(`${field} (${kind})`)).join("")}`,
  );
const sorted = [...seconds].sort((a, b) => a - b);
console.log(
  `seconds per file: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)}`,
);
if (misses.length > 0) console.log("\nMisses (read, then true):");
for (const miss of misses) console.log(`  ${miss}`);

const all3 = scored["number+date+total"]!;
const ok = all3.right / all3.of >= 0.9;
console.log(
  `\n  ${ok ? "✔ passed" : "✖ missed"}: number, date and total all right >= 90%: ${cell("number+date+total").trim()}`,
);
process.exit(ok ? 0 : 1);
