// `npm run bench:demo`: how long a visitor waits for the demo on the embedded database, and how
// long everyone else waits meanwhile.
//
// Starts Larder on a throw-away embedded database and opens the demo ten times (GET /demo to its
// 303, each from a network of its own), one after another, two ways in one run: written record
// by record (before the day's template is ready, and as DEMO_TEMPLATE=off does) and copied from
// the template (decision 0036). While each opens, another client asks /api/health every 20 ms:
// the longest of those waits is how long the demo held up everyone else.
// Bar: a copied demo opens in under 300 ms at p50 (issue 27). Exits 1 if it is missed.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { runningEmbeddedUrl } from "../apps/server/src/db/embedded/cluster";
// @ts-expect-error -- a plain ES module shared by the benches, without types
import { buildIfNeeded, startLarder } from "./larder.mjs";

const OPENS = Number(process.env.BENCH_DEMOS ?? 10);
const BAR_MS = 300;

interface Started {
  base: string;
  stop(): void;
  exited: Promise<unknown>;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Opens `OPENS` demos one after another; the times to the 303 and the health check's waits. */
async function openDemos(server: Started, network: number) {
  const opens: number[] = [];
  const stalls: number[] = [];
  for (let n = 0; n < OPENS; n += 1) {
    let opening = true;
    let worst = 0;
    const poll = (async () => {
      while (opening) {
        const start = performance.now();
        await fetch(`${server.base}/api/health`);
        worst = Math.max(worst, performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const start = performance.now();
    const response = await fetch(`${server.base}/demo`, {
      redirect: "manual",
      headers: { "x-forwarded-for": `10.77.${network}.${n + 1}` },
    });
    opens.push(performance.now() - start);
    opening = false;
    await poll;
    stalls.push(worst);
    if (response.status !== 303) throw new Error(`GET /demo answered ${response.status}`);
  }
  return { opens, stalls };
}

/** One server: its demos written anew (DEMO_TEMPLATE=off), or copied once its template is ready. */
async function run(copy: boolean, port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-bench-demo-"));
  const server: Started = await startLarder(port, {
    TRUST_PROXY: "loopback",
    DATA_DIR: dataDir,
    DEMO_TEMPLATE: copy ? "on" : "off",
  });
  let database: pg.Client | null = null;
  try {
    // A first request of each kind, so that neither the server's nor the client's warm-up is timed.
    await fetch(`${server.base}/api/health`);
    if (copy) {
      const url = await runningEmbeddedUrl(dataDir);
      if (!url) throw new Error("the embedded database is not running");
      database = new pg.Client({ connectionString: url });
      await database.connect();
      const deadline = Date.now() + 300_000;
      for (;;) {
        const { rows } = await database.query(
          "select 1 from demo_templates where ready_at is not null",
        );
        if (rows.length > 0) break;
        if (Date.now() > deadline) throw new Error("the demo template was not ready in 5 minutes");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    return await openDemos(server, copy ? 2 : 1);
  } finally {
    await database?.end();
    server.stop();
    await server.exited;
  }
}

buildIfNeeded();
const port = Number(process.env.BENCH_PORT ?? 3231);
const written = await run(false, port);
const copied = await run(true, port);
console.log(`The demo opened ${OPENS} times each way on the embedded database, one after another:`);
for (const [how, result] of [
  ["written record by record", written],
  ["copied from the template", copied],
] as const)
  console.log(
    `  ${how}: GET /demo to 303 p50 ${ms(percentile(result.opens, 50))}, max ${ms(Math.max(...result.opens))}; ` +
      `longest wait of /api/health meanwhile p50 ${ms(percentile(result.stalls, 50))}, max ${ms(Math.max(...result.stalls))}`,
  );
const p50 = percentile(copied.opens, 50);
console.log(`  copied / written (p50): ${(p50 / percentile(written.opens, 50)).toFixed(2)}`);
if (p50 < BAR_MS) console.log(`✔ passed: a copied demo opens in under 300 ms at p50: ${ms(p50)}`);
else {
  console.log(`✖ missed: a copied demo opens in under 300 ms at p50: ${ms(p50)}`);
  process.exitCode = 1;
}
