// A PDF's own text, with each run's position, through Mozilla's pdf.js (decision 0027); pages
// without a text layer (a scan saved as PDF) are drawn into an image for OCR.
import { createRequire as requireFrom } from "node:module";
import path from "node:path";
import type { Word } from "@larder/domain";
import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { INVOICE_LIMITS, InvoiceFileError } from "./kinds";
import { refuseInflationBombs } from "./pdf-streams";
import { pageOutline } from "./page-outline";
import { askew, flattenPage } from "./perspective";

const resolver = requireFrom(import.meta.url);
const pdfjsRoot = path.dirname(resolver.resolve("pdfjs-dist/package.json"));
const local = (folder: string) => `${path.join(pdfjsRoot, folder)}/`;

/** A page as read: its words from the text layer, or an image of it to read by OCR. */
export type PdfPage =
  | { kind: "text"; width: number; height: number; words: Omit<Word, "page">[] }
  | { kind: "image"; width: number; height: number; png: Uint8Array; flattened?: boolean };

/** Fewer letters than this on a page means it is a picture of text, not text. */
const TEXT_PAGE_LETTERS = 25;
/** Pages are drawn for OCR at about 200 dots per inch: enough for print of 8 points and up. */
const OCR_SCALE = 200 / 72;

/** A page photographed at an angle is drawn again with its long side this large at most… */
const LARGEST_SIDE = 4096;
/** …and drawn square no larger than OCR needs (as image.ts sizes photos). */
const LARGEST_OCR_SIDE = 2600;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  refuseInflationBombs(bytes);
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    // Everything pdf.js may load comes from its own package: nothing is fetched.
    standardFontDataUrl: local("standard_fonts"),
    cMapUrl: local("cmaps"),
    cMapPacked: true,
    wasmUrl: local("wasm"),
    iccUrl: local("iccs"),
    maxImageSize: INVOICE_LIMITS.pixels,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === "PasswordException")
      throw new InvoiceFileError(
        "This PDF is protected by a password. Save it without the password, or print it to a new PDF, and upload that.",
      );
    throw new InvoiceFileError("This PDF is damaged or not a PDF Larder can read.");
  }
  try {
    if (document.numPages > INVOICE_LIMITS.pages)
      throw new InvoiceFileError(
        `This PDF has ${document.numPages} pages; an invoice can have at most ${INVOICE_LIMITS.pages}. Upload each invoice on its own.`,
      );
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words: Omit<Word, "page">[] = [];
      let letters = 0;
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , c, d, e, f] = item.transform as number[];
        const height = Math.hypot(c!, d!) || item.height;
        const text = readableText(item.str);
        letters += text.replace(/\s/g, "").length;
        words.push(...splitRun(text, e!, viewport.height - f! - height, item.width, height));
      }
      if (letters >= TEXT_PAGE_LETTERS) {
        pages.push({ kind: "text", width: viewport.width, height: viewport.height, words });
        continue;
      }
      const drawn = await drawPage(page, OCR_SCALE);
      // A photo of a page taken at an angle (a scanner app's PDF of photos): its far end's print
      // is small at 200 dpi, so the page is drawn again larger, and square from that.
      const outline = await pageOutline(drawn.png);
      if (askew(outline)) {
        // 4,096 px on the long side is 17 million pixels at most, within the reader's limit.
        const scale = Math.min(
          OCR_SCALE * 3,
          LARGEST_SIDE / Math.max(viewport.width, viewport.height),
        );
        const large = await drawPage(page, scale);
        const ratio = large.width / drawn.width;
        const flat = await flattenPage(large.png, {
          most: LARGEST_OCR_SIDE,
          outline: outline.map((corner) => ({ x: corner.x * ratio, y: corner.y * ratio })),
        });
        pages.push({ kind: "image", ...flat });
        continue;
      }
      pages.push({ kind: "image", ...drawn });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * TeX's Cork-encoded fonts put the ligatures ff, fi, fl, ffi and ffl at codes 27 to 31; a PDF
 * whose font does not say their Unicode gives them as those control codes ("Kundenidenti\x1ckation").
 */
const LIGATURES: Record<string, string> = {
  "\x1b": "ff",
  "\x1c": "fi",
  "\x1d": "fl",
  "\x1e": "ffi",
  "\x1f": "ffl",
};

/** The text of a run with ligatures spelt out and no other control codes. */
function readableText(text: string): string {
  let readable = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (LIGATURES[char]) readable += LIGATURES[char];
    // Other control codes draw nothing a person reads (tab and line breaks are spaces).
    else if (code < 0x20 || code === 0x7f) readable += /[\t\n\r]/.test(char) ? " " : "";
    else readable += char;
  }
  return readable;
}

/**
 * A run of text as pdf.js gives it, split where it holds a wide space ("Subtotal      62.00"
 * drawn in one go): each part placed by its share of the run's characters.
 */
function splitRun(
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
): Omit<Word, "page">[] {
  const perChar = text.length > 0 ? width / text.length : 0;
  const words: Omit<Word, "page">[] = [];
  for (const match of text.matchAll(/\S+(?: \S+)*/g)) {
    words.push({
      text: match[0],
      x: x + match.index * perChar,
      y,
      width: match[0].length * perChar,
      height,
      confidence: 1,
    });
  }
  return words;
}

/** A page drawn for OCR at `scale` (pdf.js onto @napi-rs/canvas), as a PNG. */
async function drawPage(page: PDFPageProxy, scale: number) {
  const drawn = page.getViewport({ scale });
  if (drawn.width * drawn.height > INVOICE_LIMITS.pixels)
    throw new InvoiceFileError("A page of this PDF is too large to read.");
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(Math.ceil(drawn.width), Math.ceil(drawn.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "white";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js's types name the browser's canvas; @napi-rs/canvas is its counterpart in Node.
  const parameters = { canvas, canvasContext: context, viewport: drawn };
  await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
  return { width: canvas.width, height: canvas.height, png: canvas.toBuffer("image/png") };
}
