// `npm run bench:import-read`: reading an import's workbook, the old way (exceljs loads the
// whole workbook) against the streaming reader (lib/spreadsheet/xlsx.ts), and through the worker
// thread the server uses, while watching this process's event loop.
//
// It writes item workbooks of 10,000 and 50,000 rows with exceljs (eleven columns, as the
// export writes them), reads each three times each way and prints the median time, the
// heap the read added at its peak, and the ratio. Bars: the streaming reader is no slower than
// exceljs; the event loop of this process (the server's, in production) never waits 100 ms
// while the worker reads. Exits 1 if missed.
import ExcelJS from "exceljs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { readTableInWorker } from "../apps/server/src/jobs/table-reader";
import { readTable } from "../apps/server/src/lib/spreadsheet/table";

const DELAY_BAR_MS = 100;

async function itemsWorkbook(rows: number): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Items");
  sheet.addRow(["name", "category", "unit", "location", "on_hand", "unit_cost", "minimum"]);
  const categories = ["Protein", "Herbs", "Pantry", "Vegetables", "Dairy"];
  for (let i = 0; i < rows; i += 1)
    sheet.addRow([`Item ${i}`, categories[i % 5], "kg", "Main", (i % 97) / 4, 2.5, 5]);
  for (let i = 0; i < rows; i += 1)
    sheet.getRow(i + 2).getCell(8).value = String(4006381333931 + i);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function oldRead(bytes: Uint8Array): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  let rows = 0;
  book.worksheets[0]!.eachRow({ includeEmpty: false }, () => (rows += 1));
  return rows;
}

async function newRead(bytes: Uint8Array): Promise<number> {
  let rows = 0;
  await readTable("xlsx", bytes, { row: () => (rows += 1) });
  return rows;
}

/** Median time of three runs, and the most heap any run added (sampled every 5 ms). */
async function measure(read: () => Promise<unknown>) {
  const times: number[] = [];
  let peak = 0;
  for (let run = 0; run < 3; run += 1) {
    globalThis.gc?.();
    const base = process.memoryUsage().heapUsed;
    const sampler = setInterval(
      () => (peak = Math.max(peak, process.memoryUsage().heapUsed - base)),
      5,
    );
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed - base);
  }
  times.sort((a, b) => a - b);
  return { ms: times[1]!, heapMb: peak / 2 ** 20 };
}

let exitCode = 0;
for (const rows of [10_000, 50_000]) {
  const bytes = await itemsWorkbook(rows);
  const before = await measure(() => oldRead(bytes));
  const after = await measure(() => newRead(bytes));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const worker = await measure(() => readTableInWorker({ format: "xlsx", bytes }, () => undefined));
  delay.disable();
  const delayMs = delay.max / 1e6;
  console.log(
    `${rows.toLocaleString("en-US")} rows (${(bytes.length / 1024).toFixed(0)} KB): ` +
      `exceljs ${before.ms.toFixed(0)} ms (+${before.heapMb.toFixed(0)} MB heap), ` +
      `streaming ${after.ms.toFixed(0)} ms (+${after.heapMb.toFixed(0)} MB), ` +
      `ratio ${(before.ms / after.ms).toFixed(2)}×; in the worker ${worker.ms.toFixed(0)} ms, ` +
      `event loop waited at most ${delayMs.toFixed(0)} ms`,
  );
  if (after.ms > before.ms || delayMs > DELAY_BAR_MS) exitCode = 1;
}
process.exit(exitCode);
