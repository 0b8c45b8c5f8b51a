// An invoice file in, its fields out: the text of each page (the PDF's own, or OCR of the
// image), then the reading itself, which is plain logic over the words (packages/domain).
import {
  type InvoiceDocument,
  type ReadInvoice,
  type ReadingContext,
  readInvoice,
  type Word,
} from "@larder/domain";
import { prepareImages } from "./image";
import { invoiceFileKind } from "./kinds";
import { ocrPage } from "./ocr";
import { readPdf } from "./pdf";

export interface ReadFile {
  document: InvoiceDocument;
  invoice: ReadInvoice;
}

/**
 * The words of every page of an invoice file. Throws InvoiceFileError for a file it refuses.
 * `asRead` is given each page read by OCR as an image of the page as its words stand.
 */
export async function readInvoiceDocument(
  bytes: Uint8Array,
  onPage: (done: number, of: number) => void = () => undefined,
  asRead: (page: number, png: Uint8Array) => void = () => undefined,
): Promise<InvoiceDocument> {
  const kind = invoiceFileKind(bytes);
  const pages: InvoiceDocument["pages"] = [];
  const words: Word[] = [];
  let text = 0;
  let ocr = 0;
  if (kind === "pdf") {
    const read = await readPdf(bytes);
    for (const [page, content] of read.entries()) {
      if (content.kind === "text") {
        text += 1;
        pages.push({ width: content.width, height: content.height });
        for (const word of content.words) words.push({ ...word, page });
      } else {
        ocr += 1;
        const seen = await ocrPage({
          png: content.png,
          width: content.width,
          height: content.height,
          flattened: content.flattened,
        });
        pages.push({ width: seen.width, height: seen.height });
        for (const word of seen.words) words.push({ ...word, page });
        asRead(page, seen.image);
      }
      onPage(page + 1, read.length);
    }
  } else {
    const images = await prepareImages(bytes, kind);
    for (const [page, image] of images.entries()) {
      ocr += 1;
      const seen = await ocrPage(image);
      pages.push({ width: seen.width, height: seen.height });
      for (const word of seen.words) words.push({ ...word, page });
      asRead(page, seen.image);
      onPage(page + 1, images.length);
    }
  }
  return { pages, words, source: ocr === 0 ? "text" : text === 0 ? "ocr" : "mixed" };
}

export async function readInvoiceFile(
  bytes: Uint8Array,
  context: ReadingContext = {},
  onPage?: (done: number, of: number) => void,
  asRead?: (page: number, png: Uint8Array) => void,
): Promise<ReadFile> {
  const document = await readInvoiceDocument(bytes, onPage, asRead);
  return { document, invoice: readInvoice(document, context) };
}
