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
    pool: "forks",
    maxWorkers: 2,
  },
});
