// Finding a field by its label: the label at the start of a segment, its value after it in the
// same segment, in the next segment on the line, or under it.
import { below, overlapsAcross, rightOf, underRight, type Segment, type TextLine } from "./layout";
import { moneyPhrase } from "./money-labels";
import { LABELS } from "./label-words";
import { fold, plain } from "./vocabulary";

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

/** The label from `field`'s list a segment starts with, and what follows it, or null. */
function listedLabel(
  segment: Segment,
  field: LabelledField,
): { label: string; rest: string } | null {
  // A till receipt sets its labels off with stars or dashes ("**** TOTAL").
  const decoration = /^[*=>~\-–\s]*/.exec(plain(segment.text))![0].length;
  const text = plain(segment.text).slice(decoration);
  for (const pattern of LABELS[field]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const label = match[0].replace(/[\s:.#]+$/, "");
    // "Invoice" must not be read out of "Invoiced by", nor "facture no" out of "FACTURE No2605":
    // a shorter label may still fit ("facture").
    const next = text.charAt(label.length);
    if (next && /[a-z0-9]/.test(next)) continue;
    return { label, rest: after(segment.text.trimStart(), decoration + match[0].length).trim() };
  }
  return null;
}

const MONEY_FIELDS = ["subtotal", "tax", "total"] as const;

/** The label a segment starts with, and what follows it, or null. */
export function labelOf(
  segment: Segment,
  field: LabelledField,
): { label: string; rest: string } | null {
  if (!(MONEY_FIELDS as readonly string[]).includes(field)) return listedLabel(segment, field);
  // A money label is its field's alone: the longest reading wins, a listed label ("MVA-grunnlag",
  // a subtotal) over a phrase read by its words ("MVA": a tax) unless the phrase is longer.
  let best: { field: string; label: string; rest: string } | null = null;
  for (const money of MONEY_FIELDS) {
    const listed = listedLabel(segment, money);
    if (listed && (!best || listed.label.length > best.label.length))
      best = { field: money, ...listed };
  }
  const phrase = moneyPhrase(segment.text);
  if (phrase && (!best || phrase.label.length > best.label.length + 1)) best = phrase;
  return best && best.field === field ? { label: best.label, rest: best.rest } : null;
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
      if (!label) {
        const wrapped = wrappedLabel(lines, segment, field);
        // The value of a cell's label written on two lines stands level with either line, or
        // between them.
        const at = wrapped?.values.find((value) => parse(value.text) !== null);
        if (wrapped && at)
          found.push({
            value: parse(at.text)!,
            confidence: Math.min(1, 0.84 * at.confidence),
            segment: at,
            label: segment,
            labelText: wrapped.label.label,
          });
        continue;
      }
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
        // A rate, a currency or a bracket may stand between a label and its value, and the
        // amount a rate is taken of ("BTW 9% over 822,29", "VAT 20% on 100.00").
        const leftover = label.rest
          .replace(
            /\b(?:over|on|of|sur|auf|su|sobre|de|van)\s+[$€£]?\s?\d[\d.,' ]*\s?[$€£]?/giu,
            "",
          )
          .replace(/\(.*?\)|\b[A-Z]{3}\b|\d+(?:[.,]\d+)?\s?%|[$€£%]/g, "")
          .trim();
        if (/[\p{L}\d]{2}/u.test(leftover)) continue;
      }
      const next = rightOf(lines, segment)[0];
      if (next && take(parse(next.text), next, 0.86)) continue;
      if (below(lines, segment).some((under) => take(parse(under.text), under, 0.72))) continue;
      // A value set under its label and to its right, in one box ("Total factura" over
      // "1.510,51 €"), with nothing between them on its line.
      if (!next) underRight(lines, segment).some((under) => take(parse(under.text), under, 0.66));
    }
  return found.sort((a, b) => b.confidence - a.confidence);
}

/** Whether a segment is the label of any field, on its own. */
const anyLabel = (segment: Segment) =>
  (Object.keys(LABELS) as LabelledField[]).some((field) => labelOf(segment, field) !== null);

/**
 * A label written on two lines of a cell ("Amount" over "Due", "Noch zu" over "zahlen"): the
 * segment and the one under it, left-aligned, read together make a label of `field` with no
 * value in it. Its value is then to the right, level with the first line, the second, or a line
 * between them; those places are given nearest the middle first.
 */
export function wrappedLabel(
  lines: TextLine[],
  segment: Segment,
  field: LabelledField,
): { label: { label: string; rest: string }; under: Segment; values: Segment[] } | null {
  if (/\d/.test(segment.text) || !/\p{L}{2}/u.test(segment.text)) return null;
  for (let index = segment.line + 1; index <= segment.line + 2; index += 1) {
    const line = lines[index];
    if (!line || line.page !== segment.page) return null;
    if (line.y - (segment.y + segment.height) > segment.height * 2) return null;
    const under = line.segments.find(
      (other) => Math.abs(other.x - segment.x) < segment.height && !/\d/.test(other.text),
    );
    if (!under) {
      // Something else in the label's column between them: not one cell.
      if (line.segments.some((other) => overlapsAcross(other, segment))) return null;
      continue;
    }
    const joined = { ...segment, text: `${segment.text} ${under.text}` };
    const label = labelOf(joined, field);
    // "Fuel surcharge" over "Tax": the second line is the field's label by itself.
    if (!label || label.rest !== "" || anyLabel(segment) || labelOf(under, field)) return null;
    const toRight = (at: TextLine) =>
      at.segments.filter((other) => other.x > segment.x + segment.width);
    const between = lines.slice(segment.line + 1, index).flatMap(toRight);
    return {
      label,
      under,
      values: [...between, ...toRight(lines[segment.line]!), ...toRight(line)],
    };
  }
  return null;
}
