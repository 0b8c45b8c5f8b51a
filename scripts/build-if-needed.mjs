// `npm start` and the browser tests call this: it builds Larder when the sources changed since
// the last build (or nothing was built yet), and does nothing otherwise.
// `--stamp` records the sources of the build that just finished.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "node_modules", ".cache", "larder-build-stamp");
const inputs = ["apps/web", "apps/server", "packages", "package-lock.json"];
const skip = new Set(["node_modules", "dist", "dist-ssr", "test-results", ".vite"]);
const outputs = ["apps/web/dist/route-manifest.json", "apps/server/dist/server.js"];

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

const current = sourceHash();
if (process.argv.includes("--stamp")) {
  writeFileSync(stampFile, current);
} else {
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  const complete = outputs.every((file) => existsSync(path.join(root, file)));
  if (built !== current || !complete) {
    console.log("Building Larder (the sources changed since the last build)…");
    const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
