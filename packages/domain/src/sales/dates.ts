// Dates and times as POS exports and spreadsheets write them: ISO ("2024-03-12 18:42:10"), US
// ("3/12/2024 6:42 PM", Toast's "3/12/24"), day first ("12/03/2024", "12.03.2024") and with a
// month's name ("23-Aug-2026 09:34 PM EDT", Clover). Whether 03/04 is March or April cannot be
// told from one cell, so such a cell is read into its two numbers and the column decides which
// is the month (decideDayFirst), or the person does.

/** A date cell read: a day that is certain, or two numbers either of which may be the month. */
export type DateCell =
  | { kind: "day"; day: string; time: string | null }
  | { kind: "either"; first: number; second: number; year: number; time: string | null };

/** What went wrong with a cell, in words; or the cell. */
export type DateReading = DateCell | { kind: "wrong"; reason: string };

const MONTHS: readonly string[] = [
  "jan january janv janvier januar januari enero ene gen gennaio",
  "feb february fev fevr fevrier februar februari febrero febbraio",
  "mar march mars marz maart marzo mrt",
  "apr april avr avril abril abr aprile",
  "may mai mei mayo mag maggio",
  "jun june juin juni junio giu giugno",
  "jul july juil juillet juli julio lug luglio",
  "aug august aou aout augustus agosto ago",
  "sep sept september septembre settembre set septiembre",
  "oct october octobre okt oktober octubre ott ottobre",
  "nov november novembre noviembre",
  "dec december decembre dez dezember diciembre dic dicembre",
];
const MONTH_BY_NAME = new Map(
  MONTHS.flatMap((names, index) => names.split(" ").map((name) => [name, index + 1] as const)),
);

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(.*)$/;
const DAY_NAME_YEAR = /^(\d{1,2})\.?[-\s]+(\p{L}+)\.?[-\s,]+(\d{4})(.*)$/u;
const NAME_DAY_YEAR = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})(.*)$/u;
const TIME = /^(\d{1,2})[:h](\d{2})(?::\d{2}(?:[.,]\d+)?)?\s*(?:([ap])\.?\s?m\.?)?$/i;
/** A zone after the time is dropped: the time is kept as the till printed it. */
const ZONE = /\s*(?:z|utc|gmt|[+-]\d{2}:?\d{2}|\(?[a-z]{2,5}\)?|(?:utc|gmt)[+-]\d{1,2})$/i;

/** Reads a time of day into HH:MM (24-hour); null when it is not one. */
export function readTime(input: string): string | null {
  const match = TIME.exec(input.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The time after a date ("T18:42:10Z", " 6:42 PM EDT"); undefined when it is not a time. */
function timeAfter(rest: string): string | null | undefined {
  let text = rest.trim().replace(/^(?:t|,|at|um|à|a las|alle)\s*/i, "");
  if (text === "") return null;
  if (!TIME.test(text)) text = text.replace(ZONE, "").trim();
  return readTime(text) ?? undefined;
}

/** YYYY-MM-DD when the day exists on the calendar (no 31 April, 29 February only in leap years). */
export function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > length) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const monthNamed = (name: string) =>
  MONTH_BY_NAME.get(
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase(),
  );

/** Reads one date cell (with or without its time) into its parts. */
export function readDateCell(input: string): DateReading {
  // A weekday in front ("Tue, Mar 12, 2024") says nothing the date does not.
  const text = input.trim().replace(/^\p{L}+,\s*/u, "");
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[3]);
    const written = numeric[4]!;
    const year = written.length === 2 ? 2000 + Number(written) : Number(written);
    const time = timeAfter(numeric[5]!);
    if (time === undefined) return { kind: "wrong", reason: "has a time that is not a time" };
    // Dots are written day first everywhere they are used (12.03.2024); slashes and dashes
    // are read once the column has said which comes first.
    if (numeric[2] !== ".") return { kind: "either", first, second, year, time };
    return certainDay(year, second, first, time);
  }
  const iso = ISO.exec(text);
  if (iso) return certainDay(Number(iso[1]), Number(iso[2]), Number(iso[3]), timeAfter(iso[4]!));
  const dayNamed = DAY_NAME_YEAR.exec(text);
  const nameDay = dayNamed ? null : NAME_DAY_YEAR.exec(text);
  const month = dayNamed ? monthNamed(dayNamed[2]!) : nameDay ? monthNamed(nameDay[1]!) : undefined;
  if (month === undefined) return { kind: "wrong", reason: "is not a date" };
  if (dayNamed)
    return certainDay(Number(dayNamed[3]), month, Number(dayNamed[1]), timeAfter(dayNamed[4]!));
  return certainDay(Number(nameDay![3]), month, Number(nameDay![2]), timeAfter(nameDay![4]!));
}

function certainDay(
  year: number,
  month: number,
  day: number,
  time: string | null | undefined,
): DateReading {
  if (time === undefined) return { kind: "wrong", reason: "has a time that is not a time" };
  const certain = calendarDay(year, month, day);
  return certain ? { kind: "day", day: certain, time } : { kind: "wrong", reason: "is not a day" };
}

/** The day of an ambiguous cell once the column's order is known; null when it is no day. */
export function dayOf(cell: DateCell & { kind: "either" }, dayFirst: boolean): string | null {
  const [day, month] = dayFirst ? [cell.first, cell.second] : [cell.second, cell.first];
  return calendarDay(cell.year, month, day);
}

/**
 * Whether the column writes the day first, from the cells that can only be read one way
 * (13/03 is day first, 03/13 month first): the side more cells take wins, and the few against
 * it are reported one by one. Null when no cell tells.
 */
export function decideDayFirst(cells: Iterable<string>): boolean | null {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const cell of cells) {
    const match = NUMERIC.exec(cell.trim().replace(/^\p{L}+,\s*/u, ""));
    if (!match || match[2] === ".") continue;
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && second <= 12) dayFirst += 1;
    else if (second > 12 && first <= 12) monthFirst += 1;
  }
  return dayFirst === monthFirst ? null : dayFirst > monthFirst;
}
