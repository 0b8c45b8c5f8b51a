// Each page of an invoice or receipt drawn small (WebP, 1,100 pixels wide at most) for the
// review screen, so a person can read the document beside what Larder read from it. Runs in
// the invoice reader's process, after the file has been read (and so checked) by the reader.
// A page read by OCR is shown as it was read (drawn square, upright and level, in grey), since
// that is the image the places of its fields are measured on.
import { createRequire as requireFrom } from "node:module";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { INVOICE_LIMITS, invoiceFileKind } from "./invoice-reader/kinds";
import { pdfCanvas } from "./pdf-canvas";

export interface PagePreview {
  width: number;
  height: number;
  image: Uint8Array;
}

const WIDTH = 1100;
const QUALITY = 72;

const resolver = requireFrom(import.meta.url);
const pdfjsRoot = path.dirname(resolver.resolve("pdfjs-dist/package.json"));
const local = (folder: string) => `${path.join(pdfjsRoot, folder)}/`;

async function webp(input: Sharp): Promise<PagePreview> {
  const { data, info } = await input
    .resize({ width: WIDTH, height: WIDTH * 2, fit: "inside", withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, image: data };
}

async function pdfPages(
  bytes: Uint8Array,
  asRead: ReadonlyMap<number, Uint8Array>,
): Promise<PagePreview[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { createCanvas } = pdfCanvas();
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: local("standard_fonts"),
    cMapUrl: local("cmaps"),
    cMapPacked: true,
    wasmUrl: local("wasm"),
    iccUrl: local("iccs"),
    maxImageSize: INVOICE_LIMITS.pixels,
  }).promise;
  try {
    const previews: PagePreview[] = [];
    const count = Math.min(document.numPages, INVOICE_LIMITS.pages);
    for (let number = 1; number <= count; number += 1) {
      const read = asRead.get(number - 1);
      if (read) {
        previews.push(await webp(sharp(read)));
        continue;
      }
      const page = await document.getPage(number);
      const unit = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(WIDTH / unit.width, 3) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext("2d");
      context.fillStyle = "white";
      context.fillRect(0, 0, canvas.width, canvas.height);
      const parameters = { canvas, canvasContext: context, viewport };
      await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
      previews.push(await webp(sharp(canvas.toBuffer("image/png"))));
      page.cleanup();
    }
    return previews;
  } finally {
    await document.destroy();
  }
}

async function imagePages(
  bytes: Uint8Array,
  heic: boolean,
  asRead: ReadonlyMap<number, Uint8Array>,
): Promise<PagePreview[]> {
  if (asRead.size > 0) {
    const previews: PagePreview[] = [];
    for (const png of asRead.values()) previews.push(await webp(sharp(png)));
    return previews;
  }
  if (heic) {
    const { default: decode } = await import("heic-decode");
    const image = await decode({ buffer: bytes });
    const raw = { width: image.width, height: image.height, channels: 4 as const };
    return [await webp(sharp(Buffer.from(image.data.buffer), { raw }))];
  }
  const options = { limitInputPixels: INVOICE_LIMITS.pixels };
  const { pages = 1 } = await sharp(bytes, options).metadata();
  const previews: PagePreview[] = [];
  for (let page = 0; page < Math.min(pages, INVOICE_LIMITS.pages); page += 1)
    previews.push(await webp(sharp(bytes, { ...options, page }).rotate()));
  return previews;
}

/** The pages drawn small; none when a page cannot be drawn (the reading stands without them). */
export async function previewPages(
  bytes: Uint8Array,
  asRead: ReadonlyMap<number, Uint8Array> = new Map(),
): Promise<PagePreview[]> {
  try {
    const kind = invoiceFileKind(bytes);
    return kind === "pdf"
      ? await pdfPages(bytes, asRead)
      : await imagePages(bytes, kind === "heic", asRead);
  } catch {
    return [];
  }
}
