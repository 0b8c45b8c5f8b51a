import type { Segment, TextLine } from "./layout";
import { COLUMNS, plain } from "./vocabulary";

export type Column = keyof typeof COLUMNS;
export interface Heading {
  column: Column;
  /** The segment it was read from. */
  cell: number;
  left: number;
  right: number;
  /** The heading as written ("WT (LB)"), for the unit it may name. */
  text: string;
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

export function findHeadings(
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

/** The heading a cell sits under. */
export function columnOf(segment: Segment, headings: Heading[], numeric: boolean): Column {
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
