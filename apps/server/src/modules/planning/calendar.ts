import type { LocationCalendarMonth } from "@larder/contracts";
import { addDays, InvalidError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { holidayCalendar, isHolidayRegion } from "../../lib/holidays";
import { recordChange } from "../audit";
import { locationScope } from "../locations";
import { eventsBetween } from "./events";

/** The last day of a month "YYYY-MM". */
const lastDayOf = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return addDays(
    m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`,
    -1,
  );
};

/** A month of a location's calendar: holidays of its region, its closures and its events. */
export async function calendarMonth(
  tx: Executor,
  member: Member,
  locationId: string,
  month: string,
): Promise<LocationCalendarMonth> {
  await locationScope(tx, member, locationId);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const { rows } = await tx.query<{ holiday_region: string | null }>(
    "select holiday_region from locations where workspace_id = $1 and id = $2",
    [member.workspaceId, locationId],
  );
  const region = rows[0]?.holiday_region ?? null;
  const { rows: closures } = await tx.query<{ day: string; name: string }>(
    `select day::text as day, name from location_closures
      where workspace_id = $1 and location_id = $2 and day between $3 and $4 order by day`,
    [member.workspaceId, locationId, from, to],
  );
  const holidays =
    region && isHolidayRegion(region)
      ? [...holidayCalendar(region, from, to)]
          .sort(([a], [b]) => a.localeCompare(b))
          .flatMap(([day, events]) => events.map((event) => ({ day, name: event.name })))
      : [];
  return {
    locationId,
    month,
    from,
    to,
    holidayRegion: region,
    holidays,
    closures,
    events: await eventsBetween(tx, member.workspaceId, locationId, from, to),
  };
}

/**
 * Of the locations this person sees, the one with the most history: the most item-days of use
 * in the daily rollup (sales depletion, use and waste, decision 0016), then the oldest. The
 * planning calendar opens on it when the top bar names no location (issue 26, item 15).
 */
export async function planningLocation(tx: Executor, member: Member): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `select l.id from locations l
      where l.workspace_id = $1 and l.archived_at is null
        and ($2::uuid[] is null or l.id = any($2::uuid[]))
      order by (select count(*) from stock_usage_daily u
                 where u.workspace_id = l.workspace_id and u.location_id = l.id) desc,
               l.created_at, lower(l.name)
      limit 1`,
    [member.workspaceId, member.locationIds],
  );
  return rows[0]?.id ?? null;
}

/** Sets the country or region whose public holidays a location keeps (null: none). */
export async function setHolidayRegion(
  tx: Executor,
  member: Member,
  locationId: string,
  region: string | null,
): Promise<void> {
  await locationScope(tx, member, locationId);
  if (region !== null && !isHolidayRegion(region))
    throw new InvalidError(
      "unknown_holiday_region",
      `Larder does not know the holidays of ${region}. Enter a country code like US or FR, or a region like US-NY, GB-ENG or DE-BY.`,
    );
  const { rows } = await tx.query<{ name: string; before: string | null }>(
    `update locations l set holiday_region = $3
       from locations old
      where l.workspace_id = $1 and l.id = $2 and old.workspace_id = l.workspace_id and old.id = l.id
      returning l.name, old.holiday_region as before`,
    [member.workspaceId, locationId, region],
  );
  const changed = rows[0];
  if (!changed || changed.before === region) return;
  await recordChange(tx, member, {
    action: "holiday_region_changed",
    summary: region
      ? `set the public holidays of ${changed.name} to ${region}${changed.before ? ` (was ${changed.before})` : ""}`
      : `stopped keeping public holidays at ${changed.name} (was ${changed.before})`,
    locationId,
    details: { before: { holidayRegion: changed.before }, after: { holidayRegion: region } },
  });
}
