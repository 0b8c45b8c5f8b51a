// Offline OCR with Tesseract (tesseract.js, WebAssembly), reading English, French, German,
// Dutch, Spanish and Italian from language data installed with Larder's npm packages: nothing is
// downloaded when it runs (decision 0027). A page is read in English first; a page in one of
// the other five is read again with that language's model, which is kept loaded (with English)
// until a page in another language comes: all six at once took twice the memory.
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import { createRequire as requireFrom } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { Word } from "@larder/domain";
import type * as Tesseract from "tesseract.js";
import type { PreparedImage } from "./image";
import { pageLanguage } from "./languages";
import { evenLight } from "./light";
import { flattenPage } from "./perspective";
import { levelImage, rereadWeakRows } from "./reread";
import { withoutRules } from "./rules";

const resolver = requireFrom(import.meta.url);
export const OCR_LANGUAGES = ["eng", "fra", "deu", "nld", "spa", "ita"] as const;

type TesseractWorker = Awaited<ReturnType<typeof Tesseract.createWorker>>;
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
      path.dirname(resolver.resolve(`@tesseract.js-data/${code}/package.json`)),
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

/** The languages the engine has loaded now: English, and the last other language it needed. */
let loaded = "eng";

async function ocrWorker(): Promise<TesseractWorker> {
  worker ??= (async () => {
    const { createWorker, OEM } = await import("tesseract.js");
    loaded = "eng";
    return createWorker("eng", OEM.LSTM_ONLY, {
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
  /** The page's tilt (radians) its words were turned level by. */
  angle: number;
}

/**
 * How Tesseract cuts the page up: as one block of text (its library's default, which reads the
 * synthetic corpus's tables best), or into the blocks it finds first (its command line's).
 */
type PageMode = "block" | "blocks";

async function recognise(
  png: Uint8Array,
  languages = loaded,
  mode: PageMode = "block",
  /** A band cut from a page already turned level (reread.ts): its words are left where read. */
  alreadyLevel = false,
): Promise<Read> {
  const engine = await ocrWorker();
  if (languages !== loaded) {
    await engine.reinitialize(languages);
    loaded = languages;
  }
  const { PSM } = await import("tesseract.js");
  if (mode === "blocks") await engine.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  let data;
  try {
    ({ data } = await engine.recognize(Buffer.from(png), {}, { blocks: true, text: false }));
  } finally {
    if (mode === "blocks") await engine.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  }
  const words: Omit<Word, "page">[] = [];
  const slopes: { slope: number; weight: number }[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        if (x1 - x0 > 40) slopes.push({ slope: (y1 - y0) / (x1 - x0), weight: x1 - x0 });
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
      }
  const angle = alreadyLevel ? 0 : skewOf(slopes);
  return { words: level(words, angle), confidence: data.confidence / 100, angle };
}

/** The page's tilt: the weighted median slope of its text lines' baselines. */
function skewOf(slopes: { slope: number; weight: number }[]): number {
  if (slopes.length === 0) return 0;
  const sorted = [...slopes].sort((a, b) => a.slope - b.slope);
  const half = sorted.reduce((sum, s) => sum + s.weight, 0) / 2;
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.weight;
    if (seen >= half) return Math.atan(entry.slope);
  }
  return 0;
}

/**
 * Words of a photo taken a little askew, turned level: on a tilted page the cells of one row
 * sit at different heights across the page, and would not be read as one row.
 */
function level(words: Omit<Word, "page">[], angle: number): Omit<Word, "page">[] {
  if (Math.abs(angle) < 0.002) return words;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return words.map((word) => {
    const cx = word.x + word.width / 2;
    const cy = word.y + word.height / 2;
    const x = cx * cos + cy * sin;
    const y = -cx * sin + cy * cos;
    return { ...word, x: x - word.width / 2, y: y - word.height / 2 };
  });
}

/** A reading's worth when choosing how a page is turned: many words read with confidence. */
const worth = (read: Read) => read.confidence * read.words.length;

/** The long side of the small copies that orientations are tried on. */
const TRIAL_SIDE = 1200;

/**
 * The words of a page image. A page read with little confidence may be a photo taken sideways
 * or upside down: the other three turns are tried on a small copy, and if one reads better the
 * page is read again turned that way.
 */
export async function ocrPage(image: PreparedImage): Promise<PageRead> {
  // A page photographed at an angle is drawn square first: its rows slope differently at its
  // head and foot, and no one tilt would level them.
  const flat = image.flattened ? image : await flattenPage(image.png);
  // Boxes and table rules read as letters and swallow the small labels inside them.
  // Light evened out first: a shadow's edge would otherwise read as a rule.
  const page = await upright({ ...flat, png: await withoutRules(await evenLight(flat.png)) });
  // Read in the page's own language (with English, for the words every invoice borrows).
  const language = pageLanguage(page.read.words.map((word) => word.text));
  const wanted = language === "eng" ? "eng" : `${language}+eng`;
  let read = wanted === loaded ? page.read : await recognise(page.png, wanted);
  // A table ruled into cells, read as one block of text, comes out as a few tall words of
  // garbage where its rows were (a GnuCash invoice's totals: "Newobetrsg | moos"). Read into
  // blocks first, such a table is read cell by cell; that reading is kept when it has clearly
  // (a fifth) more words read surely. Read so throughout, the synthetic corpus's tables lost
  // quantities: Tesseract drops narrow columns of small numbers when it looks for blocks.
  if (collapsedRows(read.words)) {
    const blocks = await recognise(page.png, wanted, "blocks");
    if (sureWords(blocks.words) > sureWords(read.words) * 1.2) read = blocks;
  }
  // Small print read with little confidence is read again, larger.
  const words = await rereadWeakRows(
    page.png,
    read.words,
    read.angle,
    async (band) => (await recognise(band, wanted, "block", true)).words,
  );
  // The page as its words stand: drawn square, upright and turned level, its light and rules as
  // photographed. The review shows this image, so that a field's outline falls on its print.
  const shown =
    page.turn === 0 ? flat.png : await sharp(flat.png).rotate(page.turn).png().toBuffer();
  const level = await levelImage(shown, read.angle);
  return {
    words: words.map((word) => ({
      ...word,
      x: word.x + level.offset.x,
      y: word.y + level.offset.y,
    })),
    width: level.width,
    height: level.height,
    image: level.image,
  };
}

export interface PageRead {
  /** The words, where they stand in `image`. */
  words: Omit<Word, "page">[];
  width: number;
  height: number;
  /** The page as it was read (PNG): drawn square, upright and level. */
  image: Uint8Array;
}

/** Whether some word, read with next to no confidence, stands taller than rows of print. */
function collapsedRows(words: Omit<Word, "page">[]): boolean {
  const heights = words.map((word) => word.height).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  return words.some((word) => word.confidence < 0.3 && word.height > usual * 2.4);
}

const sureWords = (words: Omit<Word, "page">[]) =>
  words.reduce((sum, word) => sum + word.confidence, 0);

/** The page read the right way up, and the image it was read from. */
async function upright(
  image: PreparedImage,
): Promise<{ read: Read; width: number; height: number; png: Uint8Array; turn: number }> {
  const first = await recognise(image.png);
  const size = { width: image.width, height: image.height, png: image.png };
  if (first.confidence >= 0.6 && first.words.length >= 15) return { read: first, ...size, turn: 0 };
  const small = await sharp(image.png)
    .resize({ width: TRIAL_SIDE, height: TRIAL_SIDE, fit: "inside" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  let best = { angle: 0, worth: worth(await recognise(small)) };
  for (const angle of [90, 180, 270]) {
    const turned = await sharp(small).rotate(angle).png({ compressionLevel: 1 }).toBuffer();
    const trial = worth(await recognise(turned));
    if (trial > best.worth * 1.2) best = { angle, worth: trial };
  }
  if (best.angle === 0) return { read: first, ...size, turn: 0 };
  const turned = await sharp(image.png)
    .rotate(best.angle)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return {
    read: await recognise(turned.data),
    width: turned.info.width,
    height: turned.info.height,
    png: turned.data,
    turn: best.angle,
  };
}
