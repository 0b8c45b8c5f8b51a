// The reading half of `npm run bench:invoices`, in a process of its own so that its memory is
// the reader's, not the corpus maker's: the built InvoiceReader (dist/invoice-reader.js, with
// its process dist/workers/read-invoice.js, as the server runs them) reads every file named on
// stdin, one path a line, one at a time. It prints each file's reading and seconds, then the
// peak memory of the reader's own process (VmHWM; it is started afresh every 20 files) and of
// this one.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { InvoiceReader } from "../apps/server/dist/invoice-reader.js";

const resident = (field) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0,
  ) / 1024;
const files = readFileSync(0, "utf8").split("\n").filter(Boolean);
const before = resident("VmRSS");
const reader = new InvoiceReader();
for (const file of files) {
  const started = performance.now();
  try {
    const { invoice } = await reader.read(readFileSync(file));
    console.log(JSON.stringify({ file, seconds: (performance.now() - started) / 1000, invoice }));
  } catch (error) {
    console.log(
      JSON.stringify({ file, seconds: (performance.now() - started) / 1000, error: error.message }),
    );
  }
}
const readerPeakMb = reader.peakMemoryMb;
await reader.close();
console.log(JSON.stringify({ beforeMb: before, peakMb: resident("VmHWM"), readerPeakMb }));
