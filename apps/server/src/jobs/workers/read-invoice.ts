// A worker thread that reads invoice files (decision 0027): a PDF's text or OCR of its images,
// then the fields. It stays up between files, so the OCR engine and its six languages load
// once; a file that crashes it or runs too long costs only this thread (jobs/invoice-reader.ts).
import { parentPort } from "node:worker_threads";
import type { ReadingContext } from "@larder/domain";
import { InvoiceFileError } from "../../lib/invoice-reader/kinds";
import { readInvoiceFile } from "../../lib/invoice-reader/read-file";

const port = parentPort!;

interface Request {
  id: number;
  bytes: Uint8Array;
  context: ReadingContext;
}

port.on("message", (request: Request) => {
  readInvoiceFile(request.bytes, request.context, (done, of) =>
    port.postMessage({ id: request.id, type: "progress", done, of }),
  ).then(
    (read) => port.postMessage({ id: request.id, type: "done", read }),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        type: "refused",
        message:
          error instanceof InvoiceFileError
            ? error.message
            : "This file could not be read: it may be damaged. Try another copy of it.",
      }),
  );
});
port.postMessage({ type: "ready" });
