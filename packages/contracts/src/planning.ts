import { z } from "zod";
import { compareDecimals, isoDate, multiLine, trimmed } from "./fields";

// The planning calendar of a location: its public holidays, closures, promotions and events
// (decision 0029). The forecast learns what each does to use and shows the ones that moved it.

/** A promotion (a brunch special, happy hour) or an event (a private booking, a street festival). */
export const LOCATION_EVENT_KINDS = ["promotion", "event"] as const;
export type LocationEventKind = (typeof LOCATION_EVENT_KINDS)[number];
export const LOCATION_EVENT_KIND_LABELS: Record<LocationEventKind, string> = {
  promotion: "Promotion",
  event: "Event",
};
/** An event lasts at most this many days, both ends counted. */
export const MAX_EVENT_DAYS = 31;
/** A promotion or event concerns at most this many item categories (none: every item). */
export const MAX_EVENT_CATEGORIES = 20;
export const MAX_EXPECTED_GUESTS = 10_000;

/** What a manager may expect an event to do to use, in percent: a tenth of it to six times it. */
export const EXPECTED_CHANGE_PERCENT = { min: "-90", max: "500" } as const;
const EXPECTED_CHANGE_RANGE = "The expected change is a percentage from \u221290 to +500.";

/**
 * The change in use a manager expects of a promotion or an event, in percent ("25" for a quarter
 * more, "-30" for less), as a decimal string like Larder's other numbers: `numeric(6,2)`.
 */
export const expectedChangePercentSchema = z
  .string({ error: "Enter the expected change in percent, like 25 or \u221210." })
  .trim()
  .regex(/^-?(\d+(\.\d*)?|\.\d+)$/, {
    error: "Enter the expected change in percent, like 25 or \u221210.",
    abort: true,
  })
  .regex(/^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/, {
    error: "Enter the expected change with at most 2 decimals, like 12.5.",
    abort: true,
  })
  .refine(
    (value) =>
      compareDecimals(value, EXPECTED_CHANGE_PERCENT.min) >= 0 &&
      compareDecimals(value, EXPECTED_CHANGE_PERCENT.max) <= 0,
    { error: EXPECTED_CHANGE_RANGE },
  );

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A country ("US", "FR") or a region of one ("US-NY", "GB-ENG", "DE-BY"). */
export const holidayRegionSchema = z
  .string({ error: "Enter a country code like US or a region like US-NY." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, {
    error: "Enter a country code like US or a region like US-NY.",
  });

export const holidayRegionInputSchema = z.object({
  /** Null: the location keeps no public holidays. */
  holidayRegion: holidayRegionSchema.nullable(),
});

export const locationEventInputSchema = z
  .object({
    kind: z.enum(LOCATION_EVENT_KINDS, { error: "Choose a promotion or an event." }),
    name: trimmed("the name", 120),
    startsOn: isoDate("the first day"),
    endsOn: isoDate("the last day"),
    /** Guests expected (a private booking of 40); null when not known. */
    expectedGuests: z
      .number({ error: "Enter the guests expected as a whole number." })
      .int({ error: "Enter the guests expected as a whole number." })
      .min(1, { error: "Expect at least 1 guest, or leave the guests empty." })
      .max(MAX_EXPECTED_GUESTS, {
        error: `Expect at most ${MAX_EXPECTED_GUESTS.toLocaleString("en-US")} guests.`,
      })
      .nullable()
      .default(null),
    /**
     * The change in use the manager expects, in percent ("25": a quarter more); null lets the
     * forecast learn it from past ones of the same name. It moves even a first promotion's days.
     */
    expectedChangePercent: expectedChangePercentSchema.nullable().default(null),
    /**
     * The item categories it concerns (a burger week: meat and bread); empty, every item at
     * the location. The forecast moves, and learns from it, for those items only.
     */
    categoryIds: z
      .array(z.uuid({ error: "Choose categories from the list." }), {
        error: "Choose categories from the list.",
      })
      .max(MAX_EVENT_CATEGORIES, {
        error: `Choose at most ${MAX_EVENT_CATEGORIES} categories, or none for every item.`,
      })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .default([]),
    notes: multiLine("the notes", 1000).default(""),
  })
  .refine((event) => event.endsOn >= event.startsOn, {
    error: "The last day must be on or after the first day.",
    path: ["endsOn"],
  })
  .refine((event) => dayNumber(event.endsOn) - dayNumber(event.startsOn) < MAX_EVENT_DAYS, {
    error: `An event lasts at most ${MAX_EVENT_DAYS} days. Add a second one for a longer run.`,
    path: ["endsOn"],
  });
export type LocationEventInput = z.input<typeof locationEventInputSchema>;

export const locationEventSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  kind: z.enum(LOCATION_EVENT_KINDS),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  expectedGuests: z.number().int().nullable(),
  /** The change in use expected, in percent ("25", "-12.5"); null: Larder learns it. */
  expectedChangePercent: z.string().nullable(),
  /** The item categories it concerns, by name; empty: every item at the location. */
  categories: z.array(z.object({ id: z.uuid(), name: z.string() })),
  notes: z.string(),
  createdAt: z.string(),
});
export type LocationEvent = z.infer<typeof locationEventSchema>;

export const locationEventsQuerySchema = z.object({
  /** Events that end on or after this day; without it, from 60 days ago. */
  from: isoDate("the first day").optional(),
});

export const calendarQuerySchema = z.object({
  month: z
    .string({ error: "Enter the month as YYYY-MM." })
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: "Enter the month as YYYY-MM." }),
});

/** A month of a location's calendar: what the forecast knows of each day. */
export const locationCalendarSchema = z.object({
  locationId: z.uuid(),
  month: z.string(),
  /** The first and last day of the month (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  holidayRegion: z.string().nullable(),
  holidays: z.array(z.object({ day: z.string(), name: z.string() })),
  closures: z.array(z.object({ day: z.string(), name: z.string() })),
  /** Events that overlap the month. */
  events: z.array(locationEventSchema),
});
export type LocationCalendarMonth = z.infer<typeof locationCalendarSchema>;

/**
 * The location the planning calendar opens on when the top bar names none: the one with the
 * most days of use recorded (sales and use), so it does not open on a location with no history.
 */
export const planningLocationSchema = z.object({ locationId: z.uuid().nullable() });
export type PlanningLocation = z.infer<typeof planningLocationSchema>;
