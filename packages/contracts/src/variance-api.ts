import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  varianceExportQuerySchema,
  varianceItemDetailSchema,
  varianceItemQuerySchema,
  varianceQuerySchema,
  varianceReportSchema,
} from "./variance";

// Actual versus theoretical usage (decisions 0025, 0048): the report, where one item's
// figures come from, and the report as a file.

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const read = { access: "sales.view", scope: "sales:read", tag: "Sales and variance" } as const;

export const VARIANCE_API = {
  report: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/reports/variance",
    summary: "Actual versus theoretical usage at a location over whole days",
    description:
      "Per item: opening + receipts + transfers in − transfers out − closing = actual usage, against what sales (through recipes), waste and recorded use explain. Sorted by the money the variance is worth, largest loss first.",
    params: workspace,
    query: varianceQuerySchema,
    responses: { 200: varianceReportSchema, ...errors },
  }),
  item: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/reports/variance/items/:itemId",
    summary: "Where one item's variance comes from: its counts, movements and sales",
    params: workspace.extend({ itemId: z.string() }),
    query: varianceItemQuerySchema,
    responses: { 200: varianceItemDetailSchema, ...errors },
  }),
  export: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/reports/variance/export",
    summary: "The variance report as CSV or XLSX",
    params: workspace,
    query: varianceExportQuerySchema,
    file: true,
    responses: errors,
  }),
};
