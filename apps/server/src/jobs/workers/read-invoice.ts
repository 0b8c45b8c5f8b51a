// A worker process that reads invoice files (decision 0027): a PDF's text or OCR of its images,
// then the fields. It stays up between files, so the OCR engine loads once; a file that crashes
// it, or runs too long, costs only this process (jobs/invoice-reader.ts).
import sharp from "sharp";
import type { ReadingContext } from "@larder/domain";
import { InvoiceFileError } from "../../lib/invoice-reader/kinds";
import { readInvoiceFile } from "../../lib/invoice-reader/read-file";

const port = {
  postMessage: (message: unknown) => process.send?.(message),
  on: (event: "message", listener: (request: Request) => void) => process.on(event, listener),
};
// The server going away (a crash, a kill) closes the channel: nothing is left to read for.
process.on("disconnect", () => process.exit(0));
// libvips keeps decoded images and open files in a cache for the next operation on the same
// input; a reader never sees the same image twice, so it only holds memory.
sharp.cache(false);
sharp.concurrency(1);

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
