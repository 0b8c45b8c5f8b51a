import { mkdtempSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { readMigrationFiles, type MigrationFile } from "../src/db/migrator";
import { openDatabase } from "../src/db/open";
import { migrationsDir, serverRoot } from "../src/lib/paths";
import { Mailbox } from "./mailbox";
import { createScratchDatabase } from "./postgres";

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real Larder server on a free port: on DATABASE_URL's PostgreSQL when it is set,
 * otherwise on a database of its own in the run's embedded PostgreSQL server (global-setup.ts),
 * migrated the same way `npm start` does.
 */
export async function startTestServer(
  options: {
    migrations?: (files: MigrationFile[]) => MigrationFile[];
    /** Extra routes a test needs, added before the server listens. */
    routes?: (app: FastifyInstance) => void;
    /** Environment variables on top of the process's (SMTP_URL, GOOGLE_*…). */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  // Another process may take the free port between the probe and the listen: try another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startTestServerOnce(options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 5) throw error;
    }
  }
}

async function startTestServerOnce(
  options: {
    migrations?: (files: MigrationFile[]) => MigrationFile[];
    /** Extra routes a test needs, added before the server listens. */
    routes?: (app: FastifyInstance) => void;
    /** Environment variables on top of the process's (SMTP_URL, GOOGLE_*…). */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-test-"));
  // The port is chosen first so that APP_URL, and with it the links in mails and the OpenID
  // redirect address, point at this very server.
  const port = await freePort();
  // Tests stand for many clients: each says who it is with X-Forwarded-For, as behind a proxy.
  const config = loadConfig(
    {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      TRUST_PROXY: "loopback",
      // Each test server would make a template in the background, on two cores shared by the
      // suite: demos are written record by record unless a test turns it on.
      DEMO_TEMPLATE: "off",
      ...options.env,
    },
    serverRoot(),
  );
  const own = config.databaseUrl ? null : await createScratchDatabase({ migrated: true });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl ?? own!.url,
    kind: own ? "embedded" : "postgresql",
    dataDir,
    poolMax: config.databasePoolMax,
    migrationsDir: migrationsDir(),
  });
  const files = await readMigrationFiles(migrationsDir());
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    config,
    db,
    migrations: options.migrations ? options.migrations(files) : files,
    logger: { level: "info", stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
  options.routes?.(app);
  await app.listen({ port, host: "127.0.0.1" }).catch(async (error: unknown) => {
    await app.close();
    await own?.drop();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    logs,
    close: async () => {
      await app.close();
      await own?.drop();
    },
  };
}

/**
 * A test server that mails through a real SMTP server started alongside it. Call at the top of
 * a test file; the returned object is filled in before the tests run.
 */
export function useServerWithMailbox(env: Record<string, string> = {}): {
  server: TestServer;
  mailbox: Mailbox;
} {
  const context = {} as { server: TestServer; mailbox: Mailbox };
  beforeAll(async () => {
    context.mailbox = await Mailbox.start();
    context.server = await startTestServer({ env: { SMTP_URL: context.mailbox.url, ...env } });
  });
  afterAll(async () => {
    await context.server?.close();
    await context.mailbox?.close();
  });
  return context;
}
