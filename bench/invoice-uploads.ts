// `npm run bench:invoice-uploads`: 50 invoices uploaded at once to a running server, as a
// purchasing lead drops a week's mail on the Invoices screen (issue 16). The server runs in
// this process (the built server's parts, dist/bench-server.js, on the embedded database in
// memory) so that its event loop can be watched; the invoice reader runs in its own process from
// dist/, as it always does. It opens a demo workspace, sends
// BENCH_UPLOADS files (default 50: three in five PDFs with a text layer, one in five a scan saved
// as PDF, one in five a phone photo as JPEG) in parallel through HTTP, and waits until every one
// has been read. Meanwhile it asks /api/health every 100 ms, and afterwards 30 times with nothing
// left to read, as the reference its latency meanwhile is printed beside. It prints: the answers
// to the uploads (every one must be 202), how long until all were read, seconds per file by kind
// (the gaps between one read and the next: the reader reads one file at a time), the server's
// event-loop delay (p99 and max), /api/health's latency meanwhile and its reference, and the
// reader process's peak memory.
// Bars: no failed upload, every file read, event-loop delay p99 < 50 ms, reader < 600 MB,
// a text PDF < 1 s, a scanned page and a phone photo < 10 s at p50, /api/health p99 < 100 ms
// while they are read (issue 29). Exits 1 when one is missed.
import { readFileSync, readdirSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { startInProcessServer } from "./in-process-server";
import {
  inventInvoice,
  invoicePdf,
  pdfPagePng,
  phonePhoto,
  scannedPdf,
} from "../apps/server/test/invoice-corpus";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const DELAY_BAR_MS = 50;
const MEMORY_BAR_MB = 600;
const BARS = { text: 1, scanned: 10, photo: 10 };
const HEALTH_BAR_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The reader's process among this one's children, and the most memory it has held (MB). */
function readerPeakMb(): number {
  let peak = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== process.pid) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!command.includes("read-invoice")) continue;
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return peak;
}

console.log(`Drawing ${UPLOADS} invoices…`);
type Kind = keyof typeof BARS;
const files: { name: string; kind: Kind; bytes: Uint8Array; type: string }[] = [];
const kindOf = (name: string): Kind =>
  name.startsWith("scan-") ? "scanned" : name.startsWith("photo-") ? "photo" : "text";
for (let n = 0; n < UPLOADS; n += 1) {
  const pdf = await invoicePdf(inventInvoice(n, 4242), n);
  if (n % 5 === 4)
    files.push({
      name: `scan-${n}.pdf`,
      kind: "scanned",
      bytes: await scannedPdf(await pdfPagePng(pdf)),
      type: "application/pdf",
    });
  else if (n % 5 === 2)
    files.push({
      name: `photo-${n}.jpg`,
      kind: "photo",
      bytes: await phonePhoto(await pdfPagePng(pdf), n),
      type: "image/jpeg",
    });
  else files.push({ name: `invoice-${n}.pdf`, kind: "text", bytes: pdf, type: "application/pdf" });
}

// The server as `npm start` runs it, in this process so that its event loop can be watched.
const { app, db, address, workspaceId, headers, withTenant } = await startInProcessServer();

const delay = monitorEventLoopDelay({ resolution: 10 });
const health: number[] = [];
let watching = true;
const watchHealth = (async () => {
  while (watching) {
    const asked = performance.now();
    await fetch(`${address}/api/health`);
    health.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
let peakMb = 0;
const memory = setInterval(() => (peakMb = Math.max(peakMb, readerPeakMb())), 250);

delay.enable();
const started = performance.now();
const answers = await Promise.all(
  files.map((file) =>
    fetch(`${address}/api/w/${workspaceId}/invoices/scans?fileName=${file.name}`, {
      method: "POST",
      headers: { ...headers, "content-type": file.type },
      body: file.bytes,
    }).then((response) => response.status),
  ),
);
const uploaded = performance.now() - started;
let reading = UPLOADS;
while (reading > 0) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const { rows } = await withTenant(db, { workspaceId }, (tx) =>
    tx.query<{ n: number }>(
      "select count(*)::int as n from document_scans where workspace_id = $1 and status = 'reading'",
      [workspaceId],
    ),
  );
  reading = rows[0]!.n;
}
const allRead = (performance.now() - started) / 1000;
delay.disable();
watching = false;
await watchHealth;
clearInterval(memory);

const { rows } = await withTenant(db, { workspaceId }, (tx) =>
  tx.query<{ name: string; status: string; read_ms: number; error: string | null }>(
    `select f.file_name as name, s.status, s.error,
            extract(epoch from s.read_at) * 1000 as read_ms
       from document_scans s join document_files f on f.workspace_id = s.workspace_id and f.id = s.file_id
      where s.workspace_id = $1 order by s.read_at`,
    [workspaceId],
  ),
);
// The reference: /api/health with nothing left to read, on this machine, in this run.
const quiet: number[] = [];
for (let n = 0; n < 30; n += 1) {
  const asked = performance.now();
  await fetch(`${address}/api/health`);
  quiet.push(performance.now() - asked);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

await app.close();

// The reader reads one file at a time: each file took the time since the one before it was read.
const seconds = { text: [] as number[], scanned: [] as number[], photo: [] as number[] };
for (let i = 1; i < rows.length; i += 1) {
  const kind = kindOf(rows[i]!.name);
  seconds[kind].push((Number(rows[i]!.read_ms) - Number(rows[i - 1]!.read_ms)) / 1000);
}
const refused = answers.filter((status) => status !== 202).length;
const failed = rows.filter((row) => row.status !== "ready");
const p99 = delay.percentile(99) / 1e6;
const textP50 = percentile(seconds.text, 50);
const scannedP50 = percentile(seconds.scanned, 50);
const photoP50 = percentile(seconds.photo, 50);
const healthP99 = percentile(health, 99);
console.log(
  `${UPLOADS} uploads at once: ${answers.length - refused} answered 202 in ${(uploaded / 1000).toFixed(1)} s, ${refused} refused; ` +
    `all read after ${allRead.toFixed(1)} s (${rows.length - failed.length} ready, ${failed.length} not)`,
);
for (const row of failed) console.log(`  not read: ${row.name}: ${row.error}`);
console.log(
  `seconds per file, p50 / max: text PDF ${textP50.toFixed(2)} / ${Math.max(...seconds.text).toFixed(2)} (bar ${BARS.text}), ` +
    `scanned PDF ${scannedP50.toFixed(2)} / ${Math.max(...seconds.scanned).toFixed(2)} (bar ${BARS.scanned}), ` +
    `phone photo ${photoP50.toFixed(2)} / ${Math.max(...seconds.photo).toFixed(2)} (bar ${BARS.photo})`,
);
console.log(
  `server event-loop delay p99 ${p99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms (bar p99 < ${DELAY_BAR_MS}); ` +
    `/api/health meanwhile p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${healthP99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (bar p99 < ${HEALTH_BAR_MS}); ` +
    `with nothing to read (the reference, same run) p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms`,
);
console.log(`reader process peak memory ${peakMb.toFixed(0)} MB (bar < ${MEMORY_BAR_MB})`);
const ok =
  refused === 0 &&
  failed.length === 0 &&
  p99 < DELAY_BAR_MS &&
  peakMb < MEMORY_BAR_MB &&
  textP50 < BARS.text &&
  scannedP50 < BARS.scanned &&
  photoP50 < BARS.photo &&
  healthP99 < HEALTH_BAR_MS;
console.log(ok ? "✔ within the bars" : "✖ a bar was missed");
process.exit(ok ? 0 : 1);
