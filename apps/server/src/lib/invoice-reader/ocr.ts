// Offline OCR with Tesseract (tesseract.js, WebAssembly), reading English, French, German,
// Dutch, Spanish and Italian from language data installed with Larder's npm packages: nothing is
// downloaded when it runs (decision 0027).
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import type { Word } from "@larder/domain";
import type { PreparedImage } from "./image";

const require = createRequire(import.meta.url);
export const OCR_LANGUAGES = ["eng", "fra", "deu", "nld", "spa", "ita"] as const;

type TesseractWorker = Awaited<ReturnType<typeof import("tesseract.js").createWorker>>;
let worker: Promise<TesseractWorker> | null = null;

/**
 * A folder holding the six languages' models under the names Tesseract looks for, as links to
 * the fast integer LSTM models each @tesseract.js-data package carries in node_modules
 * (tesseract.js reads every language from one folder). Made once per machine and user.
 */
function languageFolder(): string {
  const folder = path.join(os.tmpdir(), `larder-ocr-languages-${process.getuid?.() ?? "user"}`);
  mkdirSync(folder, { recursive: true });
  for (const code of OCR_LANGUAGES) {
    const model = path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
      "4.0.0_best_int",
      `${code}.traineddata.gz`,
    );
    const link = path.join(folder, `${code}.traineddata.gz`);
    let current: string | null = null;
    try {
      current = readlinkSync(link);
    } catch {
      current = null;
    }
    if (current === model) continue;
    rmSync(link, { force: true });
    symlinkSync(model, link);
  }
  return folder;
}

async function ocrWorker(): Promise<TesseractWorker> {
  worker ??= (async () => {
    const { createWorker, OEM } = await import("tesseract.js");
    return createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
      langPath: languageFolder(),
      gzip: true,
      cacheMethod: "none",
      logger: () => undefined,
      errorHandler: () => undefined,
    });
  })();
  return worker;
}

/** Stops the OCR engine (the CLI, when it is done; a worker thread ends with it anyway). */
export async function stopOcr(): Promise<void> {
  if (!worker) return;
  const running = await worker;
  worker = null;
  await running.terminate();
}

interface Read {
  words: Omit<Word, "page">[];
  confidence: number;
}

async function recognise(png: Uint8Array): Promise<Read> {
  const engine = await ocrWorker();
  const { data } = await engine.recognize(Buffer.from(png), {}, { blocks: true, text: false });
  const words: Omit<Word, "page">[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          if (word.text.trim() === "") continue;
          words.push({
            text: word.text,
            x: word.bbox.x0,
            y: word.bbox.y0,
            width: word.bbox.x1 - word.bbox.x0,
            height: word.bbox.y1 - word.bbox.y0,
            confidence: Math.max(0, Math.min(1, word.confidence / 100)),
          });
        }
  return { words, confidence: data.confidence / 100 };
}

/**
 * The words of a page image. A page read with little confidence is tried a quarter, half and
 * three quarters turned (a photo taken sideways), and the best reading is kept.
 */
export async function ocrPage(
  image: PreparedImage,
): Promise<{ words: Omit<Word, "page">[]; width: number; height: number }> {
  let best = await recognise(image.png);
  let size = { width: image.width, height: image.height };
  if (best.confidence >= 0.6 && best.words.length >= 15) return { words: best.words, ...size };
  const sharp = (await import("sharp")).default;
  for (const angle of [90, 180, 270]) {
    const turned = await sharp(image.png)
      .rotate(angle)
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    const read = await recognise(turned.data);
    if (read.confidence * read.words.length > best.confidence * best.words.length) {
      best = read;
      size = { width: turned.info.width, height: turned.info.height };
    }
  }
  return { words: best.words, ...size };
}
