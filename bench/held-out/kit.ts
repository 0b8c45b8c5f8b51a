// What the held-out invoices share (bench/held-out-invoices.ts): their truth, money and dates as
// each country writes them, what is sold, and a sheet of PDF to draw them on.
import PDFDocument from "pdfkit";
import type { seeded } from "../../apps/server/test/invoice-corpus";

export interface Truth {
  layout: string;
  supplier: string;
  invoiceNumber: string;
  date: string;
  /** Null when the document gives none (a till receipt, cash on delivery). */
  dueDate: string | null;
  currency: string;
  /** Null when the document writes no subtotal or no tax. */
  subtotal: string | null;
  tax: string | null;
  total: string;
  /** The lines it bills (not those that shipped nothing), credits below zero included. */
  lines: TruthLine[];
}
export interface TruthLine {
  quantity: string;
  unitPrice: string;
  amount: string;
}
export type Random = ReturnType<typeof seeded>;

// ---- Money and dates, written as each country writes them ------------------------------------

export interface MoneyStyle {
  comma: boolean;
  group: "" | "," | "." | " " | "'";
  sign?: string;
  after?: boolean;
  negative?: "minus" | "brackets" | "trailing";
}
export function money(cents: number, style: MoneyStyle): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  let text = `${whole}${style.comma ? "," : "."}${String(abs % 100).padStart(2, "0")}`;
  if (style.sign) text = style.after ? `${text} ${style.sign}` : `${style.sign}${text}`;
  if (cents >= 0) return text;
  return style.negative === "brackets"
    ? `(${text})`
    : style.negative === "trailing"
      ? `${text}-`
      : `-${text}`;
}
export const decimal = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export const MONTHS: Record<string, string[]> = {
  en: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" "),
  fr: "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(" "),
  es: "ene feb mar abr may jun jul ago sep oct nov dic".split(" "),
};
/** A day ("2026-11-27") written in one of the ways invoices write it. */
export function day(iso: string, style: string): string {
  const [y, m, d] = iso.split("-") as [string, string, string];
  const yy = y.slice(2);
  const month = Number(m) - 1;
  const formats: Record<string, string> = {
    "mdy/": `${m}/${d}/${y}`,
    "mdy/2": `${m}/${d}/${yy}`,
    "dmy/": `${d}/${m}/${y}`,
    "dmy/2": `${d}/${m}/${yy}`,
    "dmy.": `${d}.${m}.${y}`,
    "dmy.2": `${d}.${m}.${yy}`,
    "dmy-": `${d}-${m}-${y}`,
    iso: iso,
    "d-Mon-y": `${d}-${MONTHS.en![month]}-${y}`,
    "Mon d, y": `${MONTHS.en![month]} ${Number(d)}, ${y}`,
    "d mon y fr": `${Number(d)} ${MONTHS.fr![month]} ${y}`,
    "d-mon-y es": `${d}-${MONTHS.es![month]}-${y}`,
  };
  return formats[style]!;
}
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ---- What is sold ------------------------------------------------------------------------------

