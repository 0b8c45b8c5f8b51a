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
