import { IMPORT_LIMITS } from "@larder/contracts";
import type { ResourceLimits } from "node:worker_threads";
import {
  TableBudget,
  TableError,
  limitMessages,
  type ImportLimits,
} from "../lib/spreadsheet/limits";
import type { Table } from "../lib/spreadsheet/table";
import { startWorker } from "./worker";

/**
 * The reading worker's own heap. Reading within the limits needs well under half of it (a
 * 100,000-row workbook peaks near 90 MB); a thread that needs more stops alone.
 */
export const READER_HEAP_MB = 256;

const stoppedMessage =
  "Reading this file stopped unexpectedly, so nothing was read. Try again; if it happens again, save the file as CSV and upload that.";

type Message =
  | { type: "progress"; share: number }
  | { type: "rows"; rows: string[][] }
  | { type: "done" }
  | { type: "error"; message: string };

export interface ReadOptions {
  limits?: ImportLimits;
  resourceLimits?: ResourceLimits;
}

/**
 * Reads a spreadsheet in a worker thread; `onProgress` hears how far it has got (0 … 1). The
 * rows arrive in batches and are counted again here, so a worker that passed a limit is
 * stopped; a worker that runs out of memory, crashes or takes too long fails the read with a
 * sentence saying so (TableError), and the server goes on.
 */
export function readTableInWorker(
  input: { format: "csv" | "xlsx"; bytes: Uint8Array },
  onProgress: (share: number) => void,
  options: ReadOptions = {},
): Promise<Table> {
  const limits = options.limits ?? { ...IMPORT_LIMITS };
  const resourceLimits = options.resourceLimits ?? {
    maxOldGenerationSizeMb: READER_HEAP_MB,
    stackSizeMb: 4,
  };
  return new Promise((resolve, reject) => {
    const worker = startWorker("read-table", { ...input, limits }, resourceLimits);
    const table: Table = [];
    const budget = new TableBudget(limits);
    let settled = false;
    const settle = (outcome: { table: Table } | { error: TableError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ("table" in outcome) resolve(outcome.table);
      else reject(outcome.error);
    };
    const timer = setTimeout(
      () => settle({ error: new TableError(limitMessages.time(limits)) }),
      limits.readSeconds * 1000,
    );
    worker.on("message", (message: Message) => {
      if (settled) return;
      if (message.type === "progress") onProgress(message.share);
      else if (message.type === "rows") {
        try {
          for (const cells of message.rows) {
            budget.addRow(cells);
            table.push(cells);
          }
        } catch (error) {
          settle({ error: error as TableError });
        }
      } else if (message.type === "done") settle({ table });
      else settle({ error: new TableError(message.message) });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      const heap = resourceLimits.maxOldGenerationSizeMb ?? READER_HEAP_MB;
      settle({ error: new TableError(memory ? limitMessages.memory(heap) : stoppedMessage) });
    });
    worker.on("messageerror", () => settle({ error: new TableError(stoppedMessage) }));
    worker.on("exit", () => settle({ error: new TableError(stoppedMessage) }));
  });
}
