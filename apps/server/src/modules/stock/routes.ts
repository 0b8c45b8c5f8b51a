import {
  adjustmentInputSchema,
  apiErrorSchema,
  locationScopeQuerySchema,
  movementListQuerySchema,
  movementPageSchema,
  receiptInputSchema,
  recordedSchema,
  stockListQuerySchema,
  stockListSchema,
  stockOverviewSchema,
  transferInputSchema,
  usageInputSchema,
  wasteInputSchema,
  type Recorded,
} from "@larder/contracts";
import { type Permission, type RouteScope } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { type Member } from "../../core/member";
import { workspaceParams } from "../../http/schemas";
import { locationScope } from "../locations";
import {
  recordAdjustment,
  recordReceipt,
  recordTransfer,
  recordUsage,
  recordWaste,
} from "./actions";
import { listMovements } from "./ledger";
import { listStock, stockOverview } from "./list";
import { memberCan } from "../../core/member";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Stock on hand, the ledger, and the actions a kitchen records many times a day. */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/stock",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: {
        summary: "Stock on hand per item at one location, or all of yours added together",
        params: workspaceParams,
        querystring: stockListQuerySchema,
        response: { 200: stockListSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return listStock(
          tx,
          member.workspaceId,
          locations,
          request.query,
          memberCan(member, "costs.view"),
        );
      }),
  );

  app.get(
    "/w/:workspaceId/stock/overview",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: {
        summary: "How many items are out, low and adequate, and the share available",
        params: workspaceParams,
        querystring: locationScopeQuerySchema,
        response: { 200: stockOverviewSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return stockOverview(tx, member.workspaceId, locations, memberCan(member, "costs.view"));
      }),
  );

  app.get(
    "/w/:workspaceId/movements",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: {
        summary: "The stock ledger, newest first",
        params: workspaceParams,
        querystring: movementListQuerySchema,
        response: { 200: movementPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return listMovements(
          tx,
          member.workspaceId,
          { ...request.query, locationIds: locations },
          memberCan(member, "costs.view"),
        );
      }),
  );

  /** One POST route that records stock through `action`, answering 201 with what changed. */
  function action<Body extends z.ZodType>(
    path: string,
    access: Permission,
    scope: RouteScope,
    summary: string,
    body: Body,
    run: (tx: Executor, member: Member, input: z.output<Body>) => Promise<Recorded>,
  ) {
    app.post(
      `/w/:workspaceId/stock/${path}`,
      {
        config: { access, scope },
        schema: {
          summary,
          params: workspaceParams,
          body,
          response: { 201: recordedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const recorded = await withMember(db, request, (tx, member) =>
          run(tx, member, request.body as z.output<Body>),
        );
        return reply.status(201).send(recorded);
      },
    );
  }

  action(
    "usage",
    "stock.record_usage",
    "stock:write",
    "Record what was used",
    usageInputSchema,
    recordUsage,
  );
  action(
    "waste",
    "stock.record_usage",
    "stock:write",
    "Log waste, with a reason",
    wasteInputSchema,
    recordWaste,
  );
  action(
    "receipts",
    "orders.receive",
    "purchasing:write",
    "Receive stock without a purchase order",
    receiptInputSchema,
    recordReceipt,
  );
  action(
    "transfers",
    "stock.transfer",
    "stock:write",
    "Move stock from one location to another",
    transferInputSchema,
    recordTransfer,
  );
  action(
    "adjustments",
    "stock.adjust",
    "stock:write",
    "Adjust stock with a reason",
    adjustmentInputSchema,
    recordAdjustment,
  );
};
