import Holidays from "date-holidays";
import type { DayEvent } from "@larder/domain";

/**
 * Public holidays and observances of a country or one of its regions, from the date-holidays
 * library (code ISC, holiday data CC BY-SA 3.0; docs/decisions/0029). Restaurants feel the
 * observances as much as the days off (Mother's Day, Valentine's Day), so every type but school
 * holidays counts.
 */
const COUNTED_TYPES = new Set(["public", "bank", "optional", "observance"]);
const REGION_PATTERN = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;
const DAY_MS = 86_400_000;

const calendars = new Map<string, Holidays>();
const years = new Map<string, Array<{ date: string; days: number; name: string }>>();

function parseRegion(region: string): { country: string; state?: string } | null {
  const match = REGION_PATTERN.exec(region);
  if (!match) return null;
  return match[2] ? { country: match[1]!, state: match[2] } : { country: match[1]! };
}

/** True for a country ("US", "FR") or a region of one ("US-NY", "GB-ENG", "DE-BY") we know. */
export function isHolidayRegion(region: string): boolean {
  const parsed = parseRegion(region);
  if (!parsed) return false;
  const countries = new Holidays().getCountries("en") as Record<string, string> | undefined;
  if (!countries?.[parsed.country]) return false;
  if (!parsed.state) return true;
  const states = new Holidays().getStates(parsed.country, "en") as
    Record<string, string> | undefined;
  return Boolean(states?.[parsed.state]);
}

function calendarOf(region: string): Holidays {
  let calendar = calendars.get(region);
  if (!calendar) {
    const parsed = parseRegion(region);
    if (!parsed || !isHolidayRegion(region)) throw new Error(`Unknown holiday region ${region}`);
    calendar = parsed.state
      ? new Holidays(parsed.country, parsed.state, { languages: ["en"] })
      : new Holidays(parsed.country, { languages: ["en"] });
    calendars.set(region, calendar);
  }
  return calendar;
}

function holidaysOfYear(region: string, year: number) {
  const key = `${region}:${year}`;
  let list = years.get(key);
  if (!list) {
    list = calendarOf(region)
      .getHolidays(year)
      .filter((holiday) => COUNTED_TYPES.has(holiday.type))
      .map((holiday) => ({
        date: holiday.date.slice(0, 10),
        // A few last more than a day (Golden Week); most end the next midnight.
        days: Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS)),
        name: holiday.name,
      }));
    years.set(key, list);
  }
  return list;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The holidays of `region` on each day from `from` to `to` (inclusive, YYYY-MM-DD), by date.
 * Days without one are absent. An unknown region throws (check it with isHolidayRegion).
 */
export function holidayCalendar(region: string, from: string, to: string): Map<string, DayEvent[]> {
  const days = new Map<string, DayEvent[]>();
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  // The year before too: a holiday of several days may begin in it.
  for (let year = first - 1; year <= last; year += 1) {
    for (const holiday of holidaysOfYear(region, year)) {
      for (let d = 0; d < holiday.days; d += 1) {
        const date = addDays(holiday.date, d);
        if (date < from || date > to) continue;
        const list = days.get(date) ?? [];
        // Substitute days and regional duplicates can repeat a name on one day.
        if (!list.some((event) => event.name === holiday.name))
          list.push({ name: holiday.name, kind: "holiday" });
        days.set(date, list);
      }
    }
  }
  return days;
}
