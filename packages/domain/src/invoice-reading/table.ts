// The table of an invoice's lines: a row of column headings ("Description  Qty  Unit price
// Amount" in any of the languages), then rows until the totals. Each cell goes to the column
// whose heading it sits under: text by its left edge, numbers by their right edge, as they are
// aligned. Without headings, rows that end in quantity × price = amount are lines too.
import { exact, toDecimal } from "../quantity";
import type { TextLine } from "./layout";
import { labelOf } from "./labels";
import type { InvoiceLine } from "./types";
import { addsUp, byWeight, unitNamed, weightsIn, type Unit } from "./catch-weight";
import { findAmounts } from "./values";
import { type Column, columnOf, findHeadings, type Heading } from "./headings";
import { rowOf } from "./table-row";
import { finish, pointRestored, pointsPutBack, type Written } from "./line-figures";

export interface Table {
  lines: InvoiceLine[];
  /** The line of the headings, when there were headings. */
  headingLine: number | null;
  /** Every line the table took, so that its cells are not read as labels. */
  taken: Set<number>;
}

/** Columns of codes, figures and units, whose cells are never a run of words. */
const SHORT_COLUMNS = new Set<Column>([
  "code",
  "pack",
  "ordered",
  "quantity",
  "unit",
  "weight",
  "taxRate",
  "discount",
]);

/**
 * A line that says the table goes on over the page. Bounded by letters, not \b, which takes
 * "à" and "ü" for no letter.
 */
