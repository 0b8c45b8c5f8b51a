// `larder forecast`: the forecasting engine on any history file. Input columns date,key,quantity
// (ISO dates, any text key, decimal quantities; a day missing for a key means nothing was used),
// and optionally event (what was on that day: a promotion, a party) and price (the selling price
// that day). Rows dated after the last day with a quantity, with the quantity left empty, plan
// the days ahead: their event and price are what the forecast assumes. Output: date,key,quantity
// for each key and each of the N days after the history's last date.
import Papa from "papaparse";
import { type DayEvent, forecastGroup } from "@larder/domain";
import { holidayCalendar, isHolidayRegion } from "../lib/holidays";

/** A problem with the input, said in one line for the person who gave it. */
export class ForecastInputError extends Error {}

const COLUMNS = ["date", "key", "quantity"] as const;
const OPTIONAL = ["event", "price"] as const;
const ALL_COLUMNS = "date,key,quantity[,event][,price]";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const DAY_MS = 86_400_000;
export const MAX_HORIZON = 366;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null if there is no such day. */
function dayNumber(text: string): number | null {
  if (!ISO_DATE.test(text)) return null;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return null;
  return time / DAY_MS;
}

const isoDay = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
const weekday = (number: number) => (((number + 3) % 7) + 7) % 7;

/** Up to three decimals, without trailing zeros: "12.5", "0", "3.142". */
function decimal(value: number): string {
  const fixed = Math.max(0, value).toFixed(3);
  return fixed.replace(/\.?0+$/, "") || "0";
}

/** What a key's rows say of one day: what was used, and the event and price, where given. */
interface DayRow {
  quantity: number | null;
  event: string | null;
  price: number | null;
}

/**
 * Reads the history: per key, its days (use, event, price), and the days the history spans
 * (`last` is the last day with a quantity; planned rows may lie after it).
 */
export function readHistory(text: string): {
  series: Map<string, Map<number, DayRow>>;
  first: number;
  last: number;
} {
  const source = text.replace(/^\uFEFF/, "");
  if (source.trim() === "") throw new ForecastInputError("The history file is empty.");
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: "greedy" });
  const [header, ...rows] = parsed.data;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const known = [...COLUMNS, ...OPTIONAL] as readonly string[];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new ForecastInputError(
      `Line 1: unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => `"${n}"`).join(", ")}; the columns are ${ALL_COLUMNS}.`,
    );
  const missing = COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw new ForecastInputError(
      `Line 1: the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} missing; the columns are ${ALL_COLUMNS}.`,
    );
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new ForecastInputError(`Line 1: the column ${repeated} appears twice.`);
  if (rows.length === 0)
    throw new ForecastInputError("The history file has no rows after its header.");
  const at = Object.fromEntries(
    [...COLUMNS, ...OPTIONAL].map((name) => [name, names.indexOf(name)]),
  ) as Record<(typeof COLUMNS)[number] | (typeof OPTIONAL)[number], number>;

  const series = new Map<string, Map<number, DayRow>>();
  let first = Infinity;
  let last = -Infinity;
  rows.forEach((row, index) => {
    const line = index + 2;
    if (row.length !== names.length)
      throw new ForecastInputError(
        `Line ${line}: expected ${names.length} values (${names.join(",")}), found ${row.length}.`,
      );
    const date = row[at.date]!.trim();
    const key = row[at.key]!.trim();
    const quantity = row[at.quantity]!.trim();
    const event = at.event >= 0 ? row[at.event]!.trim() : "";
    const price = at.price >= 0 ? row[at.price]!.trim() : "";
    const day = dayNumber(date);
    if (day === null)
      throw new ForecastInputError(`Line ${line}: "${date}" is not a date written as YYYY-MM-DD.`);
    if (key === "") throw new ForecastInputError(`Line ${line}: the key is empty.`);
    if (quantity === "" && event === "" && price === "")
      throw new ForecastInputError(
        `Line ${line}: the quantity is empty (leave it empty only on a day ahead with an event or price planned).`,
      );
    if (quantity !== "" && !DECIMAL.test(quantity))
      throw new ForecastInputError(
        `Line ${line}: "${quantity}" is not a quantity (a number of 0 or more, like 12 or 3.5).`,
      );
    if (price !== "" && !(DECIMAL.test(price) && Number(price) > 0))
      throw new ForecastInputError(
        `Line ${line}: "${price}" is not a price (a number above 0, like 12.50).`,
      );
    if (event.length > 200)
      throw new ForecastInputError(`Line ${line}: the event is longer than 200 characters.`);
    const days = series.get(key) ?? new Map<number, DayRow>();
    series.set(key, days);
    const known = days.get(day) ?? { quantity: null, event: null, price: null };
    // Several rows for one key and day add up; an event or price given twice keeps the last.
    if (quantity !== "") known.quantity = (known.quantity ?? 0) + Number(quantity);
    if (event !== "") known.event = event;
    if (price !== "") known.price = Number(price);
    days.set(day, known);
    if (quantity !== "") {
      first = Math.min(first, day);
      last = Math.max(last, day);
    }
  });
  if (last === -Infinity)
    throw new ForecastInputError("The history file has no row with a quantity.");
  for (const [key, days] of series)
    for (const [day, row] of days)
      if (row.quantity === null && day <= last)
        throw new ForecastInputError(
          `"${key}" on ${isoDay(day)}: the quantity is empty on a day of the history; only days after ${isoDay(last)} may be planned without one.`,
        );
  return { series, first, last };
}

