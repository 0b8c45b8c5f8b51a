import { addDays, type DayEvent, weekdayOfDay } from "@larder/domain";
import type { Executor } from "../../db/database";
import { locationDayEvents } from "./day-events";

/**
 * One location's days around its own today, numbered by offset: 0 is `historyDays` days ago,
 * `historyDays − 1` is yesterday, and the `horizon` days from today are the days ahead. A day
 * is open when the location opens on that weekday and is not closed for a holiday. Each day
 * carries the public holidays of the location's region and the events planned there.
 */
export interface LocationCalendar {
  id: string;
  /** Its local date today, YYYY-MM-DD. */
  today: string;
  history: boolean[];
  ahead: boolean[];
  /** Weekday of offset 0, 0 = Monday. */
  firstWeekday: number;
  /** The date of offset 0, YYYY-MM-DD. */
  firstDate: string;
  /** Holidays and events of each day behind and ahead (undefined: none). */
  historyEvents: (DayEvent[] | undefined)[];
  aheadEvents: (DayEvent[] | undefined)[];
}

/** The calendars of the locations (all active ones of the workspace when `locationIds` is null). */
export async function locationCalendars(
  tx: Executor,
  workspaceId: string,
  locationIds: string[] | null,
  historyDays: number,
  horizon: number,
): Promise<LocationCalendar[]> {
  const { rows: places } = await tx.query<{
    id: string;
    today: string;
    opening_days: number[];
    holiday_region: string | null;
  }>(
    `select id, (now() at time zone time_zone)::date::text as today, opening_days, holiday_region
       from locations
      where workspace_id = $1 and ($2::uuid[] is null and archived_at is null or id = any($2::uuid[]))
      order by id`,
    [workspaceId, locationIds],
  );
  const { rows: closures } = await tx.query<{ location_id: string; day: string }>(
    `select location_id, day::text as day from location_closures
      where workspace_id = $1 and location_id = any($2::uuid[])
        and day between current_date - $3::int and current_date + $4::int`,
    [workspaceId, places.map((place) => place.id), historyDays + 2, horizon + 2],
  );
  const closed = new Set(closures.map((row) => `${row.location_id} ${row.day}`));
  const todays = places.map((place) => place.today).sort();
  const events = await locationDayEvents(
    tx,
    workspaceId,
    places,
    addDays(todays[0] ?? "2000-01-01", -historyDays),
    addDays(todays.at(-1) ?? "2000-01-01", horizon),
  );
  return places.map((place) => {
    const start = addDays(place.today, -historyDays);
    const isOpen = (offset: number) => {
      const day = addDays(start, offset);
      return place.opening_days.includes(weekdayOfDay(day)) && !closed.has(`${place.id} ${day}`);
    };
    return {
      id: place.id,
      today: place.today,
      history: Array.from({ length: historyDays }, (_, offset) => isOpen(offset)),
      ahead: Array.from({ length: horizon }, (_, h) => isOpen(historyDays + h)),
      firstWeekday: weekdayOfDay(start),
      firstDate: start,
      historyEvents: Array.from({ length: historyDays }, (_, offset) =>
        events.get(place.id)?.get(addDays(start, offset)),
      ),
      aheadEvents: Array.from({ length: horizon }, (_, h) =>
        events.get(place.id)?.get(addDays(start, historyDays + h)),
      ),
    };
  });
}

/** The holidays and events of several locations on one day, each name once. */
function eventsOfAll(lists: (DayEvent[] | undefined)[]): DayEvent[] | undefined {
  const seen = new Map<string, DayEvent>();
  for (const event of lists.flat()) if (event && !seen.has(event.name)) seen.set(event.name, event);
  return seen.size > 0 ? [...seen.values()] : undefined;
}

/**
 * The days around today at several locations taken together (the latest of their todays): a
 * day is open when any of them is open. Without locations, every day is open.
 */
export async function openDays(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  historyDays: number,
  horizon: number,
) {
  const calendars = await locationCalendars(tx, workspaceId, locationIds, historyDays, horizon);
  const today =
    calendars
      .map((calendar) => calendar.today)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const start = addDays(today, -historyDays);
  const anyOpen = (pick: (calendar: LocationCalendar) => boolean) =>
    calendars.length === 0 || calendars.some(pick);
  return {
    history: Array.from({ length: historyDays }, (_, offset) =>
      anyOpen((calendar) => calendar.history[offset]!),
    ),
    ahead: Array.from({ length: horizon }, (_, h) => anyOpen((calendar) => calendar.ahead[h]!)),
    historyEvents: Array.from({ length: historyDays }, (_, offset) =>
      eventsOfAll(calendars.map((calendar) => calendar.historyEvents[offset])),
    ),
    aheadEvents: Array.from({ length: horizon }, (_, h) =>
      eventsOfAll(calendars.map((calendar) => calendar.aheadEvents[h])),
    ),
    dayAt: (offset: number) => addDays(start, offset),
    weekdayOf: (offset: number) => weekdayOfDay(addDays(start, offset)),
  };
}
