import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The directory of the server package (apps/server), found the same way whether the code runs
 * from `src/` under Vitest or from the bundle in `dist/`.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "db", "migrations"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find apps/server/db/migrations");
    dir = parent;
  }
  return dir;
}

export const migrationsDir = (): string => path.join(serverRoot(), "db", "migrations");
