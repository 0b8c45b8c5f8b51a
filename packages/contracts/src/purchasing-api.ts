import { z } from "zod";
import { apiRoute } from "./api";
import { approvalDecisionSchema, approvalRejectionSchema } from "./approvals";
import { apiErrorSchema } from "./errors";
import {
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
} from "./purchasing";

// Purchase orders (decision 0048): drafted, approved, sent to the supplier as a PDF by email,
// received line by line, or cancelled.

const workspace = z.object({ workspaceId: z.string() });
const order = workspace.extend({ orderId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Purchasing";
const read = { access: "suppliers.view", scope: "purchasing:read", tag } as const;
const write = { access: "orders.create", scope: "purchasing:write", tag } as const;
const approve = { access: "orders.approve", scope: "purchasing:write", tag } as const;

export const PURCHASING_API = {
  orders: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/orders",
    summary: "Purchase orders, newest first",
    params: workspace,
    query: orderListQuerySchema,
    responses: { 200: orderListSchema },
  }),
  overview: apiRoute({
    access: "stock.view",
    scope: "stock:read",
    tag,
    method: "GET",
    path: "/api/w/:workspaceId/orders/overview",
    summary: "Orders placed in a period, received, in transit, and what they cost",
    params: workspace,
    query: orderOverviewQuerySchema,
    responses: { 200: orderOverviewSchema, 404: apiErrorSchema },
  }),
  create: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/orders",
    summary: "Draft a purchase order",
    params: workspace,
    body: orderInputSchema,
    responses: { 201: orderSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/orders/:orderId",
    summary: "One purchase order",
    params: order,
    responses: { 200: orderSchema },
  }),
  update: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/orders/:orderId",
    summary: "Change a draft order",
    params: order,
    body: orderUpdateSchema,
    responses: { 200: orderSchema, ...errors },
  }),
  requestApproval: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/approval-request",
    summary: "Ask the approvers the approval rules name for a draft order",
    params: order,
    responses: { 200: orderSchema, ...errors },
  }),
  approve: apiRoute({
    ...approve,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/approve",
    summary: "Approve a draft order at your turn in its chain, or above the approval limit",
    params: order,
    body: approvalDecisionSchema.optional(),
    responses: { 200: orderSchema, ...errors },
  }),
  reject: apiRoute({
    ...approve,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/reject",
    summary: "Reject a draft order at your turn in its chain, saying why",
    params: order,
    body: approvalRejectionSchema,
    responses: { 200: orderSchema, ...errors },
  }),
  send: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/send",
    summary: "Email the order to the supplier as a PDF",
    params: order,
    body: orderSendSchema,
    responses: { 200: orderSchema, ...errors, 503: apiErrorSchema },
  }),
  pdf: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/orders/:orderId/pdf",
    summary: "The order as the PDF a supplier receives",
    params: order,
    file: true,
    responses: {},
  }),
  cancel: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/cancel",
    summary: "Cancel an order nothing was received against",
    params: order,
    responses: { 200: orderSchema, ...errors },
  }),
  receipts: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/orders/:orderId/receipts",
    summary: "The deliveries received against an order",
    params: order,
    responses: { 200: z.array(receiptSchema) },
  }),
  receive: apiRoute({
    access: "orders.receive",
    scope: "purchasing:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/orders/:orderId/receipts",
    summary: "Receive a delivery against the order, line by line",
    params: order,
    body: receiveOrderSchema,
    responses: { 201: receiptSchema, ...errors },
  }),
};
