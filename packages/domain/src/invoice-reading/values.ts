// Reading the values of an invoice's fields from the text around them: dates in every common
// national writing, amounts with either decimal mark, invoice numbers.
import { calendarDay, dayOf, readDateCell } from "../sales/dates";
import { readAmount } from "../sales/numbers";

/** Spanish and Portuguese "12 de marzo de 2024", French "1er mars": made plain for readDateCell. */
function dateWords(text: string): string {
  return text
    .replace(/\b(\d{1,2})(?:er|st|nd|rd|th|º|°)\b/gi, "$1")
    .replace(/\s+de(?:l)?\s+/gi, " ")
    .replace(/(\d)\s*([/.-])\s*(?=\d)/g, "$1$2")
    .trim();
}

const DATE_IN_TEXT = [
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/,
  /\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/,
  /\b\d{1,2}\.?[-\s]+\p{L}{3,12}\.?[-\s,]+\d{4}\b/u,
  /\b\p{L}{3,12}\.?\s+\d{1,2},?\s+\d{4}\b/u,
];

export interface DateFound {
  /** YYYY-MM-DD, or null when day and month cannot be told apart yet. */
  day: string | null;
  /** Both numbers could be the month: the document's other dates decide (decideDayFirst). */
  either: { first: number; second: number; year: number } | null;
  text: string;
}

/** The first date written in `text`, or null. */
export function findDate(text: string): DateFound | null {
  const prepared = dateWords(text);
  for (const pattern of DATE_IN_TEXT) {
    const match = pattern.exec(prepared);
    if (!match) continue;
    const cell = readDateCell(match[0]);
    if (cell.kind === "day" && plausibleYear(cell.day))
      return { day: cell.day, either: null, text: match[0] };
    if (cell.kind === "either" && cell.year >= 1990 && cell.year <= 2100) {
      const dayFirst = dayOf(cell, true);
      const monthFirst = dayOf(cell, false);
      if (dayFirst && !monthFirst) return { day: dayFirst, either: null, text: match[0] };
      if (monthFirst && !dayFirst) return { day: monthFirst, either: null, text: match[0] };
      if (dayFirst && monthFirst)
        return {
          day: dayFirst === monthFirst ? dayFirst : null,
          either: { first: cell.first, second: cell.second, year: cell.year },
          text: match[0],
        };
    }
  }
  return null;
}

const plausibleYear = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= 1990 && year <= 2100;
};

/** The day of a date once the document has said which number comes first. */
export function settleDate(found: DateFound, dayFirst: boolean): string | null {
  if (found.day) return found.day;
  const { first, second, year } = found.either!;
  return dayFirst ? calendarDay(year, second, first) : calendarDay(year, first, second);
}

/**
 * An amount written on its own or with a currency sign ("€ 1.234,56", "(12.00)", "-12,00"), or
 * with its minus after it as a return is on some invoices ("51.14-").
 */