export interface Line {
  code: string;
  description: string;
  quantity: number;
  unit: string;
  pack: string;
  price: number;
  amount: number;
  rate: number;
  /** A catch weight billed instead of the quantity, as decimal text ("38.61"). */
  weight?: string;
}
/** Items as [description, unit, pack, price range in cents, VAT rate's index (0 low, 1 high)]. */
export type Item = [string, string, string, number, number, number];
export const ITEMS: Record<string, Item[]> = {
  us: [
    ["CHICKEN BREAST BNLS SKLS", "CS", "4/10 LB", 6500, 11000, 0],
    ["BEEF GROUND 80/20 FRSH", "CS", "4/5 LB", 7000, 9800, 0],
    ["TOMATO ROMA 25 LB", "CS", "1/25 LB", 2400, 4100, 0],
    ["LETTUCE ROMAINE HEARTS", "CS", "12/3 CT", 2900, 4400, 0],
    ["OIL FRYER CLEAR CANOLA", "CS", "1/35 LB", 3800, 5600, 0],
    ["CHEESE MOZZ SHRD LMPS", "CS", "4/5 LB", 5200, 7900, 0],
    ["FLOUR ALL PURPOSE BLCH", "BG", "1/50 LB", 1700, 2600, 0],
    ["ONION YELLOW JUMBO", "BG", "1/50 LB", 2100, 3300, 0],
    ["NAPKIN DINNER 2PLY WHT", "CS", "8/375 CT", 4100, 5900, 1],
    ["DEGREASER HVY DUTY", "CS", "4/1 GAL", 3900, 5200, 1],
    ["BUTTER SOLID UNSLTD", "CS", "36/1 LB", 9500, 14500, 0],
    ["EGG SHELL LARGE GR A", "CS", "15 DZ", 3100, 6200, 0],
  ],
  de: [
    ["Hähnchenbrustfilet frisch", "kg", "", 790, 1290, 0],
    ["Rinderhüfte am Stück", "kg", "", 1890, 2890, 0],
    ["Schlagsahne 30% 1 l", "Fl", "", 229, 389, 0],
    ["Mehl Type 405 25 kg", "Sack", "", 1190, 1790, 0],
    ["Butter 82% Fett 250 g", "Stk", "", 189, 289, 0],
    ["Tomaten Rispen Kl. I", "kg", "", 249, 449, 0],
    ["Mineralwasser 12 x 0,75 l", "Kiste", "", 790, 1190, 1],
    ["Spülmittel 10 l", "Kan", "", 1490, 2290, 1],
  ],
  fr: [
    ["Filet de bœuf paré", "kg", "", 3200, 4800, 0],
    ["Crème fraîche 30% MG 5 l", "pce", "", 1690, 2490, 0],
    ["Beurre doux 82% 1 kg", "pce", "", 890, 1290, 0],
    ["Bar de ligne 1/2 kg", "kg", "", 2300, 3400, 0],
    ["Huîtres fines de claire n°3", "bourr.", "", 3900, 5400, 0],
    ["Tomates grappe cat. 1", "kg", "", 290, 490, 0],
    ["Vin rouge AOP 75 cl", "bt", "", 690, 1590, 1],
  ],
  nl: [
    ["Kipfilet vers", "kg", "", 890, 1290, 0],
    ["Slagroom 35% 1 l", "st", "", 349, 499, 0],
    ["Uien geel 10 kg", "zak", "", 690, 990, 0],
    ["Frituurolie 10 l", "bus", "", 2190, 2990, 0],
    ["Friet 10 mm 4 x 2,5 kg", "doos", "", 1490, 1990, 0],
    ["Pils krat 24 x 0,3 l", "krat", "", 1590, 2190, 1],
    ["Afwasmiddel 5 l", "st", "", 890, 1390, 1],
  ],
  it: [
    ["Mozzarella fior di latte 1 kg", "kg", "", 690, 990, 0],
    ["Farina tipo 00 25 kg", "sac", "", 1490, 2190, 0],
    ["Pomodori pelati 2,5 kg", "ct", "", 1790, 2490, 0],
    ["Olio extravergine 5 l", "lt", "", 3900, 5400, 0],
    ["Prosciutto crudo 24 mesi", "kg", "", 1890, 2690, 0],
    ["Vino bianco DOC 75 cl", "bt", "", 490, 990, 1],
    ["Detergente piatti 5 kg", "pz", "", 990, 1490, 1],
  ],
  es: [
    ["Aceite de oliva virgen extra 5 l", "ud", "", 2900, 4500, 0],
    ["Harina de trigo 25 kg", "saco", "", 1290, 1890, 0],
    ["Pechuga de pollo fresca", "kg", "", 590, 890, 0],
    ["Tomate pera", "kg", "", 149, 249, 0],
    ["Queso manchego curado", "kg", "", 1390, 1990, 0],
    ["Cerveza barril 30 l", "ud", "", 6900, 8900, 1],
    ["Lejía 5 l", "ud", "", 290, 490, 1],
  ],
};

