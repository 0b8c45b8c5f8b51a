// Amounts as tills and spreadsheets write them, read into exact decimal strings (no binary
// floats touch them): "1,234.56", "1.234,56", "$12.50", "(12.50)", "-$3.00", "12,5", "1 234,56",
// "1'234.50", "12.50-". Only 1,234 and 1.234 are truly ambiguous; the caller settles them with
// `decimalComma`, decided from the whole file (decideDecimalComma).

// A currency code needs a space ("USD 12.50"), so that "ABC12" stays what it is: not a number.
const CURRENCY =
  /^(?:[A-Z]{3}\s+|[$€£¥₹₩₺₽]|R\$|kr\s*|zł\s*|CHF\s*)\s*|\s*(?:\s[A-Z]{3}|[$€£¥₹₩₺₽]|kr|zł|CHF)$/;
/** Spaces and apostrophes between digits group thousands ("1 234", "1'234", "1 234"). */
const GROUP_SPACE = /(?<=\d)[\s\u00a0\u202f'’](?=\d{3}(?:\D|$))/g;

/** Reads an amount; null when it is not a number. `decimalComma`: "1.234" is a thousand. */
export function readAmount(input: string, decimalComma = false): string | null {
  let text = input.trim().replace(/\u2212/g, "-");
  if (text === "") return null;
  let negative = false;
  let signed = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = signed = true;
    text = bracketed[1]!.trim();
  }
  // The sign may stand before or after the currency sign, or at the end ("12.50-"); only one.
  for (let step = 0; step < 3; step += 1) {
    const before = text;
    const sign = /^[-+]/.test(text) ? "start" : /\d-$/.test(text) ? "end" : null;
    if (sign && signed) return null;
    if (sign) {
      signed = true;
      negative = sign === "end" || text.startsWith("-");
      text = (sign === "start" ? text.slice(1) : text.slice(0, -1)).trim();
    }
    text = text.replace(CURRENCY, "").trim();
    if (text === before) break;
  }
  text = text.replace(GROUP_SPACE, "");
  const digits = plainDecimal(text, decimalComma);
  if (digits === null) return null;
  const canonical = canonicalDecimal(digits);
  return negative && canonical !== "0" ? `-${canonical}` : canonical;
}

/** "1.234,5" → "1234.5": the digits with a decimal point, or null when the grouping is wrong. */
function plainDecimal(text: string, decimalComma: boolean): string | null {
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const dot = text.lastIndexOf(".");
  const comma = text.lastIndexOf(",");
  let point: "." | "," | null;
  if (dot >= 0 && comma >= 0) point = dot > comma ? "." : ",";
  else if (dot < 0 && comma < 0) point = null;
  else {
    const mark = dot >= 0 ? "." : ",";
    const parts = text.split(mark);
    const grouped =
      parts.length > 2 ||
      (parts.length === 2 && /^\d{1,3}$/.test(parts[0]!) && /^\d{3}$/.test(parts[1]!));
    // One mark with three digits after it is a thousands mark in the file's own convention.
    if (parts.length > 2) point = null;
    else if (grouped) point = (mark === ",") === decimalComma ? mark : null;
    else point = mark;
  }
  const group = point === "." ? "," : point === "," ? "." : text.includes(".") ? "." : ",";
  const [whole = "", fraction, ...rest] = text.split(point ?? "\u0000");
  if (rest.length > 0 || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole))
    return null;
  const integer = whole.split(group).join("");
  if (!/^\d*$/.test(integer) || (integer === "" && fraction === undefined)) return null;
  return fraction === undefined ? integer : `${integer || "0"}.${fraction}`;
}

/** "007.50" → "7.5", "1.0" → "1": the shortest exact writing, as toDecimal writes decimals. */
export function canonicalDecimal(digits: string): string {
  const [whole = "", fraction = ""] = digits.split(".");
  const integer = whole.replace(/^0+(?=\d)/, "") || "0";
  const part = fraction.replace(/0+$/, "");
  return part ? `${integer}.${part}` : integer;
}

/**
 * Whether the numbers of a file write decimals with a comma, from the values that say so
 * ("12,50", "1.234,5") against those that say otherwise ("12.50", "1,234.5"); a dot when the
 * file does not tell, as in quantities typed by cooks.
 */
export function decideDecimalComma(values: Iterable<string>): boolean {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    const text = value.replace(/[^\d.,]/g, "");
    if (/\.\d{3},\d+$/.test(text) || /^\d+,(\d{1,2}|\d{4,})$/.test(text)) comma += 1;
    else if (/,\d{3}\.\d+$/.test(text) || /^\d+\.(\d{1,2}|\d{4,})$/.test(text)) point += 1;
  }
  return comma > point;
}