/** The engine's input for one key: use, events and prices by day, from its first day on. */
function seriesOf(
  days: Map<number, DayRow>,
  last: number,
  horizon: number,
  holidays: Map<string, DayEvent[]> | null,
) {
  const quantities = [...days].filter(([, row]) => row.quantity !== null).map(([day]) => day);
  const start = quantities.length > 0 ? Math.min(...quantities) : last;
  const length = last - start + 1;
  const values = new Float64Array(Math.max(0, length));
  const events: (DayEvent[] | undefined)[] = [];
  const prices = new Float64Array(length + horizon).fill(Number.NaN);
  let anyPrice = false;
  for (let offset = 0; offset < length + horizon; offset += 1) {
    const day = start + offset;
    const row = days.get(day);
    if (offset < length) values[offset] = row?.quantity ?? 0;
    const marks: DayEvent[] = [...(holidays?.get(isoDay(day)) ?? [])];
    if (row?.event) marks.push({ name: row.event, kind: "promotion" });
    events.push(marks.length > 0 ? marks : undefined);
    if (row?.price) {
      prices[offset] = row.price;
      anyPrice = true;
    }
  }
  return {
    series: {
      values,
      firstWeekday: weekday(start),
      firstDate: isoDay(start),
      events: events.slice(0, length),
      price: anyPrice ? prices.subarray(0, length) : undefined,
    },
    days: {
      events: events.slice(length),
      price: anyPrice ? prices.subarray(length) : undefined,
    },
  };
}

/**
 * Forecasts every key of the history `horizon` days past its last date. Each key's series runs
 * from its own first day to the file's last day, missing days counting as zero.
 */
export function forecastHistory(
  text: string,
  horizon: number,
  options: { holidays?: string | undefined } = {},
): string {
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON)
    throw new ForecastInputError(`The horizon is a whole number of days from 1 to ${MAX_HORIZON}.`);
  if (options.holidays !== undefined && !isHolidayRegion(options.holidays))
    throw new ForecastInputError(
      `"${options.holidays}" is not a country or region Larder has holidays for; write a country code (US, GB, FR) or a country and region (US-NY, GB-ENG, DE-BY).`,
    );
  const { series, first, last } = readHistory(text);
  const holidays = options.holidays
    ? holidayCalendar(options.holidays, isoDay(first), isoDay(last + horizon))
    : null;
  const lines = ["date,key,quantity"];
  // The keys of one file are forecast as one group: its pooled model learns across them, and a
  // key with a few weeks of history borrows their shape.
  const keys = [...series.keys()];
  const results = forecastGroup(
    keys.map((key) => seriesOf(series.get(key)!, last, horizon, holidays)),
    horizon,
  );
  for (const [index, key] of keys.entries()) {
    const { mean } = results[index]!;
    const quoted = /[",\n\r]/.test(key) ? `"${key.replaceAll('"', '""')}"` : key;
    for (let h = 0; h < horizon; h += 1)
      lines.push(`${isoDay(last + 1 + h)},${quoted},${decimal(mean[h]!)}`);
  }
  return `${lines.join("\n")}\n`;
}
