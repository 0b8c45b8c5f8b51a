import path from "node:path";

/**
 * `@/…` is `apps/web/src/…`: the web app's one import alias, for Vite (vite.config.ts), Vitest
 * (the root vitest.config.ts) and TypeScript (tsconfig.json `paths`).
 */
export const webAlias = {
  find: /^@\//,
  replacement: `${path.join(import.meta.dirname, "src")}/`,
};
