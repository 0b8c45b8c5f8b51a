import { z } from "zod";
import {
  locationComparisonQuerySchema,
  locationComparisonSchema,
  usageAnalyticsQuerySchema,
  usageAnalyticsSchema,
  usageSeriesQuerySchema,
  usageSeriesSchema,
} from "./analytics";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// Inventory Analytics (decision 0048): how items move, by weekday, with each item's forecast,
// and the locations side by side.

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const read = { access: "analytics.view", scope: "analytics:read", tag: "Analytics" } as const;

export const ANALYTICS_API = {
  usage: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/analytics/usage",
    summary: "Top and slow moving items, and use by weekday, over the period's window",
    params: workspace,
    query: usageAnalyticsQuerySchema,
    responses: { 200: usageAnalyticsSchema, ...errors },
  }),
  series: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/analytics/series",
    summary: "One item's daily use and its forecast, with an 80% prediction band",
    params: workspace,
    query: usageSeriesQuerySchema,
    responses: { 200: usageSeriesSchema, ...errors },
  }),
  locations: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/analytics/locations",
    summary:
      "The locations side by side for a period: stock value, usage, waste, count variance, spend by supplier, food cost %",
    params: workspace,
    query: locationComparisonQuerySchema,
    responses: { 200: locationComparisonSchema, ...errors },
  }),
};
