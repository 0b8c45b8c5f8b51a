// `npm run bench:sales-import`: importing a 100,000-line POS export, in the background jobs the
// server runs, while watching the event loop of the process that runs them.
//
// On the embedded database (in memory) and then on a throw-away PostgreSQL database, it opens a
// demo workspace (its menu of 39 plates and their recipes), writes a Square "Items Detail" export
// of 100,000 lines over 90 days, and imports it as the server does: createSalesImport, the
// read-sales job (read in a worker, checked), then the post-sales job (kept, and every plate's
// ingredients taken from stock, in one transaction). Meanwhile it measures this process's
// event-loop delay. Bars: upload to posted in < 30 s; event-loop delay p99 < 50 ms. Exits 1 if
// either is missed on either engine.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { Database } from "../apps/server/src/db/database";
import { openDatabase } from "../apps/server/src/db/open";
import { withTenant } from "../apps/server/src/db/tenant";
import type { Member } from "../apps/server/src/http/access";
import { createDemoWorkspace } from "../apps/server/src/modules/demo/service";
import { SAMPLE_MENU } from "../apps/server/src/modules/demo/sample-recipes";
import {
  confirmSalesImport,
  createSalesImport,
  findSalesImport,
} from "../apps/server/src/modules/sales/imports";
import { postSalesImport, readSalesImport } from "../apps/server/src/modules/sales/import-jobs";
import { squareFile, type FileLine } from "../apps/server/test/sales-kit";
import { admin, databaseUrl } from "./bench-workspace";

const LINES = Number(process.env.BENCH_SALES_LINES ?? 100_000);
const SECONDS_BAR = 30;
const DELAY_BAR_MS = 50;
const migrationsDir = fileURLToPath(new URL("../apps/server/db/migrations", import.meta.url));

/** A Square export of LINES lines: the demo's plates (and a few names it does not know). */
function exportFile(): string {
  const names = [...SAMPLE_MENU.map((item) => item.name), "Chef's Special", "Gift Card"];
  const lines: FileLine[] = [];
  for (let n = 0; n < LINES; n += 1) {
    const daysAgo = 1 + (n % 90);
    const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const minute = n % 600;
    lines.push({
      day,
      time: `${String(11 + Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
      item: names[(n * 7) % names.length]!,
      qty: String(1 + (n % 3)),
      net: `${(12 + (n % 20)).toFixed(2)}`,
      ticket: `T${Math.floor(n / 3)}`,
    });
  }
  return squareFile(lines);
}

async function importOnce(engine: string, db: Database, file: Uint8Array) {
  const { workspaceId } = await createDemoWorkspace(db, { ip: "203.0.113.9", userAgent: "bench" });
  const member = await withTenant(db, { workspaceId }, async (tx): Promise<Member> => {
    const { rows } = await tx.query<{ user_id: string; email: string; location_id: string }>(
      `select m.user_id, u.email,
              (select id from locations where workspace_id = $1 and name = 'Main Street Bistro') as location_id
         from memberships m join users u on u.id = m.user_id
        where m.workspace_id = $1 and m.role = 'owner'`,
      [workspaceId],
    );
    return {
      workspaceId,
      userId: rows[0]!.user_id,
      email: rows[0]!.email,
      role: "owner",
      locationIds: [rows[0]!.location_id],
    };
  });
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const scope = { workspaceId };
  const id = await withTenant(db, scope, (tx) =>
    createSalesImport(tx, member, {
      fileName: "items.csv",
      bytes: file,
      locationId: member.locationIds![0]!,
    }),
  );
  const job = (kind: string) => ({ id: randomUUID(), kind, workspaceId, objectId: id, attempt: 1 });
  await readSalesImport(db, job("read-sales"));
  const read = performance.now();
  const checked = await withTenant(db, scope, (tx) => findSalesImport(tx, workspaceId, id));
  await withTenant(db, scope, (tx) => confirmSalesImport(tx, member, id));
  await postSalesImport(db, job("post-sales"));
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  const done = await withTenant(db, scope, (tx) => findSalesImport(tx, workspaceId, id));
  const p99 = delay.percentile(99) / 1e6;
  const max = delay.max / 1e6;
  console.log(
    `  ${engine.padEnd(10)} ${checked.lines} lines read and checked in ${((read - started) / 1000).toFixed(1)} s, ` +
      `posted in ${(seconds - (read - started) / 1000).toFixed(1)} s: ${seconds.toFixed(1)} s in all ` +
      `(${done.status}: ${done.result?.lines} kept, ${done.result?.movements} movements, ` +
      `${done.result?.unmapped} waiting for a name); event-loop delay p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  const failed = done.status !== "done" || seconds >= SECONDS_BAR || p99 >= DELAY_BAR_MS;
  return !failed;
}

const file = new TextEncoder().encode(exportFile());
console.log(
  `A Square export of ${LINES.toLocaleString("en-US")} lines (${(file.length / 1048576).toFixed(1)} MB); bars: < ${SECONDS_BAR} s, event-loop delay p99 < ${DELAY_BAR_MS} ms`,
);
let ok = true;
const embedded = await openDatabase({
  dataDir: mkdtempSync(path.join(os.tmpdir(), "larder-bench-sales-")),
  migrationsDir,
});
try {
  ok = (await importOnce("embedded PostgreSQL", embedded, file)) && ok;
} finally {
  await embedded.close();
}
const name = `larder_bench_${randomUUID().slice(0, 8)}`;
await admin(`create database ${name}`);
const postgres = await openDatabase({
  databaseUrl: databaseUrl(name),
  dataDir: "",
  migrationsDir,
});
try {
  ok = (await importOnce("PostgreSQL", postgres, file)) && ok;
} finally {
  await postgres.close();
  await admin(`drop database if exists ${name} with (force)`);
}
console.log(ok ? "✔ within the bars" : "✖ a bar was missed");
process.exit(ok ? 0 : 1);