export function invent(
  random: Random,
  kind: keyof typeof ITEMS,
  count: number,
  rates: [number, number],
): Line[] {
  return Array.from({ length: count }, () => {
    const [description, unit, pack, low, high, rate] = random.pick(ITEMS[kind]!);
    const weighed = unit === "kg";
    // Weighed goods are sold by the kilo to three places; the rest by the piece or case.
    const quantity = weighed ? random.int(500, 12_000) / 1000 : random.int(1, 12);
    const price = random.int(low, high);
    return {
      code: String(random.int(100_000, 9_999_999)),
      description,
      quantity,
      unit,
      pack,
      price,
      amount: Math.round(quantity * price),
      rate: rates[rate]!,
    };
  });
}
export const qty = (line: Line, comma: boolean) => {
  const text = Number.isInteger(line.quantity) ? String(line.quantity) : line.quantity.toFixed(3);
  return comma ? text.replace(".", ",") : text;
};
/** The lines as a bill's truth: what each billed, leaving out what shipped nothing. */
export const billedLines = (lines: Line[]): TruthLine[] =>
  lines
    .filter((line) => line.amount !== 0)
    .map((line) => ({
      quantity: line.weight ?? String(line.quantity),
      unitPrice: decimal(line.price),
      amount: decimal(line.amount),
    }));
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Net and VAT for each rate the lines use, lowest first. */
export function vatSplit(lines: Line[]): { rate: number; net: number; vat: number }[] {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const net = sum(lines.filter((l) => l.rate === rate).map((l) => l.amount));
    return { rate, net, vat: Math.round((net * rate) / 100) };
  });
}
export const rateText = (rate: number, comma: boolean) =>
  (Number.isInteger(rate) ? String(rate) : rate.toFixed(1)).replace(".", comma ? "," : ".");

// ---- Drawing -----------------------------------------------------------------------------------

export interface TextOptions {
  size?: number;
  bold?: boolean;
  mono?: boolean;
  /** x is the right edge. */
  right?: boolean;
  /** x is the middle. */
  centre?: boolean;
}
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<unknown>;
  constructor(readonly size: [number, number]) {
    this.doc = new PDFDocument({ size, margin: 0, info: { Title: "Invoice" } });
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve) => this.doc.on("end", resolve));
  }
  text(text: string, x: number, y: number, o: TextOptions = {}): this {
    const font = o.mono
      ? o.bold
        ? "Courier-Bold"
        : "Courier"
      : o.bold
        ? "Helvetica-Bold"
        : "Helvetica";
    this.doc.font(font).fontSize(o.size ?? 9);
    const width = this.doc.widthOfString(text);
    const left = o.right ? x - width : o.centre ? x - width / 2 : x;
    this.doc.text(text, left, y, { lineBreak: false });
    return this;
  }
  box(x: number, y: number, width: number, height: number): this {
    this.doc.lineWidth(0.6).rect(x, y, width, height).stroke();
    return this;
  }
  rule(x1: number, x2: number, y: number): this {
    this.doc.lineWidth(0.6).moveTo(x1, y).lineTo(x2, y).stroke();
    return this;
  }
  page(): this {
    this.doc.addPage({ size: this.size, margin: 0 });
    return this;
  }
  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
export const A4: [number, number] = [595.28, 841.89];
export const LETTER: [number, number] = [612, 792];

/** Draws rows of cells: [text, x, right-aligned?]; returns the y under the last row. */
export function rows(
  sheet: Sheet,
  cells: [string, number, boolean?][][],
  y: number,
  o: TextOptions & { step?: number } = {},
): number {
  for (const row of cells) {
    for (const [text, x, right] of row) sheet.text(text, x, y, { ...o, right: right ?? false });
    y += o.step ?? 13;
  }
  return y;
}

/** A grid of boxed cells, labels in the top half and values under them. */
export function grid(
  sheet: Sheet,
  x: number,
  y: number,
  cells: [string, string, number][],
  o: TextOptions = {},
) {
  let at = x;
  for (const [label, value, width] of cells) {
    sheet.box(at, y, width, 30).rule(at, at + width, y + 13);
    sheet.text(label, at + width / 2, y + 3, { ...o, size: 7, centre: true });
    sheet.text(value, at + width / 2, y + 17, { ...o, size: 9, centre: true });
    at += width;
  }
}

export interface Drawn {
  truth: Truth;
  pdf: Uint8Array;
}

export const DAY0 = Date.UTC(2025, 0, 1);
export const someDay = (random: Random) =>
  new Date(DAY0 + random.int(0, 700) * 86_400_000).toISOString().slice(0, 10);
