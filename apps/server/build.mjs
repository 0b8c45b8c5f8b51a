// Bundles the server into dist/server.js. Workspace packages (@larder/*) are compiled in;
// every other dependency stays in node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
// The embedded PostgreSQL binaries are optional dependencies: only the machine's own platform is
// installed, and the server finds it at run time.
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
].filter((name) => !name.startsWith("@larder/"));

await build({
  entryPoints: {
    server: "src/server.ts",
    // Worker threads run from files of their own (src/jobs/worker.ts).
    "workers/read-table": "src/jobs/workers/read-table.ts",
    "workers/read-sales": "src/jobs/workers/read-sales.ts",
    "workers/forecast": "src/jobs/workers/forecast.ts",
    "workers/read-invoice": "src/jobs/workers/read-invoice.ts",
    // The invoice reader on its own, and the server's parts, for the benches to run as the
    // server does (bench:invoices, bench:invoice-uploads).
    "invoice-reader": "src/jobs/invoice-reader.ts",
    "bench-server": "src/bench-server.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
