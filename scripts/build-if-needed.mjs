// `npm start` and the browser tests call this: it builds Larder when the sources changed since
// the last build (or nothing was built yet), and does nothing otherwise.
// `--stamp` records the sources of the build that just finished.
// It is the first thing `npm start` runs, so it is also where a newcomer's machine is checked:
// a Node.js older than package.json's `engines`, or dependencies not installed yet, stop it
// with one line saying what to do, before anything can fail with a stack trace.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "node_modules", ".cache", "larder-build-stamp");
const inputs = [
  "apps/web",
  "apps/server",
  "packages",
  "package.json",
  "package-lock.json",
  "tsconfig.base.json",
];
const skip = new Set(["node_modules", "dist", "dist-ssr", "test-results", ".vite"]);
const outputs = ["apps/web/dist/route-manifest.json", "apps/server/dist/server.js"];

function fail(message) {
  process.stderr.write(`larder: ${message}\n`);
  process.exit(1);
}

/** `>=20.19` (the only form package.json uses) against a version such as `20.20.2`. */
function satisfiesMinimum(version, range) {
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

function* walk(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (!skip.has(entry)) yield* walk(path.join(relative, entry));
  }
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of walk(input)) {
      if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

const required = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
if (!satisfiesMinimum(process.versions.node, required)) {
  fail(
    `Larder needs Node.js ${required}; this is Node.js ${process.versions.node}. Install a newer Node.js (https://nodejs.org) and run the command again.`,
  );
}
if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  fail("Larder's dependencies are not installed. Run `npm ci` first, then `npm start`.");
}

const current = sourceHash();
if (process.argv.includes("--stamp")) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, current);
} else {
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  const complete = outputs.every((file) => existsSync(path.join(root, file)));
  if (built !== current || !complete) {
    console.log(
      built
        ? "Building Larder (the sources changed since the last build)…"
        : "Building Larder (first start; later starts reuse this build until the sources change)…",
    );
    const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) fail("The build failed; its errors are above.");
  }
}
