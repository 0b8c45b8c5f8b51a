import {
  apiErrorSchema,
  closureInputSchema,
  closureSchema,
  locationInputSchema,
  locationSchema,
  locationUpdateSchema,
  storageAreaInputSchema,
  storageAreaSchema,
  storageAreaUpdateSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { listClosures, markClosed, reopen } from "./closures";
import { createLocation, listLocations, updateLocation } from "./service";
import { addStorageArea, updateStorageArea } from "./storage-areas";

const locationParams = workspaceParams.extend({ locationId: z.string() });
const areaParams = workspaceParams.extend({ storageAreaId: z.string() });

/** Locations (a restaurant, a commissary) and their storage areas (walk-in, dry store, bar). */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/locations",
    {
      config: { access: "workspace.view", scope: "locations:read" },
      schema: {
        summary: "The locations you can see, with their storage areas",
        params: workspaceParams,
        querystring: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
        response: { 200: z.array(locationSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listLocations(tx, member, { includeArchived: request.query.archived === "include" }),
      ),
  );

  app.post(
    "/w/:workspaceId/locations",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Add a location",
        params: workspaceParams,
        body: locationInputSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, (tx, member) =>
        createLocation(tx, member, request.ip, request.body),
      );
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    "/w/:workspaceId/locations/:locationId",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Rename, move, or archive a location",
        params: locationParams,
        body: locationUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateLocation(tx, member, request.ip, request.params.locationId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/locations/:locationId/storage-areas",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Add a storage area to a location",
        params: locationParams,
        body: storageAreaInputSchema,
        response: { 201: storageAreaSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const area = await withMember(db, request, (tx, member) =>
        addStorageArea(tx, member, request.params.locationId, request.body.name),
      );
      return reply.status(201).send(area);
    },
  );

  app.patch(
    "/w/:workspaceId/storage-areas/:storageAreaId",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Rename, reorder or archive a storage area",
        params: areaParams,
        body: storageAreaUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateStorageArea(tx, member, request.params.storageAreaId, request.body),
      );
      return reply.status(204).send(null);
    },
  );
};

/**
 * Days a location is shut besides its weekly closing days (a holiday, a refit): forecasts
 * expect no use on them and learn nothing from them.
 */
export const closureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "workspace.view", scope: "locations:read" },
      schema: {
        summary: "A location's closures from a year ago on",
        params: locationParams,
        response: { 200: z.array(closureSchema), 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listClosures(tx, member, request.params.locationId)),
  );

  app.post(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Mark a day the location is closed",
        params: locationParams,
        body: closureInputSchema,
        response: { 201: closureSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const closure = await withMember(db, request, (tx, member) =>
        markClosed(tx, member, request.params.locationId, request.body),
      );
      return reply.status(201).send(closure);
    },
  );

  app.delete(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "locations.manage", scope: "locations:write" },
      schema: {
        summary: "Open the location again on a day marked closed",
        params: locationParams,
        querystring: closureInputSchema.pick({ day: true }),
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        reopen(tx, member, request.params.locationId, request.query.day),
      );
      return reply.status(204).send(null);
    },
  );
};
