// Finding a field by its label: the label at the start of a segment, its value after it in the
// same segment, in the next segment on the line, or under it.
import { below, rightOf, type Segment, type TextLine } from "./layout";
import { fold, LABELS, plain } from "./vocabulary";

export type LabelledField = keyof typeof LABELS;

export interface Candidate<T> {
  value: T;
  confidence: number;
  /** Where the value was read, and the label that pointed at it. */
  segment: Segment;
  label: Segment;
  labelText: string;
}

/** The text of `text` after its first `length` plain characters. */
function after(text: string, length: number): string {
  for (let end = 0; end <= text.length; end += 1)
    if (fold(text.slice(0, end)).length >= length) return text.slice(end).replace(/^[\s:.#-]+/, "");
  return "";
}

/** The label a segment starts with, and what follows it, or null. */
export function labelOf(
  segment: Segment,
  field: LabelledField,
): { label: string; rest: string } | null {
  const text = plain(segment.text);
  for (const pattern of LABELS[field]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const label = match[0].replace(/[\s:.#]+$/, "");
    // "Invoice" must not be read out of "Invoiced by", nor "facture no" out of "FACTURE No2605":
    // a shorter label may still fit ("facture").
    const next = text.charAt(label.length);
    if (next && /[a-z0-9]/.test(next)) continue;
    return { label, rest: after(segment.text, match[0].length).trim() };
  }
  return null;
}

/**
 * Every reading of `field` the document offers, most certain first. `parse` reads a value from
 * the start of a text (null when the text does not start with one). A label whose rest is not
 * its value was part of a longer phrase ("Date de livraison") and is passed over.
 */
export function labelled<T>(
  lines: TextLine[],
  field: LabelledField,
  parse: (text: string) => T | null,
  skip: (segment: Segment) => boolean = () => false,
): Candidate<T>[] {
  const found: Candidate<T>[] = [];
  for (const line of lines)
    for (const segment of line.segments) {
      if (skip(segment)) continue;
      const label = labelOf(segment, field);
      if (!label) continue;
      // A longer label says more: "invoice date" over "date".
      const specific = Math.min(0.06, label.label.length / 200);
      const take = (value: T | null, at: Segment, base: number) => {
        if (value === null) return false;
        found.push({
          value,
          confidence: Math.min(1, (base + specific) * at.confidence),
          segment: at,
          label: segment,
          labelText: label.label,
        });
        return true;
      };
      if (label.rest !== "") {
        if (take(parse(label.rest), segment, 0.9)) continue;
        // A rate, a currency or a bracket may stand between a label and its value.
        const leftover = label.rest
          .replace(/\(.*?\)|\b[A-Z]{3}\b|\d+(?:[.,]\d+)?\s?%|[$€£%]/g, "")
          .trim();
        if (/[\p{L}\d]{2}/u.test(leftover)) continue;
      }
      const next = rightOf(lines, segment)[0];
      if (next && take(parse(next.text), next, 0.86)) continue;
      for (const under of below(lines, segment)) if (take(parse(under.text), under, 0.72)) break;
    }
  return found.sort((a, b) => b.confidence - a.confidence);
}
