// Learning from a correction: when a person puts right a field the reader got wrong, the reader
// remembers where that supplier writes it (the label before it, the box it sits in), and reads
// the next invoice from the same supplier there first (decision 0027).
import { exact } from "../quantity";
import { readLayout, rightOf, below, type Segment, type TextLine } from "./layout";
import {
  LEARNABLE_FIELDS,
  type FieldPlace,
  type InvoiceDocument,
  type LearnableField,
  type ReadInvoice,
} from "./types";
import {
  dateAtStart,
  findAmounts,
  findDate,
  lastAmount,
  readInvoiceNumber,
  settleDate,
} from "./values";
import { labelOf } from "./labels";
import { plain } from "./vocabulary";

/** A label's text as a segment of its own, to ask which field it names. */
const NOWHERE: Segment = {
  text: "",
  page: 0,
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  confidence: 1,
  line: 0,
};

const MONEY = new Set<LearnableField>(["subtotal", "tax", "total"]);
const DATES = new Set<LearnableField>(["date", "dueDate"]);

/** Whether `text` holds `value` written as this field writes it. */
function holds(text: string, field: LearnableField, value: string): number {
  if (MONEY.has(field)) {
    for (const comma of [false, true]) {
      const amounts = findAmounts(text, comma);
      const at = amounts.findIndex((amount) => exact(amount).equals(exact(value)));
      if (at >= 0) return text.search(/\d/) + at;
    }
    return -1;
  }
  if (DATES.has(field)) {
    const found = findDate(text);
    if (!found) return -1;
    const same = [true, false].some((dayFirst) => settleDate(found, dayFirst) === value);
    return same ? text.indexOf(found.text.slice(0, 2)) : -1;
  }
  return text.toLowerCase().indexOf(value.toLowerCase());
}

const labelText = (text: string) =>
  plain(text)
    .replace(/[\s:.#-]+$/, "")
    .trim();

function labelFor(lines: TextLine[], segment: Segment, at: number): string | null {
  const before = segment.text.slice(0, at);
  if (/\p{L}{2}/u.test(before)) return labelText(before);
  const left = lines[segment.line]!.segments.filter((other) => other.x < segment.x).at(-1);
  if (left && /\p{L}{2}/u.test(left.text)) return labelText(left.text);
  for (let index = segment.line - 1; index >= Math.max(0, segment.line - 2); index -= 1) {
    const line = lines[index]!;
    if (line.page !== segment.page) break;
    const above = line.segments.find(
      (other) => other.x < segment.x + segment.width && segment.x < other.x + other.width,
    );
    if (above && /\p{L}{2}/u.test(above.text)) return labelText(above.text);
  }
  return null;
}

/**
 * Where the document writes `value` for `field`, or null when it is not on it (a value typed
 * from elsewhere teaches nothing).
 */
export function learnPlace(
  document: InvoiceDocument,
  field: LearnableField,
  value: string,
): FieldPlace | null {
  return placeIn(readLayout(document), document, field, value);
}

/** A header field read, and where it stands on the page (fractions of the page), to show it. */
export interface PlaceRead {
  field: LearnableField;
  page: number;
  box: FieldPlace["box"];
  confidence: number;
}

/**
 * Where each header field read stands on the document, for the review to mark it there: the
 * box of the words it was read from. A field read from nowhere on the page (worked out from the
 * terms, say) has no place.
 */
export function placesRead(document: InvoiceDocument, reading: ReadInvoice): PlaceRead[] {
  const lines = readLayout(document);
  const places: PlaceRead[] = [];
  for (const field of LEARNABLE_FIELDS) {
    const { value, confidence } = reading[field];
    if (value === null) continue;
    const place = placeIn(lines, document, field, value);
    if (place) places.push({ field, page: place.page, box: place.box, confidence });
  }
  return places;
}

function placeIn(
  lines: TextLine[],
  document: InvoiceDocument,
  field: LearnableField,
  value: string,
): FieldPlace | null {
  const found: FieldPlace[] = [];
  for (const line of lines)
    for (const segment of line.segments) {
      const at = holds(segment.text, field, value);
      if (at < 0) continue;
      const page = document.pages[segment.page] ?? { width: 1, height: 1 };
      found.push({
        label: labelFor(lines, segment, at),
        page: segment.page,
        box: {
          x: segment.x / page.width,
          y: segment.y / page.height,
          width: segment.width / page.width,
          height: segment.height / page.height,
        },
      });
    }
  const labelled = found.filter((place) => place.label !== null);
  // A label of the field's own ("Subtotal" for the subtotal, when the total is the same sum).
  const named = labelled.filter(
    (place) => labelOf({ ...NOWHERE, text: place.label! }, field) !== null,
  );
  const pool = named.length > 0 ? named : labelled.length > 0 ? labelled : found;
  // Money is written last in its block (the total under the lines); names and dates first.
  return (MONEY.has(field) ? pool.at(-1) : pool[0]) ?? null;
}

function readValue(
  text: string,
  field: LearnableField,
  decimalComma: boolean,
  dayFirst: boolean,
): string | null {
  if (MONEY.has(field)) return lastAmount(text, decimalComma);
  if (DATES.has(field)) {
    const found = dateAtStart(text) ?? findDate(text);
    return found ? settleDate(found, dayFirst) : null;
  }
  return readInvoiceNumber(text);
}

/** The value at a learnt place: after its label if the label is there, else in its box. */
export function placedValue(
  lines: TextLine[],
  document: InvoiceDocument,
  place: FieldPlace,
  field: LearnableField,
  decimalComma: boolean,
  dayFirst: boolean,
): string | null {
  if (place.label)
    for (const line of lines)
      for (const segment of line.segments) {
        const text = plain(segment.text);
        if (!text.startsWith(place.label)) continue;
        const rest = segment.text.slice(place.label.length).replace(/^[\s:.#-]+/, "");
        const tries = [
          rest,
          ...rightOf(lines, segment).map((s) => s.text),
          ...below(lines, segment).map((s) => s.text),
        ];
        for (const candidate of tries) {
          if (!candidate) continue;
          const value = readValue(candidate, field, decimalComma, dayFirst);
          if (value !== null) return value;
        }
      }
  const page = document.pages[place.page];
  if (!page) return null;
  const box = {
    x: place.box.x * page.width,
    y: place.box.y * page.height,
    width: place.box.width * page.width,
    height: place.box.height * page.height,
  };
  for (const line of lines) {
    if (line.page !== place.page) continue;
    for (const segment of line.segments) {
      const across = segment.x < box.x + box.width && box.x < segment.x + segment.width;
      const down = Math.abs(segment.y - box.y) < Math.max(box.height, segment.height);
      if (!across || !down) continue;
      const value = readValue(segment.text, field, decimalComma, dayFirst);
      if (value !== null) return value;
    }
  }
  return null;
}
