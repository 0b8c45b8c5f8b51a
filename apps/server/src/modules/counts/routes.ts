import {
  apiErrorSchema,
  countInputSchema,
  countLineInputSchema,
  countListQuerySchema,
  countSchema,
  countSummarySchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { getCount, listCounts } from "./reads";
import { cancelCount, postCount, setCountLine, startCount } from "./service";
import { memberCan } from "../../core/member";

const countParams = workspaceParams.extend({ countId: z.string() });
const lineParams = countParams.extend({ itemId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Stock takes: start one, count line by line (several people at once), then post it. */
export const countRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/counts",
    {
      config: { access: "stock.count", scope: "stock:read" },
      schema: {
        summary: "Counts, open ones first",
        params: workspaceParams,
        querystring: countListQuerySchema,
        response: { 200: z.array(countSummarySchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listCounts(tx, member, request.query)),
  );

  app.post(
    "/w/:workspaceId/counts",
    {
      config: { access: "stock.count", scope: "stock:write" },
      schema: {
        summary: "Start a count of a location or one of its storage areas",
        params: workspaceParams,
        body: countInputSchema,
        response: { 201: countSchema, ...errors },
      },
    },
    async (request, reply) => {
      const count = await withMember(db, request, async (tx, member) => {
        const id = await startCount(tx, member, request.body);
        return getCount(tx, member, id, memberCan(member, "costs.view"));
      });
      return reply.status(201).send(count);
    },
  );

  app.get(
    "/w/:workspaceId/counts/:countId",
    {
      config: { access: "stock.count", scope: "stock:read" },
      schema: {
        summary: "A count sheet with each line's expected, counted and difference",
        params: countParams,
        response: { 200: countSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        getCount(tx, member, request.params.countId, memberCan(member, "costs.view")),
      ),
  );

  app.put(
    "/w/:workspaceId/counts/:countId/lines/:itemId",
    {
      config: { access: "stock.count", scope: "stock:write" },
      schema: {
        summary: "Record what you counted for one item (null clears the line)",
        params: lineParams,
        body: countLineInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        setCountLine(tx, member, request.params.countId, request.params.itemId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/counts/:countId/post",
    {
      config: { access: "stock.adjust", scope: "stock:write" },
      schema: {
        summary: "Post the count: differences become count adjustments",
        params: countParams,
        response: { 200: z.object({ adjustments: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => postCount(tx, member, request.params.countId)),
  );

  app.post(
    "/w/:workspaceId/counts/:countId/cancel",
    {
      config: { access: "stock.adjust", scope: "stock:write" },
      schema: {
        summary: "Cancel an open count without changing stock",
        params: countParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        cancelCount(tx, member, request.params.countId),
      );
      return reply.status(204).send(null);
    },
  );
};
