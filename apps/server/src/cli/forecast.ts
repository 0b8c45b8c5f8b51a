// `larder forecast`: the forecasting engine on any history file. Input columns date,key,quantity
// (ISO dates, any text key, decimal quantities; a day missing for a key means nothing was used);
// output the same columns for each key and each of the N days after the input's last date.
import Papa from "papaparse";
import { forecastItem } from "@larder/domain";

/** A problem with the input, said in one line for the person who gave it. */
export class ForecastInputError extends Error {}

const COLUMNS = ["date", "key", "quantity"] as const;
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

/** Reads the history: one map of day → quantity per key, and the days the file spans. */
export function readHistory(text: string): {
  series: Map<string, Map<number, number>>;
  first: number;
  last: number;
} {
  const source = text.replace(/^\uFEFF/, "");
  if (source.trim() === "") throw new ForecastInputError("The history file is empty.");
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: "greedy" });
  const [header, ...rows] = parsed.data;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new ForecastInputError(
      `Line 1: unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => `"${n}"`).join(", ")}; the columns are date,key,quantity.`,
    );
  const missing = COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw new ForecastInputError(
      `Line 1: the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} missing; the columns are date,key,quantity.`,
    );
  if (rows.length === 0)
    throw new ForecastInputError("The history file has no rows after its header.");
  const at = Object.fromEntries(COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;

  const series = new Map<string, Map<number, number>>();
  let first = Infinity;
  let last = -Infinity;
  rows.forEach((row, index) => {
    const line = index + 2;
    if (row.length !== names.length)
      throw new ForecastInputError(
        `Line ${line}: expected ${names.length} values (date,key,quantity), found ${row.length}.`,
      );
    const date = row[at.date]!.trim();
    const key = row[at.key]!.trim();
    const quantity = row[at.quantity]!.trim();
    const day = dayNumber(date);
    if (day === null)
      throw new ForecastInputError(`Line ${line}: "${date}" is not a date written as YYYY-MM-DD.`);
    if (key === "") throw new ForecastInputError(`Line ${line}: the key is empty.`);
    if (!DECIMAL.test(quantity))
      throw new ForecastInputError(
        `Line ${line}: "${quantity}" is not a quantity (a number of 0 or more, like 12 or 3.5).`,
      );
    const days = series.get(key) ?? new Map<number, number>();
    series.set(key, days);
    // Several rows for one key and day add up.
    days.set(day, (days.get(day) ?? 0) + Number(quantity));
    first = Math.min(first, day);
    last = Math.max(last, day);
  });
  return { series, first, last };
}

/**
 * Forecasts every key of the history `horizon` days past its last date. Each key's series runs
 * from its own first day to the file's last day, missing days counting as zero.
 */
export function forecastHistory(text: string, horizon: number): string {
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON)
    throw new ForecastInputError(`The horizon is a whole number of days from 1 to ${MAX_HORIZON}.`);
  const { series, last } = readHistory(text);
  const lines = ["date,key,quantity"];
  for (const [key, days] of series) {
    const start = Math.min(...days.keys());
    const values = new Float64Array(last - start + 1);
    for (const [day, quantity] of days) values[day - start] = quantity;
    const { mean } = forecastItem({ values, firstWeekday: weekday(start) }, horizon);
    const quoted = /[",\n\r]/.test(key) ? `"${key.replaceAll('"', '""')}"` : key;
    for (let h = 0; h < horizon; h += 1)
      lines.push(`${isoDay(last + 1 + h)},${quoted},${decimal(mean[h]!)}`);
  }
  return `${lines.join("\n")}\n`;
}
