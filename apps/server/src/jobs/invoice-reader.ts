import type { Worker } from "node:worker_threads";
import type { ReadingContext } from "@larder/domain";
import { InvoiceFileError } from "../lib/invoice-reader/kinds";
import type { ReadFile } from "../lib/invoice-reader/read-file";
import { startWorker } from "./worker";

/** The reading thread's own heap; OCR's WebAssembly memory comes on top (decision 0027). */
export const INVOICE_READER_HEAP_MB = 384;
/** A file still being read after this long is given up (a PDF built to never finish). */
const SECONDS_PER_FILE = 90;

type Message =
  | { type: "ready" }
  | { id: number; type: "progress"; done: number; of: number }
  | { id: number; type: "done"; read: ReadFile }
  | { id: number; type: "refused"; message: string };

interface Waiting {
  id: number;
  bytes: Uint8Array;
  context: ReadingContext;
  onPage: (done: number, of: number) => void;
  resolve: (read: ReadFile) => void;
  reject: (error: InvoiceFileError) => void;
}

const stopped =
  "Reading this file stopped the reader, so nothing was read from it. If it happens again with this file, send another copy of the invoice.";

/**
 * Reads invoice files one at a time in a worker thread of their own, never on the thread that
 * answers requests. A file that crashes the thread, or runs out of its memory or time, is
 * refused with a sentence; the thread is started afresh for the next one.
 */
export class InvoiceReader {
  private worker: Worker | null = null;
  private queue: Waiting[] = [];
  private current: Waiting | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  read(
    bytes: Uint8Array,
    context: ReadingContext = {},
    onPage: (done: number, of: number) => void = () => undefined,
  ): Promise<ReadFile> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, context, onPage, resolve, reject });
      this.pump();
    });
  }

  /** Files waiting, and the one being read. */
  get waiting(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const waiting of this.queue.splice(0)) waiting.reject(new InvoiceFileError(stopped));
    if (worker) await worker.terminate();
  }

  private pump() {
    if (this.current || this.queue.length === 0) return;
    const next = this.queue.shift()!;
    this.current = next;
    const worker = this.ensureWorker();
    this.timer = setTimeout(
      () =>
        this.fail(
          `Reading this file took longer than ${SECONDS_PER_FILE} seconds, so it was stopped.`,
        ),
      SECONDS_PER_FILE * 1000,
    );
    worker.postMessage({ id: next.id, bytes: next.bytes, context: next.context });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker("read-invoice", null, {
      maxOldGenerationSizeMb: INVOICE_READER_HEAP_MB,
      stackSizeMb: 4,
    });
    worker.unref();
    worker.on("message", (message: Message) => {
      if (message.type === "ready" || message.id !== this.current?.id) return;
      if (message.type === "progress") this.current.onPage(message.done, message.of);
      else if (message.type === "done") this.finish((waiting) => waiting.resolve(message.read));
      else this.finish((waiting) => waiting.reject(new InvoiceFileError(message.message)));
    });
    const lost = (error?: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(
        error?.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? "Reading this file needed more memory than Larder gives one invoice, so it was stopped."
          : stopped,
        false,
      );
    };
    worker.on("error", lost);
    worker.on("exit", () => lost());
    this.worker = worker;
    return worker;
  }

  private finish(settle: (waiting: Waiting) => void) {
    const waiting = this.current;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    if (waiting) settle(waiting);
    this.pump();
  }

  /** Gives up the current file and the thread with it (it may be stuck in a loop). */
  private fail(message: string, terminate = true) {
    const worker = this.worker;
    if (terminate && worker) {
      this.worker = null;
      void worker.terminate();
    }
    this.finish((waiting) => waiting.reject(new InvoiceFileError(message)));
  }
}
