import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";

/**
 * Starts one of the server's worker threads (src/jobs/workers/<name>). From the bundle it runs
 * dist/workers/<name>.js; from the sources (tests) it runs the TypeScript through tsx.
 * `resourceLimits` caps the thread's own heap: past it the thread stops, not the server.
 */
export function startWorker(
  name: string,
  workerData: unknown,
  resourceLimits?: ResourceLimits,
): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts"))
    return new Worker(new URL(`./workers/${name}.js`, here), { workerData, resourceLimits });
  // From the sources (under the test runner, started from the project's root, where tsx is
  // installed): a small script registers tsx in the worker, then loads the TypeScript file.
  const entry = new URL(`./workers/${name}.ts`, here).href;
  return new Worker(
    `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData, resourceLimits },
  );
}

/**
 * Starts one of the server's worker processes (src/jobs/workers/<name>), for work whose memory
 * should be its own to measure, cap and give back (the invoice reader: decision 0027). Messages
 * are structured clones ("advanced" serialisation: bytes and maps pass as they are). `heapMb`
 * caps the process's JavaScript heap; `env` is added to the server's own environment.
 */
export function startProcess(
  name: string,
  options: { heapMb: number; env?: Record<string, string> },
): ChildProcess {
  const here = import.meta.url;
  const fromBundle = !here.endsWith(".ts");
  const file = fileURLToPath(new URL(`./workers/${name}.${fromBundle ? "js" : "ts"}`, here));
  return fork(file, [], {
    serialization: "advanced",
    env: { ...process.env, ...options.env },
    // From the sources (tests, the command line under tsx) the TypeScript runs through tsx.
    execArgv: [
      `--max-old-space-size=${options.heapMb}`,
      ...(fromBundle ? [] : ["--import", "tsx"]),
    ],
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
}
