import {
  apiErrorSchema,
  itemInputSchema,
  itemListQuerySchema,
  itemListSchema,
  itemSchema,
  itemUpdateSchema,
} from "@larder/contracts";
import { can } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { locationScope } from "../locations/scope";
import { findItem, listItems } from "./repository";
import { createItem, updateItem } from "./service";

const itemParams = workspaceParams.extend({ itemId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Items (ingredients and supplies): their units, barcodes, places and par levels. */
export const itemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/items",
    {
      config: { access: "stock.view" },
      schema: {
        summary: "Items by name; search, filter by category, or look one up by barcode",
        params: workspaceParams,
        querystring: itemListQuerySchema,
        response: { 200: itemListSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listItems(tx, member.workspaceId, request.query)),
  );

  app.post(
    "/w/:workspaceId/items",
    {
      config: { access: "items.edit" },
      schema: {
        summary: "Create an item, optionally with the stock already on the shelf",
        params: workspaceParams,
        body: itemInputSchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await withMember(db, request, async (tx, member) => {
        const id = await createItem(tx, member, request.body);
        const locations = await locationScope(tx, member);
        return findItem(tx, member.workspaceId, id, locations, can(member.role, "costs.view"));
      });
      return reply.status(201).send(item!);
    },
  );

  app.get(
    "/w/:workspaceId/items/:itemId",
    {
      config: { access: "stock.view" },
      schema: {
        summary: "One item, with its stock at each of your locations",
        params: itemParams,
        response: { 200: itemSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member);
        const item = await findItem(
          tx,
          member.workspaceId,
          request.params.itemId,
          locations,
          can(member.role, "costs.view"),
        );
        return item!;
      }),
  );

  app.patch(
    "/w/:workspaceId/items/:itemId",
    {
      config: { access: "items.edit" },
      schema: {
        summary: "Change an item, its units, places and par levels, or archive it",
        params: itemParams,
        body: itemUpdateSchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateItem(tx, member, request.params.itemId, request.body);
        const locations = await locationScope(tx, member);
        const item = await findItem(
          tx,
          member.workspaceId,
          request.params.itemId,
          locations,
          can(member.role, "costs.view"),
        );
        return item!;
      }),
  );
};
