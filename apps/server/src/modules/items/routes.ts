import {
  apiErrorSchema,
  categoryInputSchema,
  categorySchema,
  categoryUpdateSchema,
  itemInputSchema,
  itemListQuerySchema,
  itemListSchema,
  itemSchema,
  itemUpdateSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { locationScope } from "../locations";
import { addCategory, deleteCategory, listCategories, updateCategory } from "./categories";
import { findItem, listItems } from "./list";
import { createItem, updateItem, type OpeningStockRecorder } from "./service";
import { memberCan } from "../../core/member";

const itemParams = workspaceParams.extend({ itemId: z.string() });
const categoryParams = workspaceParams.extend({ categoryId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Items (ingredients and supplies): their units, barcodes, places and par levels. */
export const itemRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The stock module's, for an item created with stock already on the shelf. */
  recordOpeningStock: OpeningStockRecorder;
}> = async (app, { db, recordOpeningStock }) => {
  app.get(
    "/w/:workspaceId/items",
    {
      config: { access: "stock.view", scope: "stock:read" },
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
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Create an item, optionally with the stock already on the shelf",
        params: workspaceParams,
        body: itemInputSchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await withMember(db, request, async (tx, member) => {
        const id = await createItem(tx, member, request.body, recordOpeningStock);
        const locations = await locationScope(tx, member);
        return findItem(tx, member.workspaceId, id, locations, memberCan(member, "costs.view"));
      });
      return reply.status(201).send(item!);
    },
  );

  app.get(
    "/w/:workspaceId/items/:itemId",
    {
      config: { access: "stock.view", scope: "stock:read" },
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
          memberCan(member, "costs.view"),
        );
        return item!;
      }),
  );

  app.patch(
    "/w/:workspaceId/items/:itemId",
    {
      config: { access: "items.edit", scope: "stock:write" },
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
          memberCan(member, "costs.view"),
        );
        return item!;
      }),
  );
};

/** The editable list of item categories (Protein, Herbs, Pantry…). */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/categories",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: {
        summary: "Item categories, in their order, with how many items each holds",
        params: workspaceParams,
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => withMember(db, request, listCategories),
  );

  app.post(
    "/w/:workspaceId/categories",
    {
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Add a category",
        params: workspaceParams,
        body: categoryInputSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, (tx, member) =>
        addCategory(tx, member, request.body.name),
      );
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    "/w/:workspaceId/categories/:categoryId",
    {
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Rename or move a category",
        params: categoryParams,
        body: categoryUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateCategory(tx, member, request.params.categoryId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/categories/:categoryId",
    {
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Delete an empty category",
        params: categoryParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        deleteCategory(tx, member, request.params.categoryId),
      );
      return reply.status(204).send(null);
    },
  );
};
