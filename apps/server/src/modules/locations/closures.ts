import { apiErrorSchema, closureInputSchema, closureSchema } from "@larder/contracts";
import { NotFoundError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { locationScope } from "./scope";

const locationParams = workspaceParams.extend({ locationId: z.string() });

/**
 * Days a location is shut besides its weekly closing days (a holiday, a refit): forecasts
 * expect no use on them and learn nothing from them.
 */
export const closureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "workspace.view" },
      schema: {
        summary: "A location's closures from a year ago on",
        params: locationParams,
        response: { 200: z.array(closureSchema), 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await locationScope(tx, member, request.params.locationId);
        const { rows } = await tx.query<{ day: string; name: string }>(
          `select day::text as day, name from location_closures
            where workspace_id = $1 and location_id = $2 and day >= current_date - 366
            order by day`,
          [member.workspaceId, request.params.locationId],
        );
        return rows;
      }),
  );

  app.post(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Mark a day the location is closed",
        params: locationParams,
        body: closureInputSchema,
        response: { 201: closureSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const closure = await withMember(db, request, async (tx, member) => {
        await locationScope(tx, member, request.params.locationId);
        const { rows } = await tx.query<{ day: string; name: string }>(
          `insert into location_closures (workspace_id, location_id, day, name)
           values ($1, $2, $3, $4)
           on conflict (workspace_id, location_id, day) do update set name = excluded.name
           returning day::text as day, name`,
          [member.workspaceId, request.params.locationId, request.body.day, request.body.name],
        );
        return rows[0]!;
      });
      return reply.status(201).send(closure);
    },
  );

  app.delete(
    "/w/:workspaceId/locations/:locationId/closures",
    {
      config: { access: "locations.manage" },
      schema: {
        summary: "Open the location again on a day marked closed",
        params: locationParams,
        querystring: closureInputSchema.pick({ day: true }),
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        await locationScope(tx, member, request.params.locationId);
        const { rowCount } = await tx.query(
          `delete from location_closures
            where workspace_id = $1 and location_id = $2 and day = $3`,
          [member.workspaceId, request.params.locationId, request.query.day],
        );
        if (!rowCount)
          throw new NotFoundError("closure_not_found", "That day is not marked closed.");
      });
      return reply.status(204).send(null);
    },
  );
};
