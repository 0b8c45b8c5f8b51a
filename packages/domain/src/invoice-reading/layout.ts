// The page as a reader sees it: words on one baseline make a line, and a line falls into
// segments where a wide gap separates them (a label and its value, the cells of a table row).
import type { InvoiceDocument, Word } from "./types";

/** Words that read as one piece of text: a cell, a label, a value. */
export interface Segment {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
  /** The line it is on, counted down the whole document. */
  line: number;
}

export interface TextLine {
  index: number;
  page: number;
  y: number;
  height: number;
  segments: Segment[];
  text: string;
}

const right = (box: { x: number; width: number }) => box.x + box.width;

/** Groups the words into lines, top to bottom, then into segments, left to right. */
export function readLayout(document: InvoiceDocument): TextLine[] {
  const lines: TextLine[] = [];
  const byPage = new Map<number, Word[]>();
  const { words, rules } = splitRules(document.words);
  for (const word of words) {
    const list = byPage.get(word.page) ?? [];
    // Text drawn twice over itself (a "bold" made by printing twice, a shadow) is read once.
    if (list.some((seen) => overprinted(seen, word))) continue;
    list.push(word);
    byPage.set(word.page, list);
  }
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const words = byPage.get(page)!.sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
    const pageRules = rules.filter((rule) => rule.page === page);
    const space = usualSpace(words);
    let current: Word[] = [];
    let centre = 0;
    let height = 0;
    const flush = () => {
      if (current.length > 0) lines.push(lineOf(current, page, lines.length, pageRules, space));
      current = [];
    };
    for (const word of words) {
      const middle = word.y + word.height / 2;
      // On the line when its middle is within half a line's height of the line's middle.
      if (current.length > 0 && Math.abs(middle - centre) > Math.max(height, word.height) * 0.5)
        flush();
      current.push(word);
      centre = current.reduce((sum, w) => sum + w.y + w.height / 2, 0) / current.length;
      height = Math.max(...current.map((w) => w.height));
    }
    flush();
  }
  return lines;
}

/** The same text in the same place, give or take a fraction of a letter. */
function overprinted(a: Word, b: Word): boolean {
  const slack = Math.min(a.height, b.height) * 0.3;
  return (
    a.text.trim() === b.text.trim() &&
    Math.abs(a.x - b.x) <= slack &&
    Math.abs(a.y - b.y) <= slack &&
    Math.abs(a.width - b.width) <= slack * 2
  );
}

/** A table's ruled lines as OCR reads them: bars on their own, or stuck to a cell's text. */
const RULE = /^[|¦[\]]+$/;
const BAR = /^[|¦]+|[|¦]+$/g;

type Placed = Word & { ruleBefore?: boolean; ruleAfter?: boolean };

/**
 * The words, and apart from them the bars OCR reads a table's vertical rules as. A bar stands
 * between two cells, so it ends a segment where it stands; a bar stuck to a word ("|T",
 * "€0,10|") is taken off and remembered on the word's side.
 */
function splitRules(all: Word[]): { words: Placed[]; rules: Word[] } {
  const words: Placed[] = [];
  const rules: Word[] = [];
  for (const word of all) {
    const text = word.text.trim();
    if (text === "") continue;
    if (RULE.test(text)) {
      rules.push(word);
      continue;
    }
    const inner = text.replace(BAR, "");
    if (inner === text || inner === "") {
      words.push(word);
      continue;
    }
    const perChar = word.width / text.length;
    const lead = text.length - text.replace(/^[|¦]+/, "").length;
    words.push({
      ...word,
      text: inner,
      x: word.x + lead * perChar,
      width: inner.length * perChar,
      ruleBefore: lead > 0,
      ruleAfter: /[|¦]$/.test(text),
    });
  }
  return { words, rules };
}

/** Whether a ruled bar stands in the gap between two words of one line. */
function ruleBetween(rules: Word[], left: Placed, word: Placed): boolean {
  if (left.ruleAfter || word.ruleBefore) return true;
  const top = Math.min(left.y, word.y);
  const bottom = Math.max(left.y + left.height, word.y + word.height);
  return rules.some((rule) => {
    const middle = rule.x + rule.width / 2;
    return (
      middle > right(left) - left.height * 0.2 &&
      middle < word.x + word.height * 0.2 &&
      rule.y < bottom &&
      rule.y + rule.height > top
    );
  });
}

/**
 * Spacing accents as their combining marks. TeX's fonts draw "á" as "´" then "a" overlapping it,
 * and pdf.js gives the accent at the end of the text before ("L´" + "azaro").
 */
const ACCENTS: Record<string, string> = {
  "´": "\u0301",
  "`": "\u0300",
  "¨": "\u0308",
  ˆ: "\u0302",
  "˜": "\u0303",
  "¸": "\u0327",
  "˚": "\u030a",
  ˇ: "\u030c",
};
const TRAILING_ACCENT = new RegExp(`\\s?([${Object.keys(ACCENTS).join("")}])$`);

/**
 * The text of a run of words: words that touch or overlap are one word (a PDF may draw a word in
 * pieces, "N" and "º"), others are one space apart; a trailing accent goes on the next letter.
 */
/**
 * The usual space between two words of letters on an OCR'd page, or null (a PDF's own text, or
 * too few words to tell).
 */
