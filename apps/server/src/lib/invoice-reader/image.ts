// Photos and scans made ready for OCR: turned upright by their EXIF, grey, the sensor's grain
// softened, and sized so that a line of print is tall enough for Tesseract and no larger
// (decision 0027). Contrast is left to Tesseract's own thresholding: stretching it turned the
// grain of an evenly lit photo into thousands of specks, read as letters for minutes.
import sharp, { type Sharp } from "sharp";
import { INVOICE_LIMITS, InvoiceFileError, type InvoiceFileKind } from "./kinds";
import { OUTLINE_SIDE, pageOutline } from "./page-outline";
import { askew, flattenPage } from "./perspective";

/** Long sides OCR reads ordinary print well between: smaller is enlarged, larger reduced. */
const LONG_SIDE = { least: 1800, most: 2600 };
/**
 * A larger photo is kept at up to a phone camera's own size while its page is drawn square: the
 * far end of a page taken at an angle is small in the photo, and would lose its print if the
 * photo were made smaller first.
 */
const PHONE_SIDE = 4096;

export interface PreparedImage {
  png: Uint8Array;
  width: number;
  height: number;
  /** Drawn square already: a page photographed at an angle (perspective.ts). */
  flattened?: boolean;
}

const unreadable = () =>
  new InvoiceFileError(
    "This image is damaged or cut short, so it cannot be read. Take the photo or scan again.",
  );

/** The pages of an image file (a TIFF may hold several), ready for OCR. */
export async function prepareImages(
  bytes: Uint8Array,
  kind: Exclude<InvoiceFileKind, "pdf">,
): Promise<PreparedImage[]> {
  const input = kind === "heic" ? await decodeHeic(bytes) : { bytes, raw: undefined };
  let pages = 1;
  try {
    // The header only: the size is checked here, so that the refusal can say it.
    const metadata = await sharp(input.bytes, {
      raw: input.raw,
      limitInputPixels: false,
    }).metadata();
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > INVOICE_LIMITS.pixels) throw tooLarge(pixels);
    pages = Math.min(metadata.pages ?? 1, INVOICE_LIMITS.pages);
    if ((metadata.pages ?? 1) > INVOICE_LIMITS.pages)
      throw new InvoiceFileError(
        `This file holds ${metadata.pages} pages; an invoice can have at most ${INVOICE_LIMITS.pages}.`,
      );
  } catch (error) {
    if (error instanceof InvoiceFileError) throw error;
    throw unreadable();
  }
  const prepared: PreparedImage[] = [];
  for (let page = 0; page < pages; page += 1) {
    try {
      const image = sharp(input.bytes, {
        raw: input.raw,
        page,
        limitInputPixels: INVOICE_LIMITS.pixels,
        failOn: "truncated",
      })
        .rotate()
        .grayscale();
      // The input's size: turning it upright swaps its sides, not its long side.
      const { width = 0, height = 0 } = await image.metadata();
      const long = Math.max(width, height);
      if (long > LONG_SIDE.most) {
        const flat = await flattenedLarge(image);
        if (flat) {
          prepared.push(flat);
          continue;
        }
      }
      if (long < LONG_SIDE.least || long > LONG_SIDE.most) {
        const side = long < LONG_SIDE.least ? LONG_SIDE.least : LONG_SIDE.most;
        image.resize({ width: side, height: side, fit: "inside" });
      }
      const { data, info } = await image
        .blur(0.5)
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      prepared.push({ png: data, width: info.width, height: info.height });
    } catch (error) {
      if (error instanceof InvoiceFileError) throw error;
      throw unreadable();
    }
  }
  return prepared;
}

/**
 * A large photo of a page taken at an angle, drawn square from the photo at up to a phone's own
 * size and no larger than OCR needs; null when its page is square to the camera or not found.
 */
async function flattenedLarge(image: Sharp): Promise<PreparedImage | null> {
  const small = await image
    .clone()
    .resize({ width: OUTLINE_SIDE, height: OUTLINE_SIDE, fit: "inside" })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const outline = await pageOutline(small.data);
  if (!askew(outline)) return null;
  const full = await image
    .clone()
    .resize({ width: PHONE_SIDE, height: PHONE_SIDE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const scale = full.info.width / small.info.width;
  const flat = await flattenPage(full.data, {
    most: LONG_SIDE.most,
    outline: outline.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })),
  });
  const { data, info } = await sharp(flat.png)
    .blur(0.5)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, flattened: true };
}

function tooLarge(pixels: number) {
  return new InvoiceFileError(
    `This image has ${Math.round(pixels / 1e6)} million pixels; Larder reads images of up to ${INVOICE_LIMITS.pixels / 1e6} million. Send a smaller photo or a scan at 300 dpi.`,
  );
}

/** iPhone photos: decoded by libheif (compiled to WebAssembly) into raw pixels for sharp. */
async function decodeHeic(bytes: Uint8Array) {
  const { default: decode } = await import("heic-decode");
  let image;
  try {
    image = await decode({ buffer: bytes });
  } catch {
    throw unreadable();
  }
  if (image.width * image.height > INVOICE_LIMITS.pixels)
    throw tooLarge(image.width * image.height);
  return {
    bytes: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    raw: { width: image.width, height: image.height, channels: 4 as const },
  };
}
