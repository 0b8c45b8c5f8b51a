import { inflateSync } from "node:zlib";
import { InvoiceFileError } from "./kinds";

/** What all of a PDF's compressed streams may inflate to: an invoice needs a few megabytes. */
export const INFLATED_LIMIT = 150 * 1024 * 1024;

/**
 * Refuses a PDF whose compressed streams would inflate past INFLATED_LIMIT (a "zip bomb" in a
 * PDF: a few kilobytes that become gigabytes), before pdf.js decodes any of them: pdf.js keeps a
 * decoded stream whole in memory, outside the reading thread's heap limit. Each Flate stream is
 * inflated once here with a ceiling on its output; a stream that is not Flate, or is damaged,
 * is left to pdf.js.
 */
export function refuseInflationBombs(bytes: Uint8Array): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = INFLATED_LIMIT;
  let at = 0;
  for (;;) {
    const start = buffer.indexOf("stream", at, "latin1");
    if (start < 0) return;
    at = start + 6;
    // "endstream" contains "stream": only a keyword that starts a stream's data counts.
    if (buffer.toString("latin1", Math.max(0, start - 3), start) === "end") continue;
    let data = at;
    if (buffer[data] === 0x0d) data += 1;
    if (buffer[data] === 0x0a) data += 1;
    const end = buffer.indexOf("endstream", data, "latin1");
    if (end < 0) return;
    at = end + 9;
    const head = buffer.toString("latin1", Math.max(0, start - 400), start);
    if (!/\/FlateDecode/.test(head.slice(head.lastIndexOf("<<")))) continue;
    let inflated: number;
    try {
      inflated = inflateSync(buffer.subarray(data, end), { maxOutputLength: budget + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw bomb();
      continue;
    }
    budget -= inflated;
    if (budget < 0) throw bomb();
  }
}

const bomb = () =>
  new InvoiceFileError(
    `This PDF would take more than ${INFLATED_LIMIT / 1048576} MB once unpacked, far more than any invoice; it was not read.`,
  );
