import type { DayEvent } from "@larder/domain";
import { addDays } from "@larder/domain";
import type { Executor } from "../../db/database";
import { holidayCalendar, isHolidayRegion } from "../../lib/holidays";

/** Each location's holidays and planned events by day (YYYY-MM-DD), for the forecast. */
export type LocationDayEvents = Map<string, Map<string, DayEvent[]>>;

/**
 * The public holidays of each location's region and the promotions and events planned there,
 * on each day from `from` to `to` (decision 0029). Closures are not here: they are days closed.
 */
export async function locationDayEvents(
  tx: Executor,
  workspaceId: string,
  places: { id: string; holiday_region: string | null }[],
  from: string,
  to: string,
): Promise<LocationDayEvents> {
  const byLocation: LocationDayEvents = new Map();
  for (const place of places) {
    const region = place.holiday_region;
    byLocation.set(
      place.id,
      region && isHolidayRegion(region) ? holidayCalendar(region, from, to) : new Map(),
    );
  }
  const { rows } = await tx.query<{
    location_id: string;
    kind: "promotion" | "event";
    name: string;
    starts_on: string;
    ends_on: string;
    expected_guests: number | null;
    expected_change_percent: string | null;
    category_ids: string[] | null;
  }>(
    `select location_id, kind, name, starts_on::text as starts_on, ends_on::text as ends_on,
            expected_guests, expected_change_percent::text,
            (select array_agg(c.category_id::text order by c.category_id)
               from location_event_categories c
              where c.workspace_id = e.workspace_id and c.event_id = e.id) as category_ids
       from location_events e
      where workspace_id = $1 and location_id = any($2::uuid[]) and ends_on >= $3 and starts_on <= $4
      order by starts_on, id`,
    [workspaceId, places.map((place) => place.id), from, to],
  );
  for (const row of rows) {
    const days = byLocation.get(row.location_id)!;
    const event: DayEvent = { name: row.name, kind: row.kind };
    if (row.expected_guests !== null) event.guests = row.expected_guests;
    // The manager's +25% is a lift of 1.25: the engine's prior for this event (decision 0029).
    if (row.expected_change_percent !== null)
      event.expectedLift = 1 + Number(row.expected_change_percent) / 100;
    // Only for the items of these categories, when it names some (migration 0023).
    if (row.category_ids?.length) event.categoryIds = row.category_ids;
    for (let day = row.starts_on; day <= row.ends_on; day = addDays(day, 1)) {
      if (day < from || day > to) continue;
      days.set(day, [...(days.get(day) ?? []), event]);
    }
  }
  return byLocation;
}
