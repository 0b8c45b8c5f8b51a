import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/browser";

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
// A second Larder with "Sign up with Google" configured against a local OpenID provider, which
// e2e/google.spec.ts starts on oidcPort; the first server shows the not-configured case.
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? port + 2);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3126);
process.env.E2E_GOOGLE_URL = `http://localhost:${googlePort}`;
process.env.E2E_OIDC_PORT = String(oidcPort);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-e2e-"));
// One folder for the mail of the whole run: set once here, inherited by the global setup (which
// writes received mail into it) and by every worker (which reads it).
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), "larder-e2e-mail-"));
// Who runs the server (Settings → Backups): an address of this run's own, which
// e2e/backups.spec.ts signs up with; on a database kept between runs it is still a new person.
process.env.E2E_OPERATOR_EMAIL ??= `operator-${Date.now().toString(36)}@larder-e2e.test`;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Two browsers and the server share this machine's two cores. The embedded database is a
  // PostgreSQL server of its own (decision 0035), so one test's demo no longer holds up the
  // other's requests; the limits are Playwright's ordinary ones, doubled for a test and tripled
  // for a wait on a machine that runs two browsers on two cores (CI's runs the suite about twice
  // as slowly as this one). Tests that do much set their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
  },
  webServer: [
    {
      command: "node apps/server/dist/server.js",
      url: `http://localhost:${port}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      // E2E_LOG_LEVEL=info prints the server's log, each request with its time, among the results.
      stdout: process.env.E2E_LOG_LEVEL ? "pipe" : "ignore",
      // SIGTERM, so that Larder stops its embedded PostgreSQL server with it.
      gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        // A real SMTP server started by the tests (e2e/global-setup.ts): codes arrive by mail.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OPERATOR_EMAILS: process.env.E2E_OPERATOR_EMAIL,
        // The browser is believed about its address (X-Forwarded-For) as behind a local proxy, so
        // a test can come from a network of its own: the suite opens more demos than one network
        // may in an hour (10). Without the header nothing changes.
        TRUST_PROXY: "loopback",
      } as Record<string, string>,
    },
    {
      command: "node apps/server/dist/server.js",
      url: `http://localhost:${googlePort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      // SIGTERM, so that Larder stops its embedded PostgreSQL server with it.
      gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
      env: {
        ...process.env,
        PORT: String(googlePort),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "larder-e2e-google-")),
        LOG_LEVEL: "warn",
        GOOGLE_CLIENT_ID: "larder-e2e",
        GOOGLE_CLIENT_SECRET: "larder-e2e-secret",
        // The local provider names itself by "localhost" in its metadata, and issuers must match.
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
      } as Record<string, string>,
    },
  ],
});