function usualSpace(words: Word[]): number | null {
  const ocr = words.filter(
    (word) => word.confidence < 1 && /^\p{L}+[.,]?$/u.test(word.text.trim()),
  );
  const spaces: number[] = [];
  for (const word of ocr) {
    // The nearest word of letters to its right on its line.
    let gap = Infinity;
    for (const other of ocr)
      if (Math.abs(other.y - word.y) < word.height * 0.5 && other.x > right(word))
        gap = Math.min(gap, other.x - right(word));
    if (gap < word.height * 2) spaces.push(gap);
  }
  return spaces.length >= 20 ? median(spaces) : null;
}

function joinWords(run: Word[], space: number | null): string {
  let text = "";
  let last: Word | null = null;
  // OCR of a typewriter face breaks a word after a narrow letter ("TI CKET", "CH CKEN",
  // "MPERI AL"): the break is clearly narrower than the page's spaces between words.
  for (const word of run) {
    const piece = word.text.trim();
    const broken =
      space !== null &&
      last !== null &&
      last.confidence < 1 &&
      word.confidence < 1 &&
      word.x - right(last) < space * 0.7 &&
      /^\p{Lu}+$/u.test(last.text.trim()) &&
      /^\p{Lu}+$/u.test(piece) &&
      Math.min(last.text.trim().length, piece.length) <= 2;
    // Side by side on one baseline, overlapping by an accent's width at most, in a PDF's own
    // text: OCR's words are whole words already, and its boxes overlap when it misreads.
    const gap = last === null ? 0 : (word.x - right(last)) / Math.min(last.height, word.height);
    const touching =
      last !== null &&
      last.confidence === 1 &&
      word.confidence === 1 &&
      gap < 0.08 &&
      gap > -0.5 &&
      Math.abs(word.y + word.height - last.y - last.height) <
        Math.min(last.height, word.height) * 0.25;
    const accent = touching ? TRAILING_ACCENT.exec(text) : null;
    // OCR of a typewriter face cuts a figure at its marks: "628." "56", "3363" ".74",
    // "7747-" "759-" "6363", "09/" "22/" "26". Less than a letter and a half apart, such pieces
    // are one figure.
    const cut =
      last !== null &&
      (last.confidence < 1 || word.confidence < 1) &&
      gap < 1.5 &&
      ((/\d[-\u2212/:]$/.test(last.text.trim()) && /^\d/.test(piece)) ||
        // Cents after the mark, not a year after a day ("Sep 25," "2026").
        (/\d[.,]$/.test(last.text.trim()) && /^\d{1,3}[-\u2212)]?$/.test(piece)) ||
        (/\d$/.test(last.text.trim()) && /^[.,]\d{1,3}[-\u2212)]?$/.test(piece)));
    if (accent && /^\p{L}/u.test(piece))
      text =
        text.slice(0, accent.index) +
        (piece.charAt(0) + ACCENTS[accent[1]!]!).normalize("NFC") +
        piece.slice(1);
    else text += last === null || touching || cut || broken ? piece : ` ${piece}`;
    last = word;
  }
  return text;
}

function lineOf(
  words: Placed[],
  page: number,
  index: number,
  rules: Word[],
  space: number | null,
): TextLine {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const height = median(sorted.map((word) => word.height));
  const segments: Segment[] = [];
  let run: Placed[] = [];
  const close = () => {
    if (run.length === 0) return;
    const x = Math.min(...run.map((w) => w.x));
    const top = Math.min(...run.map((w) => w.y));
    segments.push({
      text: joinWords(run, space),
      page,
      x,
      y: top,
      width: Math.max(...run.map(right)) - x,
      height: Math.max(...run.map((w) => w.y + w.height)) - top,
      confidence: Math.min(...run.map((w) => w.confidence)),
      line: index,
    });
    run = [];
  };
  for (const word of sorted) {
    const last = run[run.length - 1];
    // A gap wider than about two letters ends a segment: columns, and a label set apart from
    // its value, are always further apart than the words of one phrase.
    if (last && (word.x - right(last) > height * 1.1 || ruleBetween(rules, last, word))) close();
    run.push(word);
  }
  close();
  return {
    index,
    page,
    y: Math.min(...sorted.map((w) => w.y)),
    height,
    segments,
    text: segments.map((segment) => segment.text).join("  "),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether two boxes share some of their width. */
export function overlapsAcross(
  a: { x: number; width: number },
  b: { x: number; width: number },
): boolean {
  return a.x < right(b) && b.x < right(a);
}

/** The segments after `segment` on its line, nearest first. */
export function rightOf(lines: TextLine[], segment: Segment): Segment[] {
  return lines[segment.line]!.segments.filter((other) => other.x > segment.x);
}

/** The segments on the next few lines of the same page that sit under `segment`. */
export function below(lines: TextLine[], segment: Segment, depth = 2): Segment[] {
  const found: Segment[] = [];
  for (let index = segment.line + 1; index <= segment.line + depth; index += 1) {
    const line = lines[index];
    if (!line || line.page !== segment.page) break;
    for (const other of line.segments)
      if (overlapsAcross(other, segment) || Math.abs(other.x - segment.x) < segment.height)
        found.push(other);
  }
  return found;
}

/**
 * The segments on the next few lines that start right of `segment`'s start with nothing else
 * on their line between the two: a value under its label and to its right, as in a box.
 */
export function underRight(lines: TextLine[], segment: Segment, depth = 2): Segment[] {
  const found: Segment[] = [];
  for (let index = segment.line + 1; index <= segment.line + depth; index += 1) {
    const line = lines[index];
    if (!line || line.page !== segment.page) break;
    for (const other of line.segments) {
      if (other.x <= segment.x) continue;
      const between = line.segments.some(
        (cell) => cell !== other && right(cell) > segment.x - segment.height && cell.x < other.x,
      );
      if (!between) found.push(other);
    }
  }
  return found;
}
