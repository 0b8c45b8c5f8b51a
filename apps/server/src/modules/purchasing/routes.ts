import {
  apiErrorSchema,
  approvalDecisionSchema,
  approvalRejectionSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderOverviewQuerySchema,
  orderOverviewSchema,
  orderSchema,
  orderSendSchema,
  orderUpdateSchema,
  receiptSchema,
  receiveOrderSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import type { Mailer } from "../../mail/mailer";
import { locationScope, workspaceToday } from "../locations";
import { decideOrder, requestOrderApproval } from "./approval";
import { cancelOrder, createOrder, updateOrder } from "./orders";
import { findOrder, listOrders } from "./order-reads";
import { orderOverview, periodRange } from "./overview";
import { receiptsOfOrder, receiveOrder } from "./receiving";
import { orderDocument, sendOrder } from "./send";
import { memberCan } from "../../core/member";

const orderParams = workspaceParams.extend({ orderId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Purchase orders: draft, approve, send as PDF by email, receive line by line, cancel. */
export const purchasingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  const mail = { mailer, appUrl };
  app.get(
    "/w/:workspaceId/orders",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Purchase orders, newest first",
        params: workspaceParams,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listOrders(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/orders/overview",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: {
        summary: "Orders placed in a period, received, in transit, and what they cost",
        params: workspaceParams,
        querystring: orderOverviewQuerySchema,
        response: { 200: orderOverviewSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) =>
        orderOverview(
          tx,
          member.workspaceId,
          await locationScope(tx, member, request.query.locationId),
          periodRange(request.query.period, await workspaceToday(tx, member.workspaceId)),
          memberCan(member, "costs.view"),
        ),
      ),
  );

  app.post(
    "/w/:workspaceId/orders",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Draft a purchase order",
        params: workspaceParams,
        body: orderInputSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await withMember(db, request, async (tx, member) =>
        findOrder(tx, member.workspaceId, await createOrder(tx, member, request.body)),
      );
      return reply.status(201).send(order);
    },
  );

  app.get(
    "/w/:workspaceId/orders/:orderId",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "One purchase order",
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findOrder(tx, member.workspaceId, request.params.orderId),
      ),
  );

  app.patch(
    "/w/:workspaceId/orders/:orderId",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Change a draft order",
        params: orderParams,
        body: orderUpdateSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateOrder(tx, member, request.params.orderId, request.body);
        return findOrder(tx, member.workspaceId, request.params.orderId);
      }),
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/approval-request",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Ask the approvers the approval rules name for a draft order",
        params: orderParams,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await requestOrderApproval(tx, member, request.params.orderId, mail);
        return findOrder(tx, member.workspaceId, request.params.orderId);
      }),
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/approve",
    {
      config: { access: "orders.approve", scope: "purchasing:write" },
      schema: {
        summary: "Approve a draft order at your turn in its chain, or above the approval limit",
        params: orderParams,
        body: approvalDecisionSchema.optional(),
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const note = request.body?.note ?? "";
        await decideOrder(tx, member, request.params.orderId, { approve: true, note }, mail);
        return findOrder(tx, member.workspaceId, request.params.orderId);
      }),
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/reject",
    {
      config: { access: "orders.approve", scope: "purchasing:write" },
      schema: {
        summary: "Reject a draft order at your turn in its chain, saying why",
        params: orderParams,
        body: approvalRejectionSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await decideOrder(
          tx,
          member,
          request.params.orderId,
          { approve: false, note: request.body.reason },
          mail,
        );
        return findOrder(tx, member.workspaceId, request.params.orderId);
      }),
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/send",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Email the order to the supplier as a PDF",
        params: orderParams,
        body: orderSendSchema,
        response: { 200: orderSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        sendOrder(tx, member, mailer, request.params.orderId, request.body),
      ),
  );

  app.get(
    "/w/:workspaceId/orders/:orderId/pdf",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: { summary: "The order as the PDF a supplier receives", params: orderParams },
    },
    async (request, reply) => {
      const { order, pdf } = await withMember(db, request, async (tx, member) => {
        const found = await findOrder(tx, member.workspaceId, request.params.orderId);
        return { order: found, pdf: (await orderDocument(tx, member, found, "author")).pdf };
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${order.number}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/cancel",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Cancel an order nothing was received against",
        params: orderParams,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await cancelOrder(tx, member, request.params.orderId);
        return findOrder(tx, member.workspaceId, request.params.orderId);
      }),
  );

  app.get(
    "/w/:workspaceId/orders/:orderId/receipts",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "The deliveries received against an order",
        params: orderParams,
        response: { 200: z.array(receiptSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        receiptsOfOrder(tx, member.workspaceId, request.params.orderId),
      ),
  );

  app.post(
    "/w/:workspaceId/orders/:orderId/receipts",
    {
      config: { access: "orders.receive", scope: "purchasing:write" },
      schema: {
        summary: "Receive a delivery against the order, line by line",
        params: orderParams,
        body: receiveOrderSchema,
        response: { 201: receiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await withMember(db, request, (tx, member) =>
        receiveOrder(tx, member, request.params.orderId, request.body),
      );
      return reply.status(201).send(receipt);
    },
  );
};
