import { defineConfig } from "vitest/config";
import { webAlias } from "./apps/web/alias";

export default defineConfig({
  resolve: { alias: [webAlias] },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.{ts,tsx}",
      "apps/*/test/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One embedded PostgreSQL server for the run (without DATABASE_URL), as npm start runs.
    globalSetup: ["apps/server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
  },
});
