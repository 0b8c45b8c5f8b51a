// Where the goods went: the location an invoice names under "Ship to" (or, without one, under
// "Bill to"), matched to one of the workspace's locations by its name or its street address.
// Issue 26: the review took the first location, Harbor Commissary, for an invoice shipped to
// Main Street Bistro.
import { readLayout, type Segment, type TextLine } from "./layout";
import { nameKey } from "./supplier";
import type { InvoiceDocument } from "./types";
import { plain } from "./vocabulary";

const SHIP_TO =
  /^(?:ship(?:ped)? to|deliver(?:y|ed)? to|delivery address|deliver at|livr[eé] a|adresse de livraison|lieferadresse|lieferanschrift|afleveradres|enviar a|direccion de entrega)\b/i;
const BILL_TO =
  /^(?:bill(?:ed)? to|invoice to|sold to|customer|client|factur[eé] a|rechnungsempf[aä]nger|factuur aan|facturar a)\b/i;

/** A location as the invoice may name it. */
export interface PlaceToMatch {
  id: string;
  name: string;
  /** One line, parts split by commas: "120 Main Street, Springfield". */
  address: string;
}

export interface DeliveryPlace {
  locationId: string;
  /** Which block named it. */
  block: "ship_to" | "bill_to";
}

const isLabel = (segment: Segment) =>
  SHIP_TO.test(plain(segment.text)) || BILL_TO.test(plain(segment.text));

/**
 * The text a label heads: what follows it on its segment and its line (up to the next label
 * beside it, as "Bill To" and "Ship To" often stand side by side), then the next lines in its
 * column, until another label or a gap.
 */
function blockText(lines: TextLine[], line: TextLine, label: Segment, pattern: RegExp): string {
  const limit = Math.min(
    ...line.segments.filter((s) => s.x > label.x && isLabel(s)).map((s) => s.x),
    Number.POSITIVE_INFINITY,
  );
  const inColumn = (segment: Segment) =>
    segment.x >= label.x - label.height && segment.x < limit - label.height / 2;
  const parts = [plain(label.text).replace(pattern, "")];
  for (const segment of line.segments)
    if (segment.x > label.x && segment.x < limit) parts.push(segment.text);
  let lastY = line.y;
  for (let index = line.index + 1; index <= line.index + 5; index += 1) {
    const next = lines[index];
    if (!next || next.page !== line.page || next.y - lastY > label.height * 3) break;
    const cells = next.segments.filter(inColumn);
    if (cells.some(isLabel)) break;
    parts.push(...cells.map((cell) => cell.text));
    lastY = next.y;
  }
  return ` ${nameKey(parts.join(" "))} `;
}

/** The location whose name or street the text names; none when two match as well. */
function placeIn(text: string, places: readonly PlaceToMatch[]): string | null {
  let best: { id: string; length: number } | null = null;
  let tied = false;
  for (const place of places) {
    const keys = [nameKey(place.name), nameKey(place.address.split(",")[0] ?? "")];
    const length = Math.max(
      ...keys.map((key) => (key.length >= 4 && text.includes(` ${key} `) ? key.length : 0)),
    );
    if (length === 0) continue;
    if (!best || length > best.length) {
      best = { id: place.id, length };
      tied = false;
    } else if (length === best.length) tied = true;
  }
  return best && !tied ? best.id : null;
}

/**
 * The location an invoice was delivered to, read from its "Ship to" block, else from its
 * "Bill to" block (a kitchen billed at its own address), matched against `places`; null when
 * neither names one of them.
 */
export function deliveryPlace(
  document: InvoiceDocument,
  places: readonly PlaceToMatch[],
): DeliveryPlace | null {
  const lines = readLayout(document);
  for (const [block, pattern] of [
    ["ship_to", SHIP_TO],
    ["bill_to", BILL_TO],
  ] as const)
    for (const line of lines)
      for (const segment of line.segments) {
        if (!pattern.test(plain(segment.text))) continue;
        const locationId = placeIn(blockText(lines, line, segment, pattern), places);
        if (locationId) return { locationId, block };
      }
  return null;
}
