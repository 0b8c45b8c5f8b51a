// `npm test`: builds when needed, then runs the unit and server tests (Vitest) and the browser
// tests (Playwright in Debian's Chromium), and ends with one summary line.
// Outside CI a missing Chromium skips the browser tests with instructions; under CI=true it fails.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import chromiumConfig from "../e2e/chromium.json" with { type: "json" };

const ci = process.env.CI === "true" || process.env.CI === "1";
const chromium = process.env.CHROME_PATH ?? chromiumConfig.path;
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

mkdirSync("test-results", { recursive: true });
if (run("node", ["scripts/build-if-needed.mjs"]) !== 0) process.exit(1);

let passed = 0;
let failed = 0;
let exitCode = 0;

const database = process.env.DATABASE_URL
  ? "PostgreSQL (DATABASE_URL)"
  : "the embedded PostgreSQL server";
console.log(`\n▶ Unit and server tests on ${database}`);
exitCode |= run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
passed += vitest?.numPassedTests ?? 0;
failed += (vitest?.numFailedTests ?? 0) + (vitest ? 0 : 1);

console.log("\n▶ Browser tests (Playwright, Chromium)");
if (!existsSync(chromium)) {
  const hint = `Browser tests need Chromium at ${chromium}. Install it with: sudo apt-get install chromium (or set CHROME_PATH).`;
  if (ci) {
    console.error(`✖ ${hint}`);
    failed += 1;
    exitCode = 1;
  } else {
    console.warn(`⚠ Browser tests NOT run. ${hint}`);
  }
} else {
  exitCode |= run("npx", ["playwright", "test"]);
  const report = readJson("test-results/playwright.json");
  passed += report?.stats?.expected ?? 0;
  failed += (report?.stats?.unexpected ?? 0) + (report?.stats?.flaky ?? 0) + (report ? 0 : 1);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
