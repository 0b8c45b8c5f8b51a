import { createHash } from "node:crypto";
import type { PlacedSaleLine, SalesFileReading, SalesMapping } from "@larder/domain";
import { limitMessages, TableError, type ImportLimits } from "../lib/spreadsheet/limits";
import { startWorker } from "./worker";

/** What the sales worker (workers/read-sales.ts) is given. */
export interface ReadSalesInput {
  format: "csv" | "xlsx";
  bytes: Uint8Array;
  limits: ImportLimits;
  chosen: SalesMapping | null;
  /** Mappings the workspace remembered, by headerDigest of their header. */
  remembered: [string, SalesMapping][];
  /** Locations by their name in lower case. */
  locations: [string, string][];
  defaultLocationId: string;
}

/** A line as it leaves the worker: its identity already hashed into the stored key. */
export type KeyedSaleLine = Omit<PlacedSaleLine, "identity"> & { lineKey: string };

export type SalesSummary = Omit<SalesFileReading, "lines"> & { lineCount: number };

/** The key a header's mapping is remembered under: its cells, trimmed, in lower case. */
export const headerDigest = (header: readonly string[]) =>
  createHash("sha256")
    .update(header.map((cell) => cell.trim().toLowerCase()).join("\u001f"))
    .digest("hex");

/** A 100,000-line export of thirty columns needs about 200 MB to read. */
export const SALES_READER_HEAP_MB = 512;

type Message =
  | { type: "progress"; share: number }
  | { type: "summary"; summary: SalesSummary }
  | { type: "lines"; lines: KeyedSaleLine[] }
  | { type: "done" }
  | { type: "error"; message: string };

const stoppedMessage =
  "Reading this file stopped unexpectedly, so nothing was read. Try again; if it happens again, export fewer days at a time.";

/**
 * Reads a sales export into keyed sale lines in a worker thread with its own capped heap, so
 * that neither the reading nor the checking of a hundred thousand lines holds up the server.
 * A file past a limit, a worker that runs out of memory, crashes or takes too long fails the read
 * with a sentence saying so (TableError), and the server goes on.
 */
export function readSalesInWorker(
  input: ReadSalesInput,
  onProgress: (share: number) => void,
): Promise<{ summary: SalesSummary; lines: KeyedSaleLine[] }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker("read-sales", input, {
      maxOldGenerationSizeMb: SALES_READER_HEAP_MB,
      stackSizeMb: 4,
    });
    const lines: KeyedSaleLine[] = [];
    let summary: SalesSummary | null = null;
    let settled = false;
    const settle = (outcome: { error: TableError } | { done: true }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ("error" in outcome) reject(outcome.error);
      else if (!summary) reject(new TableError(stoppedMessage));
      else resolve({ summary, lines });
    };
    const timer = setTimeout(
      () => settle({ error: new TableError(limitMessages.time(input.limits)) }),
      input.limits.readSeconds * 1000,
    );
    worker.on("message", (message: Message) => {
      if (settled) return;
      if (message.type === "progress") onProgress(message.share);
      else if (message.type === "summary") summary = message.summary;
      else if (message.type === "lines") for (const line of message.lines) lines.push(line);
      else if (message.type === "done") settle({ done: true });
      else settle({ error: new TableError(message.message) });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      settle({
        error: new TableError(memory ? limitMessages.memory(SALES_READER_HEAP_MB) : stoppedMessage),
      });
    });
    worker.on("messageerror", () => settle({ error: new TableError(stoppedMessage) }));
    worker.on("exit", () => settle({ error: new TableError(stoppedMessage) }));
  });
}
