// Tax and net written per rate, not as one figure: a summary table with a column of bases and a
// column of VAT under their headings ("Base imponible", "Cuota IVA"), or a net line for each rate
// ("Nettobetrag 7%", "Nettobetrag 19%"). Their sums are the invoice's subtotal and tax, which the
// arithmetic of readTotals then checks against the total.
import { exact, toDecimal } from "../quantity";
import { overlapsAcross, type Segment, type TextLine } from "./layout";
import type { Candidate } from "./labels";

/** At most this many rates in a summary. */
const MOST_ROWS = 6;

/**
 * The sum of the amounts in a heading's column, on the lines straight under it, while each line
 * has one there; null unless there are two or more (one is read under its label already).
 */
export function columnSum(
  lines: TextLine[],
  heading: Candidate<string>,
  read: (text: string) => string | null,
): Candidate<string> | null {
  const label = heading.label;
  // A heading heads nothing when its value is beside it.
  if (heading.segment.line === label.line) return null;
  const cells: { segment: Segment; value: string }[] = [];
  for (let index = label.line + 1; index < lines.length && cells.length < MOST_ROWS; index += 1) {
    const line = lines[index]!;
    if (line.page !== label.page) break;
    const cell = line.segments.find((segment) => overlapsAcross(segment, label));
    const value = cell ? read(cell.text) : null;
    if (!cell || value === null) break;
    cells.push({ segment: cell, value });
  }
  if (cells.length < 2) return null;
  const sum = cells.reduce((total, cell) => total.add(exact(cell.value)), exact(0));
  return {
    ...heading,
    value: toDecimal(sum, 4),
    confidence: heading.confidence * 0.95,
    segment: cells.at(-1)!.segment,
  };
}

const RATE = /\d(?:[.,]\d+)?\s?%/;

/**
 * One candidate for the sum of several amounts labelled with their rate ("Nettobetrag 7%",
 * "Nettobetrag 19%"), one a line; null unless there are two or more. It keeps the first's label,
 * so that taxes written after it still count as its taxes.
 */
export function perRateSum(candidates: Candidate<string>[]): Candidate<string> | null {
  const byLine = new Map<number, Candidate<string>>();
  for (const candidate of candidates)
    if (RATE.test(candidate.label.text) && !byLine.has(candidate.label.line))
      byLine.set(candidate.label.line, candidate);
  const rated = [...byLine.values()].sort((a, b) => a.label.line - b.label.line);
  if (rated.length < 2) return null;
  const sum = rated.reduce((total, candidate) => total.add(exact(candidate.value)), exact(0));
  return {
    ...rated[0]!,
    value: toDecimal(sum, 4),
    confidence: Math.min(...rated.map((candidate) => candidate.confidence)) * 0.95,
    segment: rated.at(-1)!.segment,
  };
}
