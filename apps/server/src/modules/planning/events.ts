import type { LocationEvent, locationEventInputSchema } from "@larder/contracts";
import { addDays, NotFoundError, toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { iso } from "../../http/schemas";
import { locationScope } from "../locations";

// Promotions and events a manager plans on a location's calendar (decision 0029): the forecast
// is told of them, learns what similar ones did to use, and shows the lift it expects.

type EventInput = z.output<typeof locationEventInputSchema>;

interface EventRow {
  id: string;
  location_id: string;
  kind: LocationEvent["kind"];
  name: string;
  starts_on: string;
  ends_on: string;
  expected_guests: number | null;
  expected_change_percent: string | null;
  notes: string;
  created_at: Date;
}

export const EVENT_COLUMNS = `id, location_id, kind, name, starts_on::text as starts_on,
  ends_on::text as ends_on, expected_guests, expected_change_percent::text, notes, created_at`;

export const presentEvent = (row: EventRow): LocationEvent => ({
  id: row.id,
  locationId: row.location_id,
  kind: row.kind,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  expectedGuests: row.expected_guests,
  // "25", not the column's "25.00".
  expectedChangePercent:
    row.expected_change_percent === null ? null : toDecimal(row.expected_change_percent, 2),
  notes: row.notes,
  createdAt: iso(row.created_at),
});

const noSuchEvent = () =>
  new NotFoundError("event_not_found", "This event does not exist in this workspace.");

/** A location's events overlapping `from`…`to` (both included), earliest first. */
export async function eventsBetween(
  tx: Executor,
  workspaceId: string,
  locationId: string,
  from: string,
  to: string,
): Promise<LocationEvent[]> {
  const { rows } = await tx.query<EventRow>(
    `select ${EVENT_COLUMNS} from location_events
      where workspace_id = $1 and location_id = $2 and ends_on >= $3 and starts_on <= $4
      order by starts_on, lower(name), id`,
    [workspaceId, locationId, from, to],
  );
  return rows.map(presentEvent);
}

/** A location's events that end on or after `from` (by default 60 days ago). */
export async function listEvents(
  tx: Executor,
  member: Member,
  locationId: string,
  from: string | undefined,
): Promise<LocationEvent[]> {
  await locationScope(tx, member, locationId);
  const since = from ?? addDays(new Date().toISOString().slice(0, 10), -60);
  return eventsBetween(tx, member.workspaceId, locationId, since, "2199-12-31");
}

/** Plans a promotion or an event at a location. */
export async function addEvent(
  tx: Executor,
  member: Member,
  locationId: string,
  event: EventInput,
): Promise<LocationEvent> {
  await locationScope(tx, member, locationId);
  const { rows } = await tx.query<EventRow>(
    `insert into location_events
       (workspace_id, location_id, kind, name, starts_on, ends_on, expected_guests,
        expected_change_percent, notes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning ${EVENT_COLUMNS}`,
    [
      member.workspaceId,
      locationId,
      event.kind,
      event.name,
      event.startsOn,
      event.endsOn,
      event.expectedGuests,
      event.expectedChangePercent,
      event.notes,
    ],
  );
  return presentEvent(rows[0]!);
}

/** Replaces what an event says (its kind, name, days, guests, expected change and notes). */
export async function editEvent(
  tx: Executor,
  member: Member,
  eventId: string,
  event: EventInput,
): Promise<LocationEvent> {
  const { rows } = await tx.query<EventRow>(
    `update location_events
        set kind = $3, name = $4, starts_on = $5, ends_on = $6, expected_guests = $7,
            expected_change_percent = $8, notes = $9
      where workspace_id = $1 and id = $2
      returning ${EVENT_COLUMNS}`,
    [
      member.workspaceId,
      eventId,
      event.kind,
      event.name,
      event.startsOn,
      event.endsOn,
      event.expectedGuests,
      event.expectedChangePercent,
      event.notes,
    ],
  );
  if (!rows[0]) throw noSuchEvent();
  return presentEvent(rows[0]);
}

/** Takes an event off the calendar. */
export async function deleteEvent(tx: Executor, member: Member, eventId: string): Promise<void> {
  const { rowCount } = await tx.query(
    "delete from location_events where workspace_id = $1 and id = $2",
    [member.workspaceId, eventId],
  );
  if (!rowCount) throw noSuchEvent();
}
