// `npm run bench:app`: how much JavaScript the signed-in application loads. Opens the demo
// workspace in Chromium, records every script the first screen (/app) loads and then what each
// other screen adds, and prints their gzip sizes (level 9) against the brief's bar for the
// app shell (≤ 150 KB gzip). Exits 1 when the bar is missed.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import browser from "../e2e/chromium.json" with { type: "json" };
import { buildIfNeeded, startLarder } from "./larder.mjs";

buildIfNeeded();
const { base } = await startLarder(Number(process.env.BENCH_PORT ?? 3210));

const chrome = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? browser.path,
  args: browser.args,
});
const context = await chrome.newContext();
const page = await context.newPage();
const loaded = new Set();
page.on("response", (response) => {
  if (response.request().resourceType() === "script") loaded.add(response.url());
});

const sizes = new Map();
async function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    if (!sizes.has(url)) {
      const body = Buffer.from(
        await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
      );
      sizes.set(url, gzipSync(body, { level: 9 }).length);
    }
    bytes += sizes.get(url);
  }
  return bytes / 1024;
}

await page.goto(`${base}/demo`);
await page.waitForURL(`${base}/app`);
await page.getByRole("heading", { level: 1 }).waitFor();
await page.waitForLoadState("networkidle");
const shell = [...loaded];
const shellKb = await gzipKb(shell);

// Each screen opened directly in a fresh tab of the same browser: what it loads beyond
// the shell is its own chunk.
const screens = [];
for (const screen of [
  "inventory",
  "inventory/analytics",
  "inventory/items",
  "inventory/import",
  "counts",
  "ordering",
  "ordering/accuracy",
  "orders",
  "orders/new",
  "suppliers",
  "purchases",
  "payables",
  "settings/purchasing",
  "settings/profile",
  "settings/workspace",
  "settings/members",
  "settings/locations",
  "settings/sessions",
  "settings/audit",
]) {
  const tab = await context.newPage();
  const scripts = new Set();
  tab.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await tab.goto(`${base}/app/${screen}`);
  await tab.getByRole("heading", { level: 1 }).first().waitFor();
  await tab.waitForLoadState("networkidle");
  screens.push([screen, await gzipKb([...scripts].filter((url) => !shell.includes(url)))]);
  await tab.close();
}
await chrome.close();

const ok = shellKb <= 150;
console.log(
  `\nJavaScript of the signed-in application, gzip level 9 (${shell.length} scripts for /app)`,
);
console.log(
  `${ok ? "PASS" : "FAIL"}  ${"app shell: /app".padEnd(32)} ${shellKb.toFixed(1).padStart(8)} KB   bar ≤ 150`,
);
for (const [screen, kb] of screens)
  console.log(
    `info  ${`/app/${screen}`.padEnd(32)} ${kb.toFixed(1).padStart(8)} KB   on first visit`,
  );
process.exit(ok ? 0 : 1);
