// The table of an invoice's lines: a row of column headings ("Description  Qty  Unit price
// Amount" in any of the languages), then rows until the totals. Each cell goes to the column
// whose heading it sits under: text by its left edge, numbers by their right edge, as they are
// aligned. Without headings, rows that end in quantity × price = amount are lines too.
import { exact, toDecimal } from "../quantity";
import type { Segment, TextLine } from "./layout";
import { labelOf } from "./labels";
import type { InvoiceLine } from "./types";
import { COLUMNS, plain } from "./vocabulary";
import { addsUp, AT_WEIGHT_PRICE, byWeight, unitNamed, weightsIn, type Unit } from "./catch-weight";
import { findAmounts } from "./values";

type Column = keyof typeof COLUMNS;
interface Heading {
  column: Column;
  /** The segment it was read from. */
  cell: number;
  left: number;
  right: number;
  /** The heading as written ("WT (LB)"), for the unit it may name. */
  text: string;
}

export interface Table {
  lines: InvoiceLine[];
  /** The line of the headings, when there were headings. */
  headingLine: number | null;
  /** Every line the table took, so that its cells are not read as labels. */
  taken: Set<number>;
}

/**
 * Most specific first: "Unit price" is a price, not a unit; "Line total" an amount; "IVA %" a
 * tax rate, whose cells are not the amount beside them.
 */
const ORDER = [
  "code",
  "pack",
  "ordered",
  "weight",
  "unitPrice",
  "quantity",
  "description",
  "taxRate",
  "discount",
  "amount",
  "unit",
] as const;

/**
 * The headings again with their spaces taken out, for a heading OCR cut or ran together
 * ("EXTENSI ON", "ITEMCODE"): a typewriter face spaces its letters apart.
 */
const SQUASHED = Object.fromEntries(
  Object.entries(COLUMNS).map(([column, pattern]) => [
    column,
    new RegExp(pattern.source.replace(/\\s[+*?]?| /g, ""), pattern.flags),
  ]),
) as Record<Column, RegExp>;

function headingOf(segment: Segment): Column | null {
  const text = plain(segment.text);
  const squashed = text.replace(/\s+/g, "");
  for (const column of ORDER) if (COLUMNS[column].test(text)) return column;
  // A single heading only: run together, "QTY SHP UNIT" would read as one.
  if (text.split(" ").length <= 3)
    for (const column of ORDER) if (SQUASHED[column].test(squashed)) return column;
  return null;
}

/**
 * The headings in a segment: usually one, but headings set close together run into one segment
 * ("Cantidad Precio unitario"); each is then placed by its share of the segment's letters.
 */
function headingsIn(segment: Segment): Heading[] {
  const words = segment.text.split(" ");
  const perChar = segment.width / Math.max(1, segment.text.length);
  const found: Heading[] = [];
  for (let at = 0; at < words.length;) {
    const rest = words.slice(at).join(" ");
    const column = headingOf({ ...segment, text: rest });
    if (!column) {
      at += 1;
      continue;
    }
    // Read with its spaces taken out, the heading is the whole of the rest.
    const match = COLUMNS[column].exec(plain(rest))?.[0] ?? plain(rest);
    const length = Math.max(1, match.trim().split(" ").length);
    const offset = at === 0 ? 0 : words.slice(0, at).join(" ").length + 1;
    const text = words.slice(at, at + length).join(" ");
    found.push({
      column,
      cell: segment.x,
      left: segment.x + offset * perChar,
      right: segment.x + (offset + text.length) * perChar,
      text,
    });
    at += length;
  }
  // A single heading keeps the segment's own edges.
  if (found.length === 1)
    return [
      { ...found[0]!, left: segment.x, right: segment.x + segment.width, text: segment.text },
    ];
  return found;
}

