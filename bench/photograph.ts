// Invoices photographed for the benches: each page of a PDF drawn as a printer would print it,
// then as a phone photo of the paper (apps/server/test/invoice-corpus.ts says how), held flat
// over it or at an angle on a counter. Used by bench:held-out-invoices on its own drawings and by
// bench:real-invoices on other people's PDFs.
import { createRequire } from "node:module";
import path from "node:path";
import { pdfCanvas } from "../apps/server/src/lib/pdf-canvas";
import { angledPhoto, phonePhoto } from "../apps/server/test/invoice-corpus";
import { A4, Sheet } from "./held-out/kit";

/**
 * Every page of a PDF as a PNG (pdf.js and @napi-rs/canvas), as a phone would see it: at `dpi`,
 * or finer for a small page (a till receipt), so that its long side is `leastLong` pixels.
 */
export async function pagePngs(pdf: Uint8Array, dpi = 200, leastLong = 0): Promise<Buffer[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { createCanvas } = pdfCanvas();
  // Drawn in the fonts the PDF names (Courier as Courier): without pdf.js's own copies of the
  // standard fonts it puts a sans-serif at Courier's spacing ("I NVOI CE NO."), which no printer
  // would. The corpus drawn before 2026-12-07 was photographed so.
  const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(pdfjsRoot, "standard_fonts")}/`,
  }).promise;
  const pngs: Buffer[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({
      scale: Math.max(dpi / 72, leastLong / Math.max(width, height)),
    });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "white";
    context.fillRect(0, 0, canvas.width, canvas.height);
    const parameters = { canvas, canvasContext: context, viewport };
    await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
    pngs.push(canvas.toBuffer("image/png"));
  }
  await document.destroy();
  return pngs;
}

/** A photo of each page; more than one page as a phone scanner app saves them, one PDF. */
export async function photographed(
  pdf: Uint8Array,
  index: number,
  angled = false,
): Promise<[string, Uint8Array]> {
  const photos: Uint8Array[] = [];
  // A photo at an angle at a phone camera's own size (12 megapixels), whatever the page's: its
  // far end is small. An A4 page at 300 dpi is 3,508 pixels long; a till receipt is drawn as
  // finely as that, as a phone would photograph it from nearer.
  const pngs = angled ? await pagePngs(pdf, 300, 3508) : await pagePngs(pdf, 200);
  for (const [page, png] of pngs.entries())
    photos.push(await (angled ? angledPhoto : phonePhoto)(png, index * 7 + page));
  if (photos.length === 1) return ["jpg", photos[0]!];
  const sharp = (await import("sharp")).default;
  const sheet = new Sheet(A4);
  for (const [page, photo] of photos.entries()) {
    if (page > 0) sheet.page();
    const { width, height } = await sharp(photo).metadata();
    const scale = Math.min(A4[0] / width!, A4[1] / height!);
    sheet.doc.image(Buffer.from(photo), 0, 0, { width: width! * scale, height: height! * scale });
  }
  return ["photos.pdf", await sheet.bytes()];
}
