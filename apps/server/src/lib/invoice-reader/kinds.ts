// What an uploaded invoice is, by its first bytes (never by its name or the type the request
// claims), and the limits any file must keep to before a page of it is decoded.

/** A file the reader will not read, said in one sentence for the person who sent it. */
export class InvoiceFileError extends Error {}

export type InvoiceFileKind = "pdf" | "jpeg" | "png" | "tiff" | "webp" | "heic";

export const INVOICE_LIMITS = {
  /** Bytes of one file. */
  bytes: 25 * 1024 * 1024,
  /** Pages read from a PDF or a multi-page TIFF; an invoice longer than this is split. */
  pages: 12,
  /** Pixels of one image or one rendered page: a 200-megapixel photo is refused unread. */
  pixels: 40_000_000,
} as const;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** HEIF brands: iPhone photos (heic, heix), sequences, and the general image brand (mif1). */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

export function invoiceFileKind(bytes: Uint8Array): InvoiceFileKind {
  if (bytes.length === 0) throw new InvoiceFileError("This file is empty.");
  if (bytes.length > INVOICE_LIMITS.bytes)
    throw new InvoiceFileError(
      `This file is ${(bytes.length / 1048576).toFixed(1)} MB; an invoice can be at most ${INVOICE_LIMITS.bytes / 1048576} MB.`,
    );
  // A PDF's header may follow a little junk (some scanners write a few bytes first).
  if (ascii(bytes, 0, 1024).includes("%PDF-")) return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 1, 4) === "PNG" && bytes[0] === 0x89) return "png";
  const head = ascii(bytes, 0, 4);
  if (head === "II*\0" || head === "MM\0*") return "tiff";
  if (head === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heic";
  throw new InvoiceFileError(
    "This is not a PDF or an image Larder can read: send the invoice as a PDF, or a photo or scan (JPEG, PNG, TIFF, WebP or HEIC).",
  );
}
