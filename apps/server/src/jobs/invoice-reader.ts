import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import type { ReadingContext } from "@larder/domain";
import { InvoiceFileError } from "../lib/invoice-reader/kinds";
import type { PagePreview } from "../lib/document-preview";
import type { ReadFile } from "../lib/invoice-reader/read-file";
import { startProcess } from "./worker";

/** The reading process's JavaScript heap; OCR's WebAssembly memory comes on top (decision 0027). */
export const INVOICE_READER_HEAP_MB = 384;
/**
 * glibc gives each thread of a process its own malloc arenas; pdf.js, sharp and Tesseract's
 * threads left the reader holding 616 MB after 60 files with the default, 437 MB with two.
 */
const READER_ENV = { MALLOC_ARENA_MAX: "2" };
/** A file still being read after this long is given up (a PDF built to never finish). */
const SECONDS_PER_FILE = 90;
/**
 * The thread is started afresh after this many files, and when it has had nothing to read for
 * IDLE_SECONDS: OCR's WebAssembly memory only ever grows, and the server should not hold half a
 * gigabyte for a reader that read one photo this morning.
 */
const FILES_PER_THREAD = 20;
const IDLE_SECONDS = 120;

/** A file as read, with its pages drawn small when they were asked for. */
export type ReadResult = ReadFile & { previews?: PagePreview[] };

type Message =
  | { type: "ready" }
  | { id: number; type: "progress"; done: number; of: number }
  | { id: number; type: "done"; read: ReadResult }
  | { id: number; type: "refused"; message: string };

interface Waiting {
  id: number;
  bytes: Uint8Array;
  context: ReadingContext;
  previews: boolean;
  onPage: (done: number, of: number) => void;
  resolve: (read: ReadResult) => void;
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
  private worker: ChildProcess | null = null;
  private queue: Waiting[] = [];
  private current: Waiting | null = null;
  private timer: NodeJS.Timeout | null = null;
  private idle: NodeJS.Timeout | null = null;
  private filesRead = 0;
  private peakKb = 0;
  private nextId = 1;

  read(
    bytes: Uint8Array,
    context: ReadingContext = {},
    onPage: (done: number, of: number) => void = () => undefined,
    options: { previews: boolean } = { previews: false },
  ): Promise<ReadResult> {
    return new Promise((resolve, reject) => {
      const { previews } = options;
      this.queue.push({ id: this.nextId++, bytes, context, previews, onPage, resolve, reject });
      this.pump();
    });
  }

  /**
   * The most memory any of its reading processes has held so far, in MB (Linux's VmHWM), or null
   * where /proc cannot tell: what bench:invoices reports against the 600 MB bar.
   */
  get peakMemoryMb(): number | null {
    this.notePeak();
    return this.peakKb > 0 ? this.peakKb / 1024 : null;
  }

  private notePeak() {
    const pid = this.worker?.pid;
    if (!pid) return;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      this.peakKb = Math.max(this.peakKb, peak);
    } catch {
      // Not Linux, or the process has just ended.
    }
  }

  /** Files waiting, and the one being read. */
  get waiting(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  async close(): Promise<void> {
    this.notePeak();
    const worker = this.worker;
    this.worker = null;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    for (const waiting of this.queue.splice(0)) waiting.reject(new InvoiceFileError(stopped));
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      // Held until it has gone: an unreferenced process would let this one end mid-wait.
      worker.ref();
      worker.kill();
      await exited;
    }
  }

  private pump() {
    if (this.current) return;
    if (this.queue.length === 0) {
      this.idle ??= setTimeout(() => this.retire(), IDLE_SECONDS * 1000).unref();
      return;
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (this.filesRead >= FILES_PER_THREAD) this.retire();
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
    worker.send({
      id: next.id,
      bytes: next.bytes,
      context: next.context,
      previews: next.previews,
    });
  }

  /** Ends the thread between files; the next file starts a new one. */
  private retire() {
    this.idle = null;
    this.notePeak();
    const worker = this.worker;
    this.worker = null;
    this.filesRead = 0;
    if (worker && !this.current) worker.kill();
  }

  private ensureWorker(): ChildProcess {
    if (this.worker) return this.worker;
    const worker = startProcess("read-invoice", {
      heapMb: INVOICE_READER_HEAP_MB,
      env: READER_ENV,
    });
    // Neither the process nor its channel keeps the server (or the command line) running.
    worker.unref();
    worker.channel?.unref();
    worker.on("message", (message: Message) => {
      if (message.type === "ready" || message.id !== this.current?.id) return;
      if (message.type === "progress") this.current.onPage(message.done, message.of);
      else if (message.type === "done") this.finish((waiting) => waiting.resolve(message.read));
      else this.finish((waiting) => waiting.reject(new InvoiceFileError(message.message)));
    });
    const lost = (code: number | null, signal: string | null) => {
      if (this.worker !== worker) return;
      this.worker = null;
      // V8 ends a process whose heap is full with SIGABRT (or, under some builds, code 134).
      const memory = signal === "SIGABRT" || code === 134;
      this.fail(
        memory
          ? "Reading this file needed more memory than Larder gives one invoice, so it was stopped."
          : stopped,
        false,
      );
    };
    worker.on("error", () => lost(null, null));
    worker.on("exit", lost);
    this.worker = worker;
    return worker;
  }

  private finish(settle: (waiting: Waiting) => void) {
    const waiting = this.current;
    this.filesRead += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    if (waiting) settle(waiting);
    this.pump();
  }

  /** Gives up the current file and the thread with it (it may be stuck in a loop). */
  private fail(message: string, terminate = true) {
    this.notePeak();
    const worker = this.worker;
    if (terminate && worker) {
      this.worker = null;
      worker.kill("SIGKILL");
    }
    this.finish((waiting) => waiting.reject(new InvoiceFileError(message)));
  }
}
