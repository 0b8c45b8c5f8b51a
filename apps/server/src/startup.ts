import {
  constants,
  existsSync,
  mkdirSync,
  accessSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";

/** A reason Larder cannot start, printed as one line before exiting with status 1. */
export class StartupError extends Error {}

/** Whether `version` (e.g. `20.20.2`) meets a minimum such as `>=20.19`, the form `engines` uses. */
export function meetsMinimum(version: string, range: string): boolean {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!minimum) return true;
  const have = version.split(".").map(Number);
  for (let part = 0; part < 3; part += 1) {
    const want = Number(minimum[part + 1] ?? 0);
    const got = have[part] ?? 0;
    if (got !== want) return got > want;
  }
  return true;
}

/**
 * Refuses a Node.js older than package.json's `engines` (read from the project's root), before
 * anything that needs a newer one can fail with a stack trace.
 */
export function ensureSupportedNode(projectRoot: string, version = process.versions.node): void {
  const manifest = path.join(projectRoot, "package.json");
  if (!existsSync(manifest)) return;
  const required = (JSON.parse(readFileSync(manifest, "utf8")) as { engines?: { node?: string } })
    .engines?.node;
  if (required && !meetsMinimum(version, required)) {
    throw new StartupError(
      `Larder needs Node.js ${required}; this is Node.js ${version}. Install a newer Node.js (https://nodejs.org) and start Larder again.`,
    );
  }
}

/** Creates DATA_DIR if needed and proves that Larder can write into it. */
export function ensureWritableDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(
      `Cannot write to the data directory ${dataDir} (${code}). Set DATA_DIR to a directory Larder may write to.`,
    );
  }
}

/** Fails early, before the database is opened, when another program holds the port. */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => reject(portError(error, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portError(error: NodeJS.ErrnoException, port: number): Error {
  if (error.code === "EADDRINUSE") {
    return new StartupError(
      `Port ${port} is already in use. Stop the program using it, or set PORT to a free port.`,
    );
  }
  if (error.code === "EACCES") {
    return new StartupError(
      `Not allowed to listen on port ${port}. Set PORT to a port above 1024.`,
    );
  }
  return error;
}

/**
 * The embedded database allows one process at a time. A lock file holding the owner's pid
 * keeps a second server off the same DATA_DIR; a lock left by a process that died is taken over.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "larder.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new StartupError(
          `Another Larder server (pid ${owner}) is using the embedded database in ${dataDir}. Stop it, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new StartupError(`Cannot lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
