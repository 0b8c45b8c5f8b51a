import {
  apiErrorSchema,
  calendarQuerySchema,
  holidayRegionInputSchema,
  locationCalendarSchema,
  locationEventInputSchema,
  locationEventSchema,
  locationEventsQuerySchema,
  planningLocationSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { type Member } from "../../core/member";
import { workspaceParams } from "../../http/schemas";
import type { JobRunner } from "../../jobs/queue";
import { requestForecastRun } from "../ordering";
import { calendarMonth, planningLocation, setHolidayRegion } from "./calendar";
import { addEvent, deleteEvent, editEvent, listEvents } from "./events";

const locationParams = workspaceParams.extend({ locationId: z.string() });
const eventParams = workspaceParams.extend({ eventId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The planning calendar of each location: public holidays of its region, promotions and events
 * (closures have their own routes). Each change asks for the forecasts again, so a manager sees
 * the forecast move.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  /** Runs a change, then has the forecasts computed again with it. */
  const replanning = async <T>(
    request: Parameters<typeof withMember>[1],
    change: (tx: Executor, member: Member) => Promise<T>,
  ): Promise<T> => {
    const result = await withMember(db, request, async (tx, member) => {
      const changed = await change(tx, member);
      await requestForecastRun(tx, member.workspaceId);
      return changed;
    });
    jobs.kick();
    return result;
  };

  app.get(
    "/w/:workspaceId/locations/:locationId/calendar",
    {
      config: { access: "workspace.view", scope: "locations:read" },
      schema: {
        summary: "A month of a location's calendar: holidays, closures, promotions and events",
        params: locationParams,
        querystring: calendarQuerySchema,
        response: { 200: locationCalendarSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        calendarMonth(tx, member, request.params.locationId, request.query.month),
      ),
  );

  app.get(
    "/w/:workspaceId/planning/location",
    {
      config: { access: "workspace.view", scope: "locations:read" },
      schema: {
        summary: "The location the planning calendar opens on: the one with the most history",
        params: workspaceParams,
        response: { 200: planningLocationSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => ({
        locationId: await planningLocation(tx, member),
      })),
  );

  app.put(
    "/w/:workspaceId/locations/:locationId/holiday-region",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Set the country or region whose public holidays a location keeps",
        params: locationParams,
        body: holidayRegionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await replanning(request, (tx, member) =>
        setHolidayRegion(tx, member, request.params.locationId, request.body.holidayRegion),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/locations/:locationId/events",
    {
      config: { access: "workspace.view", scope: "locations:read" },
      schema: {
        summary: "A location's promotions and events, from 60 days ago on",
        params: locationParams,
        querystring: locationEventsQuerySchema,
        response: { 200: z.array(locationEventSchema), ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listEvents(tx, member, request.params.locationId, request.query.from),
      ),
  );

  app.post(
    "/w/:workspaceId/locations/:locationId/events",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Plan a promotion or an event at a location",
        params: locationParams,
        body: locationEventInputSchema,
        response: { 201: locationEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await replanning(request, (tx, member) =>
        addEvent(tx, member, request.params.locationId, request.body),
      );
      return reply.status(201).send(event);
    },
  );

  app.put(
    "/w/:workspaceId/location-events/:eventId",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Change a promotion or an event",
        params: eventParams,
        body: locationEventInputSchema,
        response: { 200: locationEventSchema, ...errors },
      },
    },
    async (request) =>
      replanning(request, (tx, member) =>
        editEvent(tx, member, request.params.eventId, request.body),
      ),
  );

  app.delete(
    "/w/:workspaceId/location-events/:eventId",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Take a promotion or an event off the calendar",
        params: eventParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await replanning(request, (tx, member) => deleteEvent(tx, member, request.params.eventId));
      return reply.status(204).send(null);
    },
  );
};
