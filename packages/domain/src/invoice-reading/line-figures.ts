import { exact, toDecimal } from "../quantity";
import type { InvoiceLine } from "./types";
import { addsUp } from "./catch-weight";

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

export interface Written {
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
export function pointsPutBack(rows: InvoiceLine[], written: Written[]): InvoiceLine[] {
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
export function pointRestored(
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
export function finish(
  read: Omit<InvoiceLine, "confidence">,
  sourceConfidence: number,
): InvoiceLine {
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
