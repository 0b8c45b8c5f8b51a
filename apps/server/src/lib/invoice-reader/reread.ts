// Small print read again, larger. A photographed invoice's small print (a grid's condensed
// labels, "I NVOI CE NO." over the number) comes out of a page read as letters Tesseract is
// unsure of ("JINCLCE NO", "INOCE DATE"); the same row cut out of the page, turned level and
// read at twice the size, reads "INVOICE NO | INVOICE DATE". The runs of words read with least
// confidence are read so, and each unsure word is replaced by what was read in its place when
// that is clearly surer.
import sharp from "sharp";
import type { Word } from "@larder/domain";

type PageWord = Omit<Word, "page">;

/** A row's words read with less than this confidence, on average, are read again. */
const WEAK = 0.8;
/** At most this many runs a page: reading one takes a tenth to a fifth of a second. */
const MOST_ROWS = 24;
const SCALE = 2;

/** Words on one baseline: each word's middle within half a letter's height of the row's. */
export function rowsOf(words: PageWord[]): PageWord[][] {
  const heights = words.map((word) => word.height).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const rows: { middle: number; words: PageWord[] }[] = [];
  for (const word of [...words].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2))) {
    const middle = word.y + word.height / 2;
    const row = rows.at(-1);
    if (row && Math.abs(middle - row.middle) < usual / 2) {
      row.words.push(word);
      row.middle = row.words.reduce((sum, w) => sum + w.y + w.height / 2, 0) / row.words.length;
    } else rows.push({ middle, words: [word] });
  }
  return rows.map((row) => row.words.sort((a, b) => a.x - b.x));
}

/**
 * A row cut where its words stand far apart (a title, then a grid's labels): each run is read
 * again on its own, in a band as deep as its own print.
 */
function runsOf(row: PageWord[]): PageWord[][] {
  const runs: PageWord[][] = [];
  for (const word of row) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const gap = last ? word.x - (last.x + last.width) : Infinity;
    if (run && gap < 3 * Math.max(word.height, last!.height)) run.push(word);
    else runs.push([word]);
  }
  return runs;
}

function boxOf(words: PageWord[]) {
  return {
    left: Math.min(...words.map((w) => w.x)),
    top: Math.min(...words.map((w) => w.y)),
    right: Math.max(...words.map((w) => w.x + w.width)),
    bottom: Math.max(...words.map((w) => w.y + w.height)),
  };
}

/** A word read this surely the first time is kept: a second reading may misread a figure. */
const SURE_WORD = 0.85;
/** A word read again replaces unsure ones only when read at least this surely. */
const FAIR_WORD = 0.5;

const across = (a: PageWord, b: PageWord) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);

/**
 * A run's words, each unsure one replaced by what the second reading found in its place when
 * that is surer, and words the first reading missed added when read surely. Words read surely
 * the first time stay: a quantity of "1" read again as "1368" would add up to nothing. The run
 * itself when nothing changed.
 */
function merge(row: PageWord[], again: PageWord[]): PageWord[] {
  const replaced = new Set<PageWord>();
  const taken: PageWord[] = [];
  for (const word of again) {
    const under = row.filter((old) => across(old, word) > 0.3 * Math.min(old.width, word.width));
    if (under.length === 0) {
      if (word.confidence >= SURE_WORD) taken.push(word);
      continue;
    }
    if (under.every((old) => old.confidence >= SURE_WORD)) continue;
    // Clearly surer, and sure enough to be worth it: "5 Cs" at 0.25 is not mended by "545CH"
    // at 0.36.
    const before = Math.max(...under.map((old) => old.confidence));
    if (word.confidence < FAIR_WORD || word.confidence < before + 0.1) continue;
    for (const old of under) replaced.add(old);
    taken.push(word);
  }
  if (taken.length === 0) return row;
  return [...row.filter((old) => !replaced.has(old)), ...taken].sort((a, b) => a.x - b.x);
}

/** How much of a row was read surely: its letters, each weighed by its word's confidence. */
const sureLetters = (words: PageWord[]) =>
  words.reduce((sum, word) => sum + word.confidence * word.text.length, 0);
const letters = (words: PageWord[]) => words.reduce((sum, word) => sum + word.text.length, 0);

/**
 * The page's words with its least certain rows read again at twice the size. `words` are level
 * (turned by `angle`, radians, about the image's corner, as ocr.ts turns them); `read` reads an
 * image already level and gives its words where they stand in it; `level`, the page already
 * turned level, when the caller has it.
 */
export async function rereadWeakRows(
  png: Uint8Array,
  words: PageWord[],
  angle: number,
  read: (png: Uint8Array) => Promise<PageWord[]>,
  level?: LevelImage,
): Promise<PageWord[]> {
  const rows = rowsOf(words).flatMap(runsOf);
  const weak = rows
    .filter((row) => letters(row) >= 3 && sureLetters(row) / letters(row) < WEAK)
    .sort((a, b) => sureLetters(a) / letters(a) - sureLetters(b) / letters(b))
    .slice(0, MOST_ROWS);
  if (weak.length === 0) return words;
  const { image, offset, width, height } = level ?? (await levelImage(png, angle));
  const replaced = new Map<PageWord[], PageWord[]>();
  for (const row of weak) {
    const box = boxOf(row);
    const tall = box.bottom - box.top;
    const left = Math.max(0, Math.floor(box.left + offset.x - tall));
    const top = Math.max(0, Math.floor(box.top + offset.y - tall * 0.3));
    const right = Math.min(width, Math.ceil(box.right + offset.x + tall));
    const bottom = Math.min(height, Math.ceil(box.bottom + offset.y + tall * 0.3));
    if (right - left < 8 || bottom - top < 8) continue;
    const band = await sharp(image)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: (right - left) * SCALE, kernel: "lanczos3" })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const again = (await read(band))
      .map((word) => ({
        ...word,
        x: left + word.x / SCALE - offset.x,
        y: top + word.y / SCALE - offset.y,
        width: word.width / SCALE,
        height: word.height / SCALE,
      }))
      // What the band caught of the rows above and below it, cut in half, is not this run's.
      .filter((word) => {
        const middle = word.y + word.height / 2;
        return middle > box.top && middle < box.bottom;
      });
    const merged = merge(row, again);
    if (merged !== row) replaced.set(row, merged);
  }
  if (replaced.size === 0) return words;
  return rows.flatMap((row) => replaced.get(row) ?? row);
}

export interface LevelImage {
  image: Uint8Array;
  /** Where a level word's point falls in `image`: add it. */
  offset: { x: number; y: number };
  width: number;
  height: number;
}

/**
 * The page turned level, with where a level word's point falls in it: `level` in ocr.ts turns
 * a point about the image's corner; sharp turns the image about its middle onto a larger canvas.
 */
export async function levelImage(png: Uint8Array, angle: number): Promise<LevelImage> {
  const meta = await sharp(png).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (Math.abs(angle) < 0.002) return { image: png, offset: { x: 0, y: 0 }, width: w, height: h };
  const { data, info } = await sharp(png)
    .rotate((-angle * 180) / Math.PI, { background: { r: 255, g: 255, b: 255 } })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The page's middle, turned as `level` turns a point, lands on the new canvas's middle.
  const middle = { x: (w / 2) * cos + (h / 2) * sin, y: (-w / 2) * sin + (h / 2) * cos };
  return {
    image: data,
    offset: { x: info.width / 2 - middle.x, y: info.height / 2 - middle.y },
    width: info.width,
    height: info.height,
  };
}
