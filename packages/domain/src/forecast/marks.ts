import { addDays, daysBetween } from "../days";
import { type DailySeries, type DayEvent, isPromoted } from "./weekdays";

const DAY_MS = 86_400_000;
const EPOCH = "1970-01-01";

/** Day numbers of the dates asked for: a run asks for the same few (a location's first day). */
const dayNumbers = new Map<string, number>();

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumberOf = (iso: string): number => {
  let day = dayNumbers.get(iso);
  if (day === undefined) {
    if (dayNumbers.size >= 10_000) dayNumbers.clear();
    day = daysBetween(EPOCH, iso);
    dayNumbers.set(iso, day);
  }
  return day;
};

/** The YYYY-MM-DD date of a day number. */
export const isoDayOf = (day: number): string => addDays(EPOCH, day);
/**
 * Seasons every kitchen in a Christian-majority country knows, which no public calendar lists:
 * the week before Christmas and the days between Christmas and New Year.
 */
const CHRISTMAS_WEEK: DayEvent = { name: "Christmas week", kind: "holiday" };
const AFTER_CHRISTMAS: DayEvent = { name: "Between Christmas and New Year", kind: "holiday" };
const PROMOTION: DayEvent = { name: "Promotion", kind: "promotion" };
const NONE: DayEvent[] = [];

/** 1 in the week before Christmas, 2 between Christmas and New Year, 0 otherwise. */
function seasonCode(day: number): number {
  const date = new Date(day * DAY_MS);
  if (date.getUTCMonth() !== 11) return 0;
  const dom = date.getUTCDate();
  return dom >= 18 && dom <= 23 ? 1 : dom >= 27 && dom <= 30 ? 2 : 0;
}

/** Each day's season from 2000 to 2099, worked out once (36,525 bytes): a lookup a day. */
const SEASON_FROM = Date.UTC(2000, 0, 1) / DAY_MS;
const SEASONS = Uint8Array.from({ length: 36_525 }, (_, k) => seasonCode(SEASON_FROM + k));

function seasonOf(day: number): DayEvent | null {
  const k = day - SEASON_FROM;
  const code = k >= 0 && k < SEASONS.length ? SEASONS[k]! : seasonCode(day);
  return code === 1 ? CHRISTMAS_WEEK : code === 2 ? AFTER_CHRISTMAS : null;
}

/** Everything that marks a day: its events, a bare promotion flag, and its season. */
export function marksOf(
  events: readonly DayEvent[] | undefined,
  promoted: boolean,
  dayNumber: number | null,
): readonly DayEvent[] {
  const season = dayNumber === null ? null : seasonOf(dayNumber);
  if (!season && !promoted && (!events || events.length === 0)) return NONE;
  const marks = events ? [...events] : [];
  if (promoted && !marks.some((event) => event.kind === "promotion")) marks.push(PROMOTION);
  if (season) marks.push(season);
  return marks;
}

/**
 * Each day's marks, worked out once for the series of one location that share its calendar (a
 * forecast run hands every item of a location the same list of events): a series with
 * promotions of its own has its own marks.
 */
const sharedMarks = new WeakMap<
  object,
  Map<string, { marks: (readonly DayEvent[])[]; anyMarks: boolean; marked: boolean[] }>
>();

export function dayMarksOf(
  series: DailySeries,
  n: number,
  firstDay: number | null,
): { marks: (readonly DayEvent[])[]; anyMarks: boolean; marked: boolean[] } {
  const shared = series.events && !series.promoted ? series.events : null;
  const key = `${firstDay}|${n}`;
  const known = shared ? sharedMarks.get(shared)?.get(key) : undefined;
  if (known) return known;
  const marks: (readonly DayEvent[])[] = [];
  let anyMarks = false;
  for (let t = 0; t < n; t += 1) {
    const dayMarks = marksOf(
      series.events?.[t],
      isPromoted(series, t),
      firstDay === null ? null : firstDay + t,
    );
    marks.push(dayMarks);
    if (dayMarks.length > 0) anyMarks = true;
  }
  // Which days have any mark (the weekday pattern leaves them out), shared with the marks.
  const marked = marks.map((dayMarks) => dayMarks.length > 0);
  const found = { marks, anyMarks, marked };
  if (shared) {
    let byKey = sharedMarks.get(shared);
    if (!byKey) sharedMarks.set(shared, (byKey = new Map()));
    byKey.set(key, found);
  }
  return found;
}
