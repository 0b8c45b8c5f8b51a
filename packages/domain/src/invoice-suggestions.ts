// What a scanned invoice most likely is, for the person reviewing it: which of the supplier's
// items each line is, and which purchase order it bills. Suggestions only: the review shows
// them chosen, and the person confirms or changes them before anything is posted.
import { compare, exact } from "./quantity";

/** Words that say how something is packed or measured, not what it is. */
const PACKING = new Set(
  (
    "x kg g gr lb lbs oz l ml cl dl ea each pc pcs piece pieces case cases cs box bx " +
    "bag bags pack pk pkt tray ct count dz doz dozen can cans btl bottle jar tub " +
    "bunch bu per of the and with de du la le les des et der die das und mit van het " +
    "en y con di e il"
  ).split(" "),
);

/** A word cut to its stem, so that "tomatoes" meets "tomato" and "Äpfel" meets "apfel". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|ss|x|o)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The words that say what a thing is: no accents, case, numbers or packing words. */
export function descriptionWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/\d/.test(word) && !PACKING.has(word))
    .map(stem);
}

/**
 * How alike two descriptions are, from 0 to 1: the share of their words they have in common
 * (Dice's coefficient), a word counting as shared when one is the other's start ("parm" and
 * "parmesan").
 */
export function descriptionLikeness(a: string, b: string): number {
  const left = [...new Set(descriptionWords(a))];
  const right = [...new Set(descriptionWords(b))];
  if (left.length === 0 || right.length === 0) return 0;
  const shared = left.filter((word) =>
    right.some(
      (other) =>
        other === word ||
        (Math.min(word.length, other.length) >= 4 &&
          (other.startsWith(word) || word.startsWith(other))),
    ),
  ).length;
  return (2 * shared) / (left.length + right.length);
}

/** One thing the supplier sells (or one line of the order the invoice bills). */
export interface CatalogEntry {
  key: string;
  name: string;
  sku: string;
}

export interface LineSuggestion {
  key: string;
  /** 1 when the line carries the entry's SKU; otherwise how alike the names are. */
  score: number;
}

/** Below this, a line is left unmatched: a wrong item is worse than none. */
export const LINE_MATCH_THRESHOLD = 0.5;

/**
 * The catalog entry each line most likely is, each entry given to at most one line (the best
 * pairs first), or null. A line that carries an entry's SKU as a word is that entry.
 */
export function suggestLineMatches(
  lines: { description: string }[],
  catalog: CatalogEntry[],
): (LineSuggestion | null)[] {
  const pairs: { line: number; key: string; score: number }[] = [];
  for (const [line, { description }] of lines.entries()) {
    const words = new Set(description.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
    for (const entry of catalog) {
      const sku = entry.sku.trim().toLowerCase();
      const score =
        sku.length >= 3 && words.has(sku) ? 1 : descriptionLikeness(description, entry.name);
      if (score >= LINE_MATCH_THRESHOLD) pairs.push({ line, key: entry.key, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.line - b.line);
  const chosen: (LineSuggestion | null)[] = lines.map(() => null);
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (chosen[pair.line] || taken.has(pair.key)) continue;
    chosen[pair.line] = { key: pair.key, score: pair.score };
    taken.add(pair.key);
  }
  return chosen;
}

/** An order the invoice may bill. */
export interface CandidateOrder {
  id: string;
  number: string;
  /** What was received on it, at the prices received (or ordered, when nothing came yet). */
  value: string;
}

export interface OrderSuggestion {
  orderId: string;
  reason: string;
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** How near the invoice's value must come to an order's for the order to be suggested. */
const VALUE_SHARE = "0.05";

/**
 * The order an invoice most likely bills: the one whose number is written on it, or else the
 * only one whose value is within 5% of the invoice's subtotal; null when neither says.
 */
export function suggestOrder(
  text: string,
  subtotal: string | null,
  orders: CandidateOrder[],
): OrderSuggestion | null {
  const written = compact(text);
  const named = orders.filter((order) => {
    const number = compact(order.number);
    return number.length >= 4 && written.includes(number);
  });
  if (named.length === 1)
    return { orderId: named[0]!.id, reason: `Its number, ${named[0]!.number}, is on the invoice.` };
  if (subtotal === null || compare(subtotal, "0") <= 0) return null;
  const near = orders.filter((order) => {
    if (compare(order.value, "0") <= 0) return false;
    const gap = exact(order.value).sub(exact(subtotal)).abs();
    return gap.compare(exact(order.value).mul(exact(VALUE_SHARE))) <= 0;
  });
  if (near.length !== 1) return null;
  return {
    orderId: near[0]!.id,
    reason: `What was received on ${near[0]!.number} comes within 5% of the invoice's subtotal.`,
  };
}

/** How invoices write units, to the unit codes Larder keeps. */
const UNIT_WRITINGS: Record<string, string> = {
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  "#": "lb",
  kgs: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  grams: "g",
  gram: "g",
  gr: "g",
  ltr: "l",
  litre: "l",
  liter: "l",
  litres: "l",
  liters: "l",
  lt: "l",
  each: "pcs",
  ea: "pcs",
  pc: "pcs",
  piece: "pcs",
  pieces: "pcs",
  stk: "pcs",
  st: "pcs",
  pce: "pcs",
  unit: "pcs",
  units: "pcs",
  dz: "dozen",
  doz: "dozen",
  cs: "case",
  cases: "case",
  cse: "case",
  ct: "case",
  ctn: "case",
  carton: "case",
  gallon: "gal",
  gallons: "gal",
  quart: "qt",
  pint: "pt",
};

/**
 * Which of an item's units (its codes and pack names) an invoice's written unit is: "LBS" is
 * lb, "cs" a pack named case. Null when none is, so that a line is never put in a wrong unit.
 */
export function unitFromInvoice(written: string | null, units: readonly string[]): string | null {
  if (!written) return null;
  const plain = written.trim().toLowerCase().replace(/\.$/, "");
  const code = UNIT_WRITINGS[plain] ?? plain;
  const found = units.find((unit) => unit.toLowerCase() === code || unit.toLowerCase() === plain);
  if (found) return found;
  // A pack spelt in the plural or singular: "bags" for "bag", "tray" for "trays".
  return units.find((unit) => stem(unit.toLowerCase()) === stem(plain)) ?? null;
}
