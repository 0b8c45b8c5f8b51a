// The built server run inside a bench's own process (dist/bench-server.js), as `npm start` runs
// it (its workers and the invoice reader from dist/, the embedded database in a fresh
// DATA_DIR), with a demo workspace open: so that the bench can watch the server's event loop.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type * as BenchServer from "../apps/server/src/bench-server";
import { buildIfNeeded } from "./larder.mjs";

export async function startInProcessServer() {
  buildIfNeeded();
  const built = "../apps/server/dist/bench-server.js";
  const server = (await import(built)) as typeof BenchServer;
  const { buildApp, createDemoWorkspace, loadConfig, migrationsDir, openDatabase } = server;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-bench-"));
  const config = loadConfig(
    { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    server.serverRoot(),
  );
  const db = await openDatabase({ dataDir, migrationsDir: migrationsDir() });
  const app = await buildApp({
    config,
    db,
    migrations: await server.readMigrationFiles(migrationsDir()),
    logger: { level: "warn" },
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const { workspaceId, session } = await createDemoWorkspace(db, {
    ip: "203.0.113.7",
    userAgent: "bench",
  });
  /** What a request of the demo's visitor sends: their session, its CSRF token, the origin. */
  const headers = {
    cookie: `larder_session=${session.token}`,
    "x-csrf-token": session.csrfToken,
    origin: address,
  };
  return { app, db, address, workspaceId, headers, withTenant: server.withTenant };
}