function findHeadings(
  lines: TextLine[],
  from: number,
): { line: TextLine; headings: Heading[] } | null {
  for (const line of lines.slice(from)) {
    const headings: Heading[] = [];
    // A heading has no figures: "TOTAL CASES 74" is a count under the table.
    for (const segment of line.segments.filter((cell) => !/\d/.test(cell.text)))
      for (const heading of headingsIn(segment))
        if (!headings.some((h) => h.column === heading.column)) headings.push(heading);
    const kinds = new Set(headings.map((h) => h.column));
    // Headings stand in cells of their own; two read out of one phrase ("Product total") do not
    // make a table.
    const cells = new Set(headings.map((h) => h.cell));
    if (cells.size < 2) continue;
    if (kinds.size >= 3 || (kinds.size === 2 && kinds.has("description")))
      return { line, headings };
  }
  return null;
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

/** The heading a cell sits under. */
function columnOf(segment: Segment, headings: Heading[], numeric: boolean): Column {
  const left = segment.x;
  const right = segment.x + segment.width;
  let best = headings[0]!;
  let distance = Infinity;
  for (const heading of headings) {
    const overlap = Math.min(right, heading.right) - Math.max(left, heading.left);
    const gap = numeric
      ? Math.abs(right - heading.right) - Math.max(0, overlap) * 0.5
      : Math.abs(left - heading.left) - Math.max(0, overlap) * 0.5;
    if (gap < distance) [best, distance] = [heading, gap];
  }
  return best.column;
}

/**
 * "10", "10 LB", "10LB", "4 TRAY", "12#", "-1 CS" (a return): a quantity and the unit written
 * after it, if any. `rest`: a pack may follow when cells set close run together ("3 CS 12/3 CT").
 */
const QUANTITY_AND_UNIT = /^([-\u2212]?[\d.,]+)\s*([\p{L}#][\p{L}.]{0,11})?$/u;
const QUANTITY_UNIT_AND_MORE =
  /^([-\u2212]?[\d.,]+)\s*([\p{L}#][\p{L}.]{0,11})\s+(\d\S*(?:\s+\S+)*)$/u;

function quantityAndUnit(text: string, decimalComma: boolean, rest = false) {
  const match = (rest ? QUANTITY_UNIT_AND_MORE : QUANTITY_AND_UNIT).exec(text.trim());
  if (!match) return null;
  const quantity = findAmounts(match[1]!, decimalComma)[0] ?? null;
  return quantity === null ? null : { quantity, unit: match[2] ?? null, rest: match[3] ?? null };
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

function rowOf(
  cells: Partial<Record<Column, string>>,
  decimalComma: boolean,
  sourceConfidence: number,
  weightUnit: Unit,
): InvoiceLine | null {
  const description = cells.description?.trim() ?? "";
  let quantity: string | null = null;
  let unit = cells.unit?.trim() || null;
  // What shipped is billed; what was ordered stands for it only when nothing else is written.
  // What shipped, run together with its unit and pack under the unit's heading, comes before
  // what was ordered.
  const shipped =
    cells.quantity === undefined && unit
      ? (quantityAndUnit(unit, decimalComma) ?? quantityAndUnit(unit, decimalComma, true))
      : null;
  const quantityCell = cells.quantity ?? (shipped ? undefined : cells.ordered);
  const written = quantityCell ? quantityAndUnit(quantityCell, decimalComma) : shipped;
  if (shipped) unit = null;
  if (written) {
    quantity = written.quantity;
    unit ??= written.unit;
  }
  // "10 LB" under a Unit (or "Qty/Unit") heading: the quantity is written in the unit's cell.
  const inUnit = quantity === null && unit ? quantityAndUnit(unit, decimalComma) : null;
  if (inUnit) ({ quantity, unit } = inUnit);
  const unitPrice = cells.unitPrice
    ? (findAmounts(cells.unitPrice, decimalComma).at(-1) ?? null)
    : null;
  const amount = cells.amount ? (findAmounts(cells.amount, decimalComma).at(-1) ?? null) : null;
  if (!description || !/\p{L}/u.test(description)) return null;
  if (amount === null && (quantity === null || unitPrice === null)) return null;
  const pack = cells.pack?.trim() || shipped?.rest || null;
  const line = { description, quantity, unit, unitPrice, amount, ...(pack ? { pack } : {}) };
  // A catch weight, in its own column or written in the row ("2 CS 38.6 LB @ 8.95/LB").
  const at = AT_WEIGHT_PRICE.exec(description);
  const priceUnit = unitNamed(/\/\s*(\S+)/.exec(cells.unitPrice ?? at?.[0] ?? "")?.[1] ?? "");
  const fallback: Unit = priceUnit ? { unit: priceUnit, sure: true } : weightUnit;
  const weights = [
    ...(cells.weight ? weightsIn(`wt ${cells.weight}`, decimalComma, fallback) : []),
    ...weightsIn(
      [description, cells.unit, cells.quantity].filter(Boolean).join("  "),
      decimalComma,
      fallback,
    ),
  ];
  // A price written only after "@" in the description ("38.6 LB @ 8.95/LB").
  const atPrice = at ? findAmounts(at[1]!, decimalComma)[0] : undefined;
  const priced = unitPrice === null && atPrice ? { ...line, unitPrice: atPrice } : line;
  const weighed = byWeight(priced, weights);
  if (weighed) return finish(weighed.line, sourceConfidence * weighed.sure);
  return finish(
    priced !== line && quantity !== null && amount !== null && addsUp(quantity, atPrice!, amount)
      ? priced
      : line,
    sourceConfidence,
  );
}

/** The shortest decimal, of at most `places`, that times `by` comes to `amount` to the cent. */
function shortestFactor(amount: string, by: string, places: number): string | null {
  for (let scale = 0; scale <= places; scale += 1) {
    const worked = toDecimal(exact(amount).div(exact(by)), scale);
    if (addsUp(worked, by, amount)) return worked;
  }
  return null;
}

/**
 * A line's missing figure worked out from the two read beside it, when it comes out as a
 * supplier writes one: a quantity of at most two decimals (amount ÷ price, a catch weight's
 * 38.65 lb too), a price of at most three (amount ÷ quantity). Null when nothing is missing or
 * it does not come out (7.00 for 3 at 3.00 is left to the person).
 */
function derived(line: Omit<InvoiceLine, "confidence">): Omit<InvoiceLine, "confidence"> | null {
  const { quantity, unitPrice, amount } = line;
  if (amount === null || exact(amount).equals(0)) return null;
  if (quantity === null && unitPrice !== null && !exact(unitPrice).equals(0)) {
    const worked = shortestFactor(amount, unitPrice, 2);
    return worked ? { ...line, quantity: worked } : null;
  }
  if (unitPrice === null && quantity !== null && !exact(quantity).equals(0)) {
    const worked = shortestFactor(amount, quantity, 3);
    return worked ? { ...line, unitPrice: worked } : null;
  }
  return null;
}

interface Written {
  price: string | undefined;
  amount: string | undefined;
}

/** A money cell written with no decimal point or comma ("4152"), as OCR may leave "41,52". */
const pointless = (cell: string | undefined) =>
  cell !== undefined && /\d{3}/.test(cell) && !/\d[.,]\d/.test(cell);

/**
 * Rows whose price and amount both lost their decimal commas to OCR ("10 × 636 = 6360" for
 * "10 × 6,36 = 63,60", which adds up as read), in a table that writes its money with cents: put
 * back, to be looked at, when the figures with their cents add up too. One figure that lost its
 * point is put right as the row is read (pointRestored).
 */
function pointsPutBack(rows: InvoiceLine[], written: Written[]): InvoiceLine[] {
  const lost = written.filter((cells) => pointless(cells.price) && pointless(cells.amount));
  const cents = written
    .flatMap((cells) => [cells.price, cells.amount])
    .filter((cell) => cell !== undefined && /\d[.,]\d/.test(cell)).length;
  if (lost.length === 0 || cents < 2 * lost.length) return rows;
  return rows.map((row, index) => {
    const cells = written[index]!;
    if (!lost.includes(cells) || row.quantity === null) return row;
    if (row.unitPrice === null || row.amount === null) return row;
    const unitPrice = toDecimal(exact(row.unitPrice).div(100), 2);
    const amount = toDecimal(exact(row.amount).div(100), 2);
    if (!addsUp(row.quantity, unitPrice, amount)) return row;
    return { ...row, unitPrice, amount, confidence: row.confidence * 0.75 };
  });
}

/** A figure's digits, without its point or comma and the zeros either side of them. */
const digitsOf = (figure: string) =>
  figure.replace(/\D/g, "").replace(/^0+/, "").replace(/0+$/, "");

/**
 * A line whose one figure lost its decimal point or comma to OCR ("41,52" read "4152": a thin
 * comma, blurred in a photo, is the first thing lost), put right when the other two agree on
 * a figure with the very same digits. Null when no figure is so.
 */
function pointRestored(
  line: Omit<InvoiceLine, "confidence">,
): Omit<InvoiceLine, "confidence"> | null {
  const { quantity, unitPrice, amount } = line;
  if (quantity === null || unitPrice === null || amount === null) return null;
  const [q, p] = [exact(quantity), exact(unitPrice)];
  if (q.equals(0) || p.equals(0) || addsUp(quantity, unitPrice, amount)) return null;
  const product = toDecimal(q.mul(p), 2);
  // Only a figure read whole can have lost its point.
  const lost = (read: string, worked: string | null) =>
    worked !== null && !read.includes(".") && digitsOf(read) === digitsOf(worked);
  if (lost(amount, product)) return { ...line, amount: product };
  const price = shortestFactor(amount, quantity, 3);
  if (lost(unitPrice, price)) return { ...line, unitPrice: price! };
  const count = shortestFactor(amount, unitPrice, 3);
  if (lost(quantity, count)) return { ...line, quantity: count! };
  return null;
}

/**
 * A line's confidence: quantity × price = amount (to the cent) is the strongest evidence. A
 * figure worked out from the other two is kept below the review's threshold, to be looked at.
 */
function finish(read: Omit<InvoiceLine, "confidence">, sourceConfidence: number): InvoiceLine {
  const worked = derived(read) ?? pointRestored(read);
  if (worked) return { ...worked, confidence: 0.75 * sourceConfidence };
  const line = read;
  let confidence = 0.6;
  if (line.quantity !== null && line.unitPrice !== null && line.amount !== null) {
    const product = exact(line.quantity).mul(exact(line.unitPrice));
    confidence = toDecimal(product, 2) === toDecimal(exact(line.amount), 2) ? 0.97 : 0.55;
  } else if (line.amount !== null) confidence = 0.7;
  return { ...line, confidence: confidence * sourceConfidence };
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
