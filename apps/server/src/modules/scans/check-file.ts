import { UnsupportedFileError, UnusableFileError } from "@larder/domain";
import { SCAN_LIMITS } from "@larder/contracts";
import type { InvoiceFileError } from "../../lib/invoice-reader/kinds";
import { invoiceFileKind } from "../../lib/invoice-reader/kinds";
import { readPhotoHeader } from "../uploads";

const CONTENT_TYPES = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  tiff: "image/tiff",
  webp: "image/webp",
  heic: "image/heic",
} as const;

const count = (n: number) => n.toLocaleString("en-US");

/**
 * What can be told of an uploaded document before it is kept, from its bytes alone: that it is
 * a PDF or an image (never by its name or declared type), not empty, not too large, and, for a
 * JPEG, PNG or WebP, not cut short, not hiding another file and not too many pixels (read from
 * its header). Anything else (a password, a PDF that inflates without end) the reader finds.
 */
export function checkScanFile(bytes: Uint8Array): { contentType: string } {
  let kind;
  try {
    kind = invoiceFileKind(bytes);
  } catch (error) {
    const message = (error as InvoiceFileError).message;
    if (bytes.length === 0) throw new UnusableFileError("empty_file", message);
    throw new UnsupportedFileError("unsupported_file", message);
  }
  if (kind === "jpeg" || kind === "png" || kind === "webp") {
    const header = readPhotoHeader(bytes);
    if ("fault" in header) {
      if (header.fault === "truncated")
        throw new UnusableFileError(
          "document_incomplete",
          "This image is incomplete: the file stops before the end of the picture. Take the photo again or upload the whole file.",
        );
      if (header.fault === "mixed")
        throw new UnusableFileError(
          "document_mixed_content",
          `This file is a picture with ${header.what} inside, so Larder does not keep it. Take or export the photo again and upload that.`,
        );
      throw new UnusableFileError("document_unreadable", "This image cannot be read.");
    }
    const pixels = header.width * header.height;
    if (pixels > SCAN_LIMITS.pixels)
      throw new UnusableFileError(
        "document_too_many_pixels",
        `This image is ${count(header.width)} × ${count(header.height)} pixels (${count(Math.round(pixels / 1e6))} million); Larder reads images of up to ${SCAN_LIMITS.pixels / 1e6} million. Send a smaller photo, or a scan at 300 dpi.`,
      );
  }
  return { contentType: CONTENT_TYPES[kind] };
}
