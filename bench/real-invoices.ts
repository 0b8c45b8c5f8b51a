// `npm run bench:real-invoices`: how well Larder reads invoices it did not make. The files in
// bench/real-invoices/ come from other people's software and documentation (npm and Debian
// packages; README.md there says which and under what licence), with their true values read by
// hand in labels.json. Each is read by the server's own reader, built, in a process of its own
// (bench/invoice-read.mjs, as bench:invoices does), and the fields are compared exactly: money as
// exact decimals, dates as days. A field a document does not write as one figure is left out of
// labels.json and not scored; a field labelled null is right only when nothing is read.
// Each text PDF is also printed and photographed (bench/photograph.ts): held flat over the page,
// and lying on a counter at an angle, so that layouts Larder was not written around are read
// from photos too. `--kinds file,photo,angled` chooses the forms (all three by default);
// `npx tsx bench/real-invoices.ts gnucash` reads only the files whose names contain "gnucash".
// Bars (the product owners', on their own real invoices): number, date and total all right on
// >= 90% of the files as they are and >= 90% of the photos.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { exact, type ReadInvoice } from "@larder/domain";
import { invoiceJson } from "../apps/server/src/cli/extract-invoice";
import { buildIfNeeded, root } from "./larder.mjs";
import { photographed } from "./photograph";

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
const kindsAt = process.argv.indexOf("--kinds");
const forms = kindsAt > 0 ? process.argv[kindsAt + 1]!.split(",") : ["file", "photo", "angled"];
const only = process.argv
  .slice(2)
  .find((arg, at, all) => !arg.startsWith("--") && all[at - 1] !== "--kinds");
const chosen = Object.entries(labels.invoices).filter(([name]) => !only || name.includes(only));
if (chosen.length === 0) throw new Error(`no sample's name contains "${only}"`);

// Each sample as it is read: the file itself, or a photo of a text PDF written to a folder of
// its own (a photo of a screenshot would be a photo of a screen, not of paper).
const photos = mkdtempSync(path.join(os.tmpdir(), "larder-real-photos-"));
const samples: [name: string, sample: Sample, file: string][] = [];
if (forms.includes("file"))
  for (const [name, sample] of chosen) samples.push([name, sample, path.join(folder, name)]);
for (const [index, [name, sample]] of chosen.entries()) {
  if (sample.kind !== "text PDF") continue;
  const pdf = readFileSync(path.join(folder, name));
  for (const form of ["photo", "angled"].filter((f) => forms.includes(f))) {
    const [extension, bytes] = await photographed(pdf, 500 + index, form === "angled");
    const file = path.join(photos, `${name}.${form}.${extension}`);
    writeFileSync(file, bytes);
    samples.push([
      path.basename(file),
      { ...sample, kind: form === "photo" ? "photo" : "angled photo" },
      file,
    ]);
  }
}

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
  input: samples.map(([, , file]) => file).join("\n"),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
rmSync(photos, { recursive: true, force: true });
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
console.log("");

// The bars: the files as they are together, and each photographed form.
const bars = [
  ["the files as they are", chosen.map(([, sample]) => sample.kind)],
  ...["photo", "angled photo"].map((kind) => [kind, [kind]] as const),
] as const;
let ok = true;
for (const [what, ofKinds] of bars) {
  const entries = [...new Set(ofKinds)]
    .map((kind) => scored[`number+date+total (${kind})`])
    .filter((entry) => entry !== undefined);
  if (entries.length === 0) continue;
  const right = entries.reduce((sum, entry) => sum + entry.right, 0);
  const of = entries.reduce((sum, entry) => sum + entry.of, 0);
  const passed = right / of >= 0.9;
  ok &&= passed;
  console.log(
    `  ${passed ? "✔ passed" : "✖ missed"}: ${what}, number, date and total all right >= 90%: ${((100 * right) / of).toFixed(0)}% (${right}/${of})`,
  );
}
process.exit(ok ? 0 : 1);
