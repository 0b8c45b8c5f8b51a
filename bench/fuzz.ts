// `npm run bench:fuzz`: the hostile client of apps/server/test/fuzz against the built server, on
// the embedded database and on a throw-away PostgreSQL database, one after the other in one run.
// Every operation of the OpenAPI document gets plausible requests with one field, query or path
// parameter at a time replaced by something hostile (NUL bytes, control characters, overflowing
// numbers, year 0, 100,000-character strings, wrong types, upper-case UUIDs, another workspace's
// ids). Prints the answers by status, the findings (any 5xx, dropped connection or refusal without
// a message), the database refusals the server logged (validation still to be written), and the
// slowest /api/health answer while it ran. Exits 1 on any finding.
//
// FUZZ_REQUESTS (default 20,000 per engine) and FUZZ_SEED (default 1) change the run.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fuzzApi, type FuzzReport } from "../apps/server/test/fuzz/openapi-fuzz";
import { throwAwayDatabase } from "./bench-workspace";
import { buildIfNeeded, root } from "./larder.mjs";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);

interface Run {
  engine: string;
  report: FuzzReport;
  seconds: number;
  healthMaxMs: number;
  logged: { errors: number; refusedByDatabase: number };
}

async function fuzzOne(engine: string, port: number, env: Record<string, string>): Promise<Run> {
  const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "larder-fuzz-")),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Each request says which client it is (X-Forwarded-For), as the tests' clients do.
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logged = { errors: 0, refusedByDatabase: 0 };
  let pending = "";
  server.stdout.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { level: number; msg?: string };
      if (entry.level >= 50) logged.errors += 1;
      else if (entry.msg?.startsWith("the database refused")) logged.refusedByDatabase += 1;
    }
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300) throw new Error(`${engine}: the server did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The server must stay responsive throughout: /api/health every 250 ms.
    let healthMaxMs = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${base}/api/health`).catch(() => undefined);
        healthMaxMs = Math.max(healthMaxMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const started = performance.now();
    let last = 0;
    const report = await fuzzApi(base, {
      requests: REQUESTS,
      seed: SEED,
      onProgress: (done) => {
        if (done - last >= 5_000) {
          last = done;
          console.log(`  ${engine}: ${done.toLocaleString("en-US")} requests`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await watch;
    return { engine, report, seconds, healthMaxMs, logged };
  } finally {
    server.kill("SIGTERM");
  }
}

buildIfNeeded();
const runs: Run[] = [];
runs.push(await fuzzOne("embedded PostgreSQL", Number(process.env.BENCH_PORT ?? 3231), {}));
const database = await throwAwayDatabase();
try {
  runs.push(
    await fuzzOne("PostgreSQL", Number(process.env.BENCH_PORT ?? 3231) + 1, {
      DATABASE_URL: database.url,
    }),
  );
} finally {
  await database.drop();
}

let failed = false;
for (const { engine, report, seconds, healthMaxMs, logged } of runs) {
  const byStatus = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `\n${engine}: ${report.requests.toLocaleString("en-US")} requests over ${report.operations} operations (${report.reached} reached) in ${seconds.toFixed(1)} s`,
  );
  console.log(`  answers: ${byStatus}`);
  console.log(`  findings (5xx, dropped, refusals without a message): ${report.findings.length}`);
  console.log(
    `  server log: ${logged.errors} errors, ${logged.refusedByDatabase} requests refused by the database after validation`,
  );
  console.log(`  slowest /api/health meanwhile: ${healthMaxMs.toFixed(0)} ms`);
  for (const finding of report.findings.slice(0, 20))
    console.log(
      `  ✖ ${finding.status} ${finding.operation} | ${finding.mutation} | ${finding.body.slice(0, 200)}`,
    );
  if (report.findings.length > 0 || logged.errors > 0) failed = true;
}
console.log(failed ? "\n✖ hostile requests found failures" : "\n✔ no 5xx on either engine");
process.exit(failed ? 1 : 0);
