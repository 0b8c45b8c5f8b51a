// A worker process that reads invoice files (decision 0027): a PDF's text or OCR of its images,
// then the fields. It stays up between files, so the OCR engine loads once; a file that crashes
// it, or runs too long, costs only this process (jobs/invoice-reader.ts). Asked for them, it
// also draws each page small for the review screen (decision 0028).
import sharp from "sharp";
import type { ReadingContext } from "@larder/domain";
import { previewPages } from "../../lib/document-preview";
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
  previews: boolean;
}

async function read(request: Request) {
  // Pages read by OCR are shown as they were read (drawn square, upright, level): the words'
  // places are on that image, not on the photo as taken.
  const asRead = new Map<number, Uint8Array>();
  const read = await readInvoiceFile(
    request.bytes,
    request.context,
    (done, of) => port.postMessage({ id: request.id, type: "progress", done, of }),
    (page, png) => {
      if (request.previews) asRead.set(page, png);
    },
  );
  return request.previews ? { ...read, previews: await previewPages(request.bytes, asRead) } : read;
}

port.on("message", (request: Request) => {
  read(request).then(
    (result) => port.postMessage({ id: request.id, type: "done", read: result }),
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
