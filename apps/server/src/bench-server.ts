// What the benches that run a whole server in their own process need of it (bench/invoice-
// uploads.ts), bundled like the server (build.mjs): so that its workers and the invoice reader's
// process run from dist/ exactly as `npm start` runs them, not from the sources through tsx.
export { buildApp } from "./app";
export { loadConfig } from "./config";
export { readMigrationFiles } from "./db/migrator";
export { openDatabase } from "./db/open";
export { withTenant } from "./db/tenant";
export { migrationsDir, serverRoot } from "./lib/paths";
export { createDemoWorkspace } from "./modules/demo";
