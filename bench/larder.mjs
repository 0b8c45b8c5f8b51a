// What every bench script needs first: Larder built, and one server started on the embedded
// database in a throw-away data directory.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Builds what changed since the last build; exits when the build fails. */
export function buildIfNeeded() {
  const build = spawnSync("node", ["scripts/build-if-needed.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/**
 * Starts `node apps/server/dist/server.js` on `port` (on the embedded database unless `env` says
 * otherwise); resolves once /api/health answers 200.
 */
export async function startLarder(port, env = {}) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "larder-bench-")),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: "inherit",
  });
  const stop = () => server.kill("SIGTERM");
  // Resolves once the process is gone (and an embedded database's files are let go).
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.on("exit", stop);
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, stop, exited };
    if (i > 150) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