const AMOUNT_IN_TEXT =
  /(?<![\w.,])[-\u2212(]?\s?(?:[$€£¥]\s?)?[-\u2212]?\d+(?:[ ,.'\u00a0\u202f]\d{3})*(?:[.,]\d{1,4})?(?:\)|[-\u2212](?![\w-]))?(?![\d%]|[.,]\d)/g;

/** The amounts written in `text`, left to right, read with the document's decimal mark. */
export function findAmounts(written: string, decimalComma: boolean): string[] {
  const found: string[] = [];
  const text = written.replace(JOINED_CURRENCY, "$1 ");
  for (const match of text.matchAll(AMOUNT_IN_TEXT)) {
    // A percentage ("20 %") is a rate, not an amount.
    const after = text.slice(match.index + match[0].length).trimStart();
    if (after.startsWith("%")) continue;
    const value = readAmount(match[0].trim(), decimalComma);
    if (value !== null) found.push(value);
  }
  return found;
}

/** The last amount in `text` (the money column of a totals line is its rightmost), or null. */
export function lastAmount(text: string, decimalComma: boolean): string | null {
  const amounts = findAmounts(text, decimalComma);
  return amounts[amounts.length - 1] ?? null;
}

/** Something that can be an invoice number: letters, digits and separators, with a digit. */
const NUMBER_TOKEN = /^[#№]?\s*([A-Z0-9][A-Z0-9\-/._]{0,29})$/i;

const NUMBER_PREFIX =
  /^(?:(?:ref(?:erence)?|r[eé]f[eé]rence|r[eé]f|referencia|riferimento|nummer|number|num[eé]ro|no|nr|n)\s*(?:\.|:|\s|[°º#?*])|[°º#]|:)[\s.:#°º?*]*/i;

export function readInvoiceNumber(text: string): string | null {
  const first = text
    .trim()
    .split(/\s{2,}|\s(?=(?:date|datum|fecha|data|du|vom|del)\b)/i)[0]!
    .trim();
  // What may stand between a label and its number: "No.", "Nº", "#", or a reference's own word
  // under a title ("Invoice" / "Ref. : IN1710-00000").
  const candidate = first.replace(NUMBER_PREFIX, "").trim();
  const match = NUMBER_TOKEN.exec(candidate);
  if (!match || !/\d/.test(match[1]!)) return null;
  if (findDate(match[1]!)?.text === match[1]) return null;
  return match[1]!.replace(/[.]$/, "");
}

const CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "CAD",
  "AUD",
  "NZD",
  "SEK",
  "DKK",
  "NOK",
  "PLN",
  "CZK",
  "JPY",
];
/**
 * A currency's code or abbreviation run into its amount, as OCR often reads "Bs. 2.470,00" or
 * "EUR 12,00": "Bs.2.470,00", "EUR12,00". Parted before amounts are looked for.
 */
const JOINED_CURRENCY = new RegExp(
  `\\b((?:${[...CURRENCIES, "MXN", "VES", "BOB", "INR", "Bs", "Rs", "Fr", "SFr", "kr", "Kr", "Kč", "zł"].join("|")})\\.?)(?=[-\u2212]?\\d)`,
  "g",
);

const US_ADDRESS = new RegExp(
  `\\b(?:${"AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".replace(/ /g, "|")}),?\\s+\\d{5}(?:-\\d{4})?\\b`,
);
const SYMBOLS: Record<string, string> = { "€": "EUR", "£": "GBP", $: "USD", "¥": "JPY" };

/** The currency a document names most often, by code or by sign; null when it names none. */
export function findCurrency(
  text: string,
): { code: string; count: number; bySign: boolean } | null {
  const counts = new Map<string, { count: number; bySign: boolean }>();
  const add = (code: string, bySign: boolean) => {
    const entry = counts.get(code) ?? { count: 0, bySign };
    entry.count += 1;
    if (!bySign) entry.bySign = false;
    counts.set(code, entry);
  };
  for (const match of text.matchAll(/\b([A-Z]{3})\b/g))
    if (CURRENCIES.includes(match[1]!)) add(match[1]!, false);
  for (const match of text.matchAll(/(A\$|C\$|NZ\$|US\$|[€£$¥])/g)) {
    const sign = match[1]!;
    add(
      sign === "A$"
        ? "AUD"
        : sign === "C$"
          ? "CAD"
          : sign === "NZ$"
            ? "NZD"
            : SYMBOLS[sign.replace("US", "")]!,
      true,
    );
  }
  // Named in words: "Amounts expressed in Euros".
  for (let euros = text.match(/\beuros?\b/gi)?.length ?? 0; euros > 0; euros -= 1)
    add("EUR", false);
  // "kr" is the crown of Norway, Sweden and Denmark alike; Norway's VAT, "MVA", tells which.
  if (counts.size === 0 && /\d\s?kr\b|\bkr\.?\s?\d/i.test(text) && /\bmva\b/i.test(text))
    add("NOK", true);
  // No currency written at all (a US distributor prints none): an address in the United
  // States, a state and a ZIP code, says dollars.
  if (counts.size === 0 && US_ADDRESS.test(text)) add("USD", true);
  let best: { code: string; count: number; bySign: boolean } | null = null;
  for (const [code, entry] of counts)
    if (!best || entry.count > best.count || (entry.count === best.count && !entry.bySign))
      best = { code, ...entry };
  return best;
}

/** A date the text starts with (a weekday may come first: "Tue, 12 March 2024"), or null. */
export function dateAtStart(text: string): DateFound | null {
  const found = findDate(text);
  if (!found) return null;
  const prepared = dateWords(text);
  if (prepared.indexOf(found.text) === 0) return found;
  return prepared.replace(/^\p{L}+,?\s+(?=\d)/u, "").indexOf(found.text) === 0 ? found : null;
}

/** A currency written just before a figure: a code, a sign, "US$", "kr", "Bs.". */
const CURRENCY_BEFORE = /(?:\b[A-Z]{3}|\b[A-Z]{1,2}\$|[$€£¥]|\bkr|\bBs|\bFr)\.?\s*$/;

/**
 * A money label's value: the last amount in `text`, when no word stands before it but a
 * currency, a rate or a bracket. After "Total", "cases 28" is a count and "à reporter 5 022,06"
 * a sum carried to the next page; neither is the invoice's total.
 */
export function moneyAt(text: string, decimalComma: boolean): string | null {
  const amount = lastAmount(text, decimalComma);
  if (amount === null) return null;
  const figures = [...text.matchAll(/\d[\d.,'\u00a0 ]*\d|\d/g)];
  let before = text.slice(0, figures.at(-1)!.index).replace(/[-\u2212(\s]+$/, "");
  before = before.replace(CURRENCY_BEFORE, "");
  before = before.replace(/\(.*?\)|\b[A-Z]{3}\b|\d+(?:[.,]\d+)?\s?%|[$€£¥]/g, "");
  return /\p{L}{2}/u.test(before) ? null : amount;
}
