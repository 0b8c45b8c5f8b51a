import { z } from "zod";
import { apiRoute } from "./api";
import {
  calendarQuerySchema,
  holidayRegionInputSchema,
  locationCalendarSchema,
  locationEventInputSchema,
  locationEventSchema,
  locationEventsQuerySchema,
  planningLocationSchema,
} from "./planning";
import { apiErrorSchema } from "./errors";

// The planning calendar of each location (decision 0048): public holidays of its region,
// promotions and events (closures have their own routes). Each change asks for the forecasts
// again, so a manager sees the forecast move.

const workspace = z.object({ workspaceId: z.string() });
const location = workspace.extend({ locationId: z.string() });
const event = workspace.extend({ eventId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const read = { access: "workspace.view", scope: "locations:read" } as const;
const write = { access: "locations.manage", scope: "locations:write" } as const;

export const PLANNING_API = {
  calendar: apiRoute({
    ...read,
    tag: "Locations",
    method: "GET",
    path: "/api/w/:workspaceId/locations/:locationId/calendar",
    summary: "A month of a location's calendar: holidays, closures, promotions and events",
    params: location,
    query: calendarQuerySchema,
    responses: { 200: locationCalendarSchema, ...errors },
  }),
  location: apiRoute({
    ...read,
    tag: "Locations",
    method: "GET",
    path: "/api/w/:workspaceId/planning/location",
    summary: "The location the planning calendar opens on: the one with the most history",
    params: workspace,
    responses: { 200: planningLocationSchema, ...errors },
  }),
  setHolidayRegion: apiRoute({
    ...write,
    tag: "Locations",
    method: "PUT",
    path: "/api/w/:workspaceId/locations/:locationId/holiday-region",
    summary: "Set the country or region whose public holidays a location keeps",
    params: location,
    body: holidayRegionInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  events: apiRoute({
    ...read,
    tag: "Locations",
    method: "GET",
    path: "/api/w/:workspaceId/locations/:locationId/events",
    summary: "A location's promotions and events, from 60 days ago on",
    params: location,
    query: locationEventsQuerySchema,
    responses: { 200: z.array(locationEventSchema), ...errors },
  }),
  addEvent: apiRoute({
    ...write,
    tag: "Locations",
    method: "POST",
    path: "/api/w/:workspaceId/locations/:locationId/events",
    summary: "Plan a promotion or an event at a location",
    params: location,
    body: locationEventInputSchema,
    responses: { 201: locationEventSchema, ...errors },
  }),
  editEvent: apiRoute({
    ...write,
    tag: "Locations",
    method: "PUT",
    path: "/api/w/:workspaceId/location-events/:eventId",
    summary: "Change a promotion or an event",
    params: event,
    body: locationEventInputSchema,
    responses: { 200: locationEventSchema, ...errors },
  }),
  removeEvent: apiRoute({
    ...write,
    tag: "Locations",
    method: "DELETE",
    path: "/api/w/:workspaceId/location-events/:eventId",
    summary: "Take a promotion or an event off the calendar",
    params: event,
    responses: { 204: z.null(), ...errors },
  }),
};
