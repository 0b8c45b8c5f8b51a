import { mkdtempSync } from "node:fs";
import { startEmbeddedPostgres } from "./db/embedded/cluster";
const dir = process.argv[2] ?? mkdtempSync("/tmp/larder-smoke-");
const t = performance.now();
const c = await startEmbeddedPostgres(dir, console.log);
console.log("started", dir, c.pid, c.adopted, Math.round(performance.now() - t), "ms");
if (process.argv[3] === "stop") { const s = performance.now(); await c.stop(); console.log("stopped", Math.round(performance.now()-s), "ms"); }
process.exit(0);
