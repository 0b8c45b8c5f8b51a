import {
  apiErrorSchema,
  priceHistorySchema,
  purchasingSettingsSchema,
  purchasingSettingsUpdateSchema,
  supplierInputSchema,
  supplierItemInputSchema,
  supplierItemSchema,
  supplierItemUpdateSchema,
  supplierSchema,
  supplierUpdateSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { priceHistory } from "./prices";
import { createSupplier, findSupplier, listSuppliers, updateSupplier } from "./service";
import { purchasingSettings, updatePurchasingSettings } from "./settings";
import {
  addSupplierItem,
  listSupplierItems,
  removeSupplierItem,
  updateSupplierItem,
} from "./supplier-items";

const supplierParams = workspaceParams.extend({ supplierId: z.string() });
const supplierItemParams = workspaceParams.extend({ supplierItemId: z.string() });
const itemParams = workspaceParams.extend({ itemId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Suppliers, what each sells at what price, and the price history behind it. */
export const supplierRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/suppliers",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Suppliers, active ones first",
        params: workspaceParams,
        querystring: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
        response: { 200: z.array(supplierSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listSuppliers(tx, member.workspaceId, request.query.archived),
      ),
  );

  app.post(
    "/w/:workspaceId/suppliers",
    {
      config: { access: "suppliers.manage", scope: "purchasing:write" },
      schema: {
        summary: "Add a supplier",
        params: workspaceParams,
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) => {
      const supplier = await withMember(db, request, async (tx, member) =>
        findSupplier(tx, member.workspaceId, await createSupplier(tx, member, request.body)),
      );
      return reply.status(201).send(supplier);
    },
  );

  app.get(
    "/w/:workspaceId/suppliers/:supplierId",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "One supplier",
        params: supplierParams,
        response: { 200: supplierSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findSupplier(tx, member.workspaceId, request.params.supplierId),
      ),
  );

  app.patch(
    "/w/:workspaceId/suppliers/:supplierId",
    {
      config: { access: "suppliers.manage", scope: "purchasing:write" },
      schema: {
        summary: "Change a supplier's details, or archive it",
        params: supplierParams,
        body: supplierUpdateSchema,
        response: { 200: supplierSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateSupplier(tx, member, request.params.supplierId, request.body);
        return findSupplier(tx, member.workspaceId, request.params.supplierId);
      }),
  );

  app.get(
    "/w/:workspaceId/suppliers/:supplierId/items",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "What a supplier sells, and at what price",
        params: supplierParams,
        response: { 200: z.array(supplierItemSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listSupplierItems(tx, member.workspaceId, { supplierId: request.params.supplierId }),
      ),
  );

  app.post(
    "/w/:workspaceId/suppliers/:supplierId/items",
    {
      config: { access: "suppliers.manage", scope: "purchasing:write" },
      schema: {
        summary: "Start buying an item from this supplier",
        params: supplierParams,
        body: supplierItemInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, (tx, member) =>
        addSupplierItem(tx, member, request.params.supplierId, request.body),
      );
      return reply.status(201).send({ id });
    },
  );

  app.get(
    "/w/:workspaceId/items/:itemId/suppliers",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Who sells an item, in which packs and at what price",
        params: itemParams,
        response: { 200: z.array(supplierItemSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listSupplierItems(tx, member.workspaceId, { itemId: request.params.itemId }),
      ),
  );

  app.patch(
    "/w/:workspaceId/supplier-items/:supplierItemId",
    {
      config: { access: "suppliers.manage", scope: "purchasing:write" },
      schema: {
        summary: "Change a supplier item's price, pack, SKU, or make it the preferred one",
        params: supplierItemParams,
        body: supplierItemUpdateSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateSupplierItem(tx, member, request.params.supplierItemId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/supplier-items/:supplierItemId",
    {
      config: { access: "suppliers.manage", scope: "purchasing:write" },
      schema: {
        summary: "Stop buying an item from this supplier",
        params: supplierItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        removeSupplierItem(tx, member, request.params.supplierItemId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/supplier-items/:supplierItemId/prices",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Every price a supplier item has had, newest first",
        params: supplierItemParams,
        response: { 200: priceHistorySchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        priceHistory(tx, member, request.params.supplierItemId),
      ),
  );

  app.get(
    "/w/:workspaceId/settings/purchasing",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "The workspace's price-rise alert and approval limit",
        params: workspaceParams,
        response: { 200: purchasingSettingsSchema },
      },
    },
    async (request) => withMember(db, request, purchasingSettings),
  );

  app.patch(
    "/w/:workspaceId/settings/purchasing",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Set the price-rise alert and the approval limit for orders",
        params: workspaceParams,
        body: purchasingSettingsUpdateSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updatePurchasingSettings(tx, member, request.body),
      );
      return reply.status(204).send(null);
    },
  );
};
