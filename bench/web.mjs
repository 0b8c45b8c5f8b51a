// `npm run bench:web`: Lighthouse (mobile) on the landing page and on a plain static HTML control
// page served by the same server, runs interleaved, side by side. Prints medians and the bars of
// the brief; exits 1 when a bar is missed.
//
// The bars are measured with Lighthouse's mobile throttling *applied* (throttlingMethod
// "devtools": 4x CPU slowdown, slow-4G network), i.e. measured rather than estimated. Lighthouse's
// default "simulate" mode estimates from an unthrottled trace; on a page served from localhost
// in ~100 ms its estimate swings by a second between identical runs, so it is printed for
// information only.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import chromium from "../e2e/chromium.json" with { type: "json" };
import { buildIfNeeded, root, startLarder } from "./larder.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const simulatedRuns = Number(process.env.BENCH_SIMULATED_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
const chromePath = process.env.CHROME_PATH ?? chromium.path;

buildIfNeeded();
// The control: the landing page's own content as plain static HTML (its text and structure, no
// stylesheet, no script, no illustration), so the ratio is the cost of everything Larder adds.
const controlFile = path.join(root, "apps/web/dist/bench-control.html");
const landingHtml = readFileSync(path.join(root, "apps/web/dist/index.html"), "utf8");
const main = landingHtml.slice(landingHtml.indexOf("<main"), landingHtml.indexOf("</main>") + 7);
const plainMain = main
  .replace(/<svg[\s\S]*?<\/svg>/g, "")
  .replace(/<img[^>]*>/g, "")
  .replace(/\s(class|data-[\w-]+|aria-[\w-]+|id)="[^"]*"/g, "");
writeFileSync(
  controlFile,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body>${plainMain}</body></html>`,
);

const server = await startLarder(port);
const base = server.base;
const stop = () => {
  server.stop();
  rmSync(controlFile, { force: true });
};
process.on("exit", stop);

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...chromium.args],
});

async function audit(url, throttlingMethod = "devtools") {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    throttlingMethod,
  });
  const { audits, categories } = result.lhr;
  const scripts = (audits["network-requests"].details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  return {
    lcp: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    accessibility: categories.accessibility.score,
    scripts: scripts.map((item) => item.url),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const landing = [];
const control = [];
for (let run = 0; run < runs; run += 1) {
  // Interleaved, so that both pages see the same machine conditions.
  landing.push(await audit(`${base}/`));
  control.push(await audit(`${base}/bench-control.html`));
}
const simulated = { landing: [], control: [] };
for (let run = 0; run < simulatedRuns; run += 1) {
  simulated.landing.push((await audit(`${base}/`, "simulate")).lcp);
  simulated.control.push((await audit(`${base}/bench-control.html`, "simulate")).lcp);
}
await chrome.kill();

// The gzip size of every script the landing page loaded, compressed here at level 9.
let jsGzipBytes = 0;
for (const url of new Set(landing.flatMap((run) => run.scripts))) {
  const body = Buffer.from(
    await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  jsGzipBytes += gzipSync(body, { level: 9 }).length;
}

const result = {
  lcpLanding: median(landing.map((r) => r.lcp)),
  lcpControl: median(control.map((r) => r.lcp)),
  cls: median(landing.map((r) => r.cls)),
  tbt: median(landing.map((r) => r.tbt)),
  accessibility: median(landing.map((r) => r.accessibility)),
  jsKb: jsGzipBytes / 1024,
};
const ratio = result.lcpLanding / result.lcpControl;
const bars = [
  ["LCP of / ÷ LCP of control", ratio.toFixed(3), ratio <= 1.15, "≤ 1.15"],
  ["CLS of /", result.cls.toFixed(3), result.cls === 0, "= 0"],
  ["TBT of / (ms)", result.tbt.toFixed(0), result.tbt <= 50, "≤ 50"],
  ["JavaScript of / (KB gzip)", result.jsKb.toFixed(1), result.jsKb <= 80, "≤ 80"],
  [
    "Lighthouse accessibility of /",
    result.accessibility.toFixed(2),
    result.accessibility >= 0.95,
    "≥ 0.95",
  ],
];
console.log(
  `\nLighthouse mobile, throttling applied, median of ${runs} runs each (LCP of / ${result.lcpLanding.toFixed(0)} ms, control ${result.lcpControl.toFixed(0)} ms)`,
);
for (const [name, value, ok, bar] of bars)
  console.log(
    `${ok ? "PASS" : "FAIL"}  ${name.padEnd(32)} ${String(value).padStart(8)}   bar ${bar}`,
  );
if (simulatedRuns > 0) {
  const [landingSim, controlSim] = [median(simulated.landing), median(simulated.control)];
  console.log(
    `info  simulated throttling, median of ${simulatedRuns}: LCP of / ${landingSim.toFixed(0)} ms, control ${controlSim.toFixed(0)} ms, ratio ${(landingSim / controlSim).toFixed(3)}`,
  );
}
const failures = bars.filter(([, , ok]) => !ok).length;
stop();
process.exit(failures > 0 ? 1 : 0);