const CONTINUED =
  /(?<!\p{L})(?:continued|cont'd|suite au verso|suite page|a reporter|à reporter|übertrag|fortsetzung|vervolg|segue|continua|continúa)(?!\p{L})/iu;

/** A page's first row carrying the total of the page before. */
const BROUGHT_FORWARD =
  /^\W*(?:report|brought forward|b\/f|carried forward|balance forward|riporto|suma anterior|suma y sigue|overdracht)(?!\p{L})/iu;

/** Where a row ends: a totals label, or a gap of more than three lines. */
function endsTable(line: TextLine, previous: TextLine): boolean {
  if (line.page !== previous.page && line.segments.length < 2) return true;
  if (line.page === previous.page && line.y - previous.y > previous.height * 4.5) return true;
  return line.segments.some(
    (segment) =>
      labelOf(segment, "subtotal") !== null ||
      labelOf(segment, "total") !== null ||
      (labelOf(segment, "tax") !== null &&
        /\d/.test(segment.text) &&
        segment.x > line.segments[0]!.x),
  );
}

/**
 * `usualWeight`: the unit a catch weight is in when the invoice does not say (pounds on a
 * dollar invoice, kilos elsewhere); a line read so is left below the review's threshold.
 */
export function readTable(
  lines: TextLine[],
  decimalComma: boolean,
  usualWeight: string | null = null,
): Table {
  // Words that read as headings with no row under them ("Product total" beside "Total cases")
  // are not the table's: the next line of headings may be.
  for (let from = 0; from < lines.length;) {
    const found = findHeadings(lines, from);
    if (!found) break;
    const table = rowsUnder(lines, found.line, found.headings, decimalComma, usualWeight);
    if (table.lines.length > 0)
      return continued(table, lines, found.headings, (at, heads) =>
        rowsUnder(lines, at, heads, decimalComma, usualWeight),
      );
    from = found.line.index + 1;
  }
  const bare = withoutHeadings(lines, decimalComma);
  return bare.lines.length > 0 ? bare : tillRows(lines, decimalComma);
}

/**
 * A table carried over to the next page under its headings again: its rows there are the
 * table's too, until the totals. Each page's headings place that page's cells.
 */
function continued(
  table: Table & { end: number; ended: "page" | "other" },
  lines: TextLine[],
  headings: Heading[],
  under: (line: TextLine, headings: Heading[]) => Table & { end: number; ended: "page" | "other" },
): Table {
  const kinds = new Set(headings.map((h) => h.column));
  let last = table;
  const all: Table = {
    lines: [...table.lines],
    headingLine: table.headingLine,
    taken: table.taken,
  };
  while (last.ended === "page") {
    const page = lines[last.end]!.page;
    const next = findHeadings(lines, last.end);
    if (!next || next.line.page !== page) break;
    const shared = next.headings.filter((h) => kinds.has(h.column)).length;
    if (shared < Math.min(3, kinds.size)) break;
    last = under(next.line, next.headings);
    all.lines.push(...last.lines);
    for (const index of last.taken) all.taken.add(index);
  }
  return all;
}

/**
 * "  4417720  2 @ 3.49": a till receipt's second line of an item, its quantity at its price; a
 * speck OCR read beside the "@" ("12:@") is passed over.
 */
const AT_PRICE = /(?:^|\s)(\d+(?:[.,]\d+)?)[\s:;'`.]*(?:@|x|×)\s*[$£€]?\s*(\d[\d.,]*)\s*$/i;

/** The same line whose "@" OCR lost, after the item's code: "1436587  9. 32.73". */
const PRICE_AFTER_CODE = /^\s*\d{4,}\s+(\d{1,3})[.,:;]?\s+[$£€]?\s*(\d+[.,]\d{2})\s*$/;

/**
 * A till receipt's items: the description with the amount at the right ("BEEF GROUND 80/20
 * 234.96 T"), then a line of the quantity at the price ("2 @ 117.48"); kept only when they
 * multiply to the amount, or would but for a point OCR lost.
 */
function tillRows(lines: TextLine[], decimalComma: boolean): Table {
  const rows: InvoiceLine[] = [];
  const taken = new Set<number>();
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const line = lines[index]!;
    const at = AT_PRICE.exec(lines[index + 1]!.text);
    const atLost = at ? null : PRICE_AFTER_CODE.exec(lines[index + 1]!.text);
    const quantityAtPrice = at ?? atLost;
    if (!quantityAtPrice || line.segments.length < 2 || !/\p{L}{2}/u.test(line.segments[0]!.text))
      continue;
    const amount = findAmounts(line.segments.at(-1)!.text, decimalComma).at(-1);
    const quantity = findAmounts(quantityAtPrice[1]!, decimalComma)[0];
    const unitPrice = findAmounts(quantityAtPrice[2]!, decimalComma)[0];
    if (!amount || !quantity || !unitPrice) continue;
    // Kept when they multiply to the amount, or would but for a point OCR lost ("22707"); with
    // no "@" to say which figure is which, only when they multiply exactly.
    const read = { description: "", quantity, unit: null, unitPrice, amount };
    const addsUpAsRead = addsUp(quantity, unitPrice, amount);
    if (!addsUpAsRead && (atLost || !pointRestored(read))) continue;
    const description = line.segments
      .slice(0, -1)
      .map((segment) => segment.text)
      .join(" ");
    const confidence = Math.min(
      ...[line, lines[index + 1]!].flatMap((l) => l.segments.map((s) => s.confidence)),
    );
    rows.push(finish({ ...read, description }, confidence));
    taken.add(index).add(index + 1);
    index += 1;
  }
  return { lines: rows, headingLine: null, taken };
}

function rowsUnder(
  lines: TextLine[],
  headingLine: TextLine,
  headings: Heading[],
  decimalComma: boolean,
  usualWeight: string | null,
): Table & { end: number; ended: "page" | "other" } {
  const rows: InvoiceLine[] = [];
  /** How sure the source was of each row's words, to finish a row again. */
  const sources: number[] = [];
  /** Each row's price and amount as written, to see where OCR lost a decimal point. */
  const written: Written[] = [];
  const taken = new Set<number>([headingLine.index]);
  const named = unitNamed(headings.find((h) => h.column === "weight")?.text ?? "");
  const weightUnit: Unit = named ? { unit: named, sure: true } : { unit: usualWeight, sure: false };
  // The table's breadth: from its first heading to its last, and a few letters more.
  const span = {
    left: Math.min(...headings.map((h) => h.left)) - headingLine.height * 4,
    right: Math.max(...headings.map((h) => h.right)) + headingLine.height * 4,
  };
  let previous = headingLine;
  for (let index = headingLine.index + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    // The total carried from the page before, first under the headings ("Report 5 022,06",
    // "Übertrag"): no line of the invoice.
    if (
      previous === headingLine &&
      (BROUGHT_FORWARD.test(line.text) || CONTINUED.test(line.text))
    ) {
      taken.add(index);
      continue;
    }
    // "*** CONTINUED ON NEXT PAGE ***", "Total HT à reporter": the page's rows end here, and
    // the table goes on (a carried total is no total of the invoice's).
    if (CONTINUED.test(line.text) && line.page === previous.page) {
      const next = lines.findIndex((l) => l.page > line.page);
      taken.add(index);
      if (next >= 0)
        return {
          lines: pointsPutBack(rows, written),
          headingLine: headingLine.index,
          taken,
          end: next,
          ended: "page",
        };
      break;
    }
    if (endsTable(line, previous)) {
      const ended = line.page !== previous.page ? "page" : "other";
      const read = pointsPutBack(rows, written);
      return { lines: read, headingLine: headingLine.index, taken, end: index, ended };
    }
    previous = line;
    const cells: Partial<Record<Column, string>> = {};
    let confidence = 1;
    for (const segment of line.segments) {
      // Specks OCR read off the table top beside a photographed page are no cell of the row.
      if (segment.x > span.right || segment.x + segment.width < span.left) continue;
      const numeric =
        findAmounts(segment.text, decimalComma).length > 0 && !/\p{L}{4,}/u.test(segment.text);
      // Words run on from the description into a short column beside it ("2/AVG 19 LB IMPERIAL
      // SALMON ATL FILLET" starting under Pack) are the description.
      const wordy = !numeric && /\p{L}{4,}/u.test(segment.text) && segment.text.includes(" ");
      const under = columnOf(segment, headings, numeric);
      const column =
        wordy && SHORT_COLUMNS.has(under) && !cells.description ? "description" : under;
      cells[column] = cells[column] ? `${cells[column]} ${segment.text}` : segment.text;
      confidence = Math.min(confidence, segment.confidence);
    }
    const row = rowOf(cells, decimalComma, confidence, weightUnit);
    const last = rows.length - 1;
    // A catch weight written on a line of its own under its item ("CATCH WT 38.60 LB").
    const weighed =
      row === null && last >= 0
        ? byWeight(rows[last]!, weightsIn(line.text, decimalComma, weightUnit))
        : null;
    if (row) {
      rows.push(row);
      sources.push(confidence);
      written.push({ price: cells.unitPrice, amount: cells.amount });
      taken.add(index);
    } else if (weighed) {
      rows[last] = finish(weighed.line, Math.min(sources[last]!, confidence) * weighed.sure);
      taken.add(index);
    } else if (cells.description && rows.length > 0 && Object.keys(cells).length === 1) {
      // A description that runs on to a second line.
      rows[rows.length - 1]!.description += ` ${cells.description}`;
      taken.add(index);
    } else if (rows.length > 0 && Object.keys(cells).length > 0 && !cells.description) break;
  }
  return {
    lines: pointsPutBack(rows, written),
    headingLine: headingLine.index,
    taken,
    end: lines.length,
    ended: "other",
  };
}

/**
 * Rows with no headings over them: a description, then numbers whose last is the product of
 * two before it (quantity × unit price = amount).
 */
function withoutHeadings(lines: TextLine[], decimalComma: boolean): Table {
  const rows: InvoiceLine[] = [];
  const taken = new Set<number>();
  for (const line of lines) {
    const first = line.segments[0];
    if (!first || !/\p{L}{2}/u.test(first.text) || line.segments.length < 3) continue;
    const numbers = line.segments
      .slice(1)
      .map((segment) => findAmounts(segment.text, decimalComma).at(-1) ?? null);
    if (numbers.some((n) => n === null)) continue;
    const values = numbers as string[];
    const amount = values.at(-1)!;
    for (let q = 0; q < values.length - 1; q += 1)
      for (let p = q + 1; p < values.length - 1; p += 1) {
        const product = exact(values[q]!).mul(exact(values[p]!));
        if (toDecimal(product, 2) !== toDecimal(exact(amount), 2) || exact(amount).equals(0))
          continue;
        rows.push(
          finish(
            {
              description: first.text,
              quantity: values[q]!,
              unit: null,
              unitPrice: values[p]!,
              amount,
            },
            Math.min(...line.segments.map((s) => s.confidence)),
          ),
        );
        taken.add(line.index);
        q = values.length;
        break;
      }
  }
  return { lines: rows, headingLine: null, taken };
}
