import {
  apiErrorSchema,
  locationInputSchema,
  locationSchema,
  locationUpdateSchema,
  storageAreaInputSchema,
  storageAreaSchema,
  storageAreaUpdateSchema,
} from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { recordAudit } from "../audit/record";
import { insertLocation, isUniqueViolation } from "./service";
import { iso, workspaceParams } from "../../http/schemas";

const locationParams = workspaceParams.extend({ locationId: z.string() });
const areaParams = workspaceParams.extend({ storageAreaId: z.string() });

const duplicate = (what: string, name: string) =>
  new ConflictError("duplicate_name", `There is already ${what} called ${name}.`);

/** Locations (a restaurant, a commissary) and their storage areas (walk-in, dry store, bar). */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/locations",
    {
      config: { access: "workspace.view" },
      schema: {
        summary: "The locations you can see, with their storage areas",
        params: workspaceParams,
        querystring: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
        response: { 200: z.array(locationSchema) },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const includeArchived = request.query.archived === "include";
        const { rows } = await tx.query<{
          id: string;
          name: string;
          address: string;
          time_zone: string;
          currency: string;
          archived: boolean;
          created_at: Date;
          opening_days: number[];
          areas: { id: string; name: string; position: number; archived: boolean }[];
        }>(
          `select l.id, l.name, l.address, l.time_zone, l.currency, l.archived_at is not null as archived,
                  l.created_at, l.opening_days,
                  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name,
                              'position', a.position, 'archived', a.archived_at is not null)
                              order by a.position, lower(a.name))
                             from storage_areas a
                            where a.workspace_id = l.workspace_id and a.location_id = l.id
                              and ($2 or a.archived_at is null)), '[]') as areas
             from locations l
            where l.workspace_id = $1 and ($2 or l.archived_at is null)
              and ($3::uuid[] is null or l.id = any($3::uuid[]))
            order by l.archived_at is not null, lower(l.name)`,
          [member.workspaceId, includeArchived, member.locationIds],
        );
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          address: row.address,
          timeZone: row.time_zone,
          currency: row.currency,
          archived: row.archived,
          createdAt: iso(row.created_at),
          openingDays: row.opening_days,
          storageAreas: row.areas.map((area) => ({ ...area, locationId: row.id })),
        }));
      }),
  );

  app.post(
    "/w/:workspaceId/locations",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Add a location",
        params: workspaceParams,
        body: locationInputSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, async (tx, member) => {
        const created = await insertLocation(tx, member.workspaceId, request.body, {
          defaultStorageAreas: true,
        });
        await recordAudit(tx, member.workspaceId, {
          action: "location_created",
          summary: `${member.email} added the location ${request.body.name}`,
          actorUserId: member.userId,
          actorEmail: member.email,
          ip: request.ip,
        });
        return created;
      });
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    "/w/:workspaceId/locations/:locationId",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Rename, move, or archive a location",
        params: locationParams,
        body: locationUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, address, timeZone, currency, archived, openingDays } = request.body;
      await withMember(db, request, async (tx, member) => {
        const { locationId } = request.params;
        if (archived === true) {
          const { rows } = await tx.query<{ others: number }>(
            `select count(*)::int as others from locations
              where workspace_id = $1 and id <> $2 and archived_at is null`,
            [member.workspaceId, locationId],
          );
          if (rows[0]!.others === 0)
            throw new ConflictError(
              "last_location",
              "This is the workspace's only active location. Add another before archiving it.",
            );
        }
        const { rows } = await tx
          .query<{ name: string }>(
            `update locations set
               name = coalesce($3, name),
               address = coalesce($4, address),
               time_zone = coalesce($5, time_zone),
               currency = coalesce($6, currency),
               archived_at = case when $7::boolean is null then archived_at
                                  when $7 then coalesce(archived_at, now()) else null end,
               opening_days = coalesce($8::int[], opening_days)
             where workspace_id = $1 and id = $2
             returning name`,
            [
              member.workspaceId,
              locationId,
              name ?? null,
              address ?? null,
              timeZone ?? null,
              currency ?? null,
              archived ?? null,
              openingDays ? [...openingDays].sort((a, b) => a - b) : null,
            ],
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw duplicate("an active location", name ?? "that");
            throw error;
          });
        const what = [
          name ? `renamed it to ${name}` : null,
          address !== undefined || timeZone || currency ? "changed its details" : null,
          openingDays ? "changed its opening days" : null,
          archived === true ? "archived it" : archived === false ? "restored it" : null,
        ].filter(Boolean);
        await recordAudit(tx, member.workspaceId, {
          action: "location_updated",
          summary: `${member.email} updated the location ${rows[0]!.name}: ${what.join(", ")}`,
          actorUserId: member.userId,
          actorEmail: member.email,
          ip: request.ip,
        });
        // Sessions looking at an archived location go back to "All locations".
        if (archived === true)
          await tx.query(
            "update sessions set current_location_id = null where current_workspace_id = $1 and current_location_id = $2",
            [member.workspaceId, locationId],
          );
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/locations/:locationId/storage-areas",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Add a storage area to a location",
        params: locationParams,
        body: storageAreaInputSchema,
        response: { 201: storageAreaSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const area = await withMember(db, request, async (tx, member) => {
        const { rows } = await tx
          .query<{ id: string; position: number }>(
            `insert into storage_areas (workspace_id, location_id, name, position)
             values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from storage_areas
                                   where workspace_id = $1 and location_id = $2))
             returning id, position`,
            [member.workspaceId, request.params.locationId, request.body.name],
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error))
              throw duplicate("a storage area at this location", request.body.name);
            throw error;
          });
        return rows[0]!;
      });
      return reply.status(201).send({
        id: area.id,
        locationId: request.params.locationId,
        name: request.body.name,
        position: area.position,
        archived: false,
      });
    },
  );

  app.patch(
    "/w/:workspaceId/storage-areas/:storageAreaId",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Rename, reorder or archive a storage area",
        params: areaParams,
        body: storageAreaUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, position, archived } = request.body;
      await withMember(db, request, async (tx, member) => {
        await tx
          .query(
            `update storage_areas set
               name = coalesce($3, name),
               position = coalesce($4, position),
               archived_at = case when $5::boolean is null then archived_at
                                  when $5 then coalesce(archived_at, now()) else null end
             where workspace_id = $1 and id = $2`,
            [
              member.workspaceId,
              request.params.storageAreaId,
              name ?? null,
              position ?? null,
              archived ?? null,
            ],
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error))
              throw duplicate("a storage area at this location", name ?? "that");
            throw error;
          });
      });
      return reply.status(204).send(null);
    },
  );
};
