import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  adjustmentInputSchema,
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
} from "./stock";

// Stock on hand, the ledger, and the actions a kitchen records many times a day (decision
// 0048). Each action answers 201 with the movements it wrote and the balances after them.

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Stock";
const read = { access: "stock.view", scope: "stock:read", tag } as const;

export const STOCK_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/stock",
    summary: "Stock on hand per item at one location, or all of yours added together",
    params: workspace,
    query: stockListQuerySchema,
    responses: { 200: stockListSchema, 404: apiErrorSchema },
  }),
  overview: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/stock/overview",
    summary: "How many items are out, low and adequate, and the share available",
    params: workspace,
    query: locationScopeQuerySchema,
    responses: { 200: stockOverviewSchema, 404: apiErrorSchema },
  }),
  movements: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/movements",
    summary: "The stock ledger, newest first",
    params: workspace,
    query: movementListQuerySchema,
    responses: { 200: movementPageSchema, 404: apiErrorSchema },
  }),
  usage: apiRoute({
    access: "stock.record_usage",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/stock/usage",
    summary: "Record what was used",
    params: workspace,
    body: usageInputSchema,
    responses: { 201: recordedSchema, ...errors },
  }),
  waste: apiRoute({
    access: "stock.record_usage",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/stock/waste",
    summary: "Log waste, with a reason",
    params: workspace,
    body: wasteInputSchema,
    responses: { 201: recordedSchema, ...errors },
  }),
  receipt: apiRoute({
    access: "orders.receive",
    scope: "purchasing:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/stock/receipts",
    summary: "Receive stock without a purchase order",
    params: workspace,
    body: receiptInputSchema,
    responses: { 201: recordedSchema, ...errors },
  }),
  transfer: apiRoute({
    access: "stock.transfer",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/stock/transfers",
    summary: "Move stock from one location to another",
    params: workspace,
    body: transferInputSchema,
    responses: { 201: recordedSchema, ...errors },
  }),
  adjustment: apiRoute({
    access: "stock.adjust",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/stock/adjustments",
    summary: "Adjust stock with a reason",
    params: workspace,
    body: adjustmentInputSchema,
    responses: { 201: recordedSchema, ...errors },
  }),
};
