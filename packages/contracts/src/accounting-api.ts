import { z } from "zod";
import {
  bookkeepingSchema,
  categoryMappingSchema,
  chartImportSchema,
  spendReportQuerySchema,
  spendReportSchema,
} from "./accounting";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// The chart of accounts, where each accounting category goes in it, and spend by category
// (decision 0048).

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const read = { access: "invoices.view", scope: "invoices:read" } as const;
const owners = { access: "workspace.manage", scope: "none", tag: "Invoices and payables" } as const;

export const ACCOUNTING_API = {
  chart: apiRoute({
    ...read,
    tag: "Invoices and payables",
    method: "GET",
    path: "/api/w/:workspaceId/accounting/chart",
    summary: "The chart of accounts and the account each accounting category goes to",
    params: workspace,
    responses: { 200: bookkeepingSchema },
  }),
  importChart: apiRoute({
    ...owners,
    method: "POST",
    path: "/api/w/:workspaceId/accounting/chart",
    summary: "Import the chart of accounts from QuickBooks Online's or Xero's CSV",
    params: workspace,
    body: chartImportSchema,
    responses: { 200: bookkeepingSchema, ...errors },
  }),
  mapCategories: apiRoute({
    ...owners,
    method: "PUT",
    path: "/api/w/:workspaceId/accounting/categories",
    summary: "Map accounting categories to accounts of the chart",
    params: workspace,
    body: categoryMappingSchema,
    responses: { 200: bookkeepingSchema, ...errors },
  }),
  spend: apiRoute({
    ...read,
    tag: "Invoices and payables",
    method: "GET",
    path: "/api/w/:workspaceId/reports/spend",
    summary: "Spend by accounting category and month, beside sales: the cost of goods",
    params: workspace,
    query: spendReportQuerySchema,
    responses: { 200: spendReportSchema, ...errors },
  }),
};
