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
  for (const word of document.words) {
    if (word.text.trim() === "") continue;
    const list = byPage.get(word.page) ?? [];
    list.push(word);
    byPage.set(word.page, list);
  }
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const words = byPage.get(page)!.sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
    let current: Word[] = [];
    let centre = 0;
    let height = 0;
    const flush = () => {
      if (current.length > 0) lines.push(lineOf(current, page, lines.length));
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

function lineOf(words: Word[], page: number, index: number): TextLine {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const height = median(sorted.map((word) => word.height));
  const segments: Segment[] = [];
  let run: Word[] = [];
  const close = () => {
    if (run.length === 0) return;
    const x = Math.min(...run.map((w) => w.x));
    const top = Math.min(...run.map((w) => w.y));
    segments.push({
      text: run
        .map((w) => w.text.trim())
        .join(" ")
        .replace(/\s+/g, " "),
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
    if (last && word.x - right(last) > height * 1.1) close();
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
