import { Worker } from "node:worker_threads";

/**
 * Starts one of the server's worker threads (src/jobs/workers/<name>). From the bundle it runs
 * dist/workers/<name>.js; from the sources (tests) it runs the TypeScript through tsx.
 */
export function startWorker(name: string, workerData: unknown): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts"))
    return new Worker(new URL(`./workers/${name}.js`, here), { workerData });
  // From the sources (under the test runner, started from the project's root, where tsx is
  // installed): a small script registers tsx in the worker, then loads the TypeScript file.
  const entry = new URL(`./workers/${name}.ts`, here).href;
  return new Worker(
    `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData },
  );
}

type Message =
  | { type: "progress"; share: number }
  | { type: "done"; table: string[][] }
  | { type: "error"; message: string };

/** Reads a spreadsheet in a worker thread; `onProgress` hears how far it has got (0 … 1). */
export function readTableInWorker(
  input: { format: "csv" | "xlsx"; bytes: Uint8Array },
  onProgress: (share: number) => void,
): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker("read-table", input);
    worker.on("message", (message: Message) => {
      if (message.type === "progress") onProgress(message.share);
      else if (message.type === "done") resolve(message.table);
      else reject(new Error(message.message));
      if (message.type !== "progress") void worker.terminate();
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`The reading worker stopped (${code}).`));
    });
  });
}
