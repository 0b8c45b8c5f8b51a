import type { LocationEvent, locationEventInputSchema } from "@larder/contracts";
import { addDays, InvalidError, NotFoundError, toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { changedFields, recordChange } from "../audit";
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
  categories: { id: string; name: string }[];
}

/** An event's columns, from `location_events` named `e`, with the categories it concerns. */
export const EVENT_COLUMNS = `e.id, e.location_id, e.kind, e.name, e.starts_on::text as starts_on,
  e.ends_on::text as ends_on, e.expected_guests, e.expected_change_percent::text, e.notes,
  e.created_at,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
                            order by lower(c.name), c.id)
              from location_event_categories ec
              join item_categories c on c.workspace_id = ec.workspace_id and c.id = ec.category_id
             where ec.workspace_id = e.workspace_id and ec.event_id = e.id), '[]') as categories`;

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
  categories: row.categories,
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
    `select ${EVENT_COLUMNS} from location_events e
      where e.workspace_id = $1 and e.location_id = $2 and e.ends_on >= $3 and e.starts_on <= $4
      order by e.starts_on, lower(e.name), e.id`,
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
  const { rows } = await tx.query<{ id: string }>(
    `insert into location_events
       (workspace_id, location_id, kind, name, starts_on, ends_on, expected_guests,
        expected_change_percent, notes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning id`,
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
  const added = await withCategories(tx, member.workspaceId, rows[0]!.id, event.categoryIds);
  await recordChange(tx, member, {
    action: "planning_event_created",
    summary: `planned ${describe(added)} at ${await placeName(tx, member.workspaceId, locationId)}`,
    locationId,
    details: { after: audited(added) },
  });
  return added;
}

/** Replaces what an event says (its kind, name, days, guests, expected change and notes). */
export async function editEvent(
  tx: Executor,
  member: Member,
  eventId: string,
  event: EventInput,
): Promise<LocationEvent> {
  const before = await findEvent(tx, member.workspaceId, eventId);
  const { rows } = await tx.query<{ id: string }>(
    `update location_events
        set kind = $3, name = $4, starts_on = $5, ends_on = $6, expected_guests = $7,
            expected_change_percent = $8, notes = $9
      where workspace_id = $1 and id = $2
      returning id`,
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
  if (!rows[0] || !before) throw noSuchEvent();
  const after = await withCategories(tx, member.workspaceId, eventId, event.categoryIds);
  await recordChange(tx, member, {
    action: "planning_event_updated",
    summary: `changed ${describe(after)} at ${await placeName(tx, member.workspaceId, after.locationId)}`,
    locationId: after.locationId,
    details: changedFields(audited(before), audited(after)),
  });
  return after;
}

/**
 * Sets the item categories an event concerns (none: every item) and returns the event as it
 * now reads. Each must be one of the workspace's categories.
 */
async function withCategories(
  tx: Executor,
  workspaceId: string,
  eventId: string,
  categoryIds: string[],
): Promise<LocationEvent> {
  const { rows: known } = await tx.query<{ id: string }>(
    "select id from item_categories where workspace_id = $1 and id = any($2::uuid[])",
    [workspaceId, categoryIds],
  );
  if (known.length !== categoryIds.length)
    throw new InvalidError(
      "unknown_category",
      "One of the categories chosen does not exist in this workspace (it may have been deleted). Choose again from the list.",
    );
  await tx.query(
    "delete from location_event_categories where workspace_id = $1 and event_id = $2",
    [workspaceId, eventId],
  );
  await tx.query(
    `insert into location_event_categories (workspace_id, event_id, category_id)
     select $1, $2, unnest($3::uuid[])`,
    [workspaceId, eventId, categoryIds],
  );
  const { rows } = await tx.query<EventRow>(
    `select ${EVENT_COLUMNS} from location_events e where e.workspace_id = $1 and e.id = $2`,
    [workspaceId, eventId],
  );
  return presentEvent(rows[0]!);
}

/** Takes an event off the calendar. */
export async function deleteEvent(tx: Executor, member: Member, eventId: string): Promise<void> {
  const before = await findEvent(tx, member.workspaceId, eventId);
  const { rowCount } = await tx.query(
    "delete from location_events where workspace_id = $1 and id = $2",
    [member.workspaceId, eventId],
  );
  if (!rowCount || !before) throw noSuchEvent();
  await recordChange(tx, member, {
    action: "planning_event_deleted",
    summary: `took ${describe(before)} off the calendar of ${await placeName(tx, member.workspaceId, before.locationId)}`,
    locationId: before.locationId,
    details: { before: audited(before) },
  });
}

async function findEvent(
  tx: Executor,
  workspaceId: string,
  eventId: string,
): Promise<LocationEvent | null> {
  const { rows } = await tx.query<EventRow>(
    `select ${EVENT_COLUMNS} from location_events e where e.workspace_id = $1 and e.id = $2`,
    [workspaceId, eventId],
  );
  return rows[0] ? presentEvent(rows[0]) : null;
}

/** "the promotion Burger week (2026-12-03 to 2026-12-06, +40% expected, Buns only)". */
function describe(event: LocationEvent): string {
  const days =
    event.startsOn === event.endsOn ? event.startsOn : `${event.startsOn} to ${event.endsOn}`;
  const extras = [
    days,
    event.expectedGuests ? `${event.expectedGuests} guests` : null,
    event.expectedChangePercent === null
      ? null
      : `${event.expectedChangePercent.startsWith("-") ? "" : "+"}${event.expectedChangePercent}% expected`,
    event.categories.length > 0
      ? `${event.categories.map((category) => category.name).join(", ")} only`
      : null,
  ].filter(Boolean);
  return `the ${event.kind} ${event.name} (${extras.join(", ")})`;
}

/** What the audit log keeps of an event, before and after a change. */
const audited = (event: LocationEvent) => ({
  kind: event.kind,
  name: event.name,
  startsOn: event.startsOn,
  endsOn: event.endsOn,
  expectedGuests: event.expectedGuests,
  expectedChangePercent: event.expectedChangePercent,
  categories: event.categories.map((category) => category.name),
  notes: event.notes,
});

async function placeName(tx: Executor, workspaceId: string, locationId: string): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    "select name from locations where workspace_id = $1 and id = $2",
    [workspaceId, locationId],
  );
  return rows[0]?.name ?? "a location";
}
