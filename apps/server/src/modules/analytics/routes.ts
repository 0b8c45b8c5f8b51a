import {
  apiErrorSchema,
  locationComparisonQuerySchema,
  locationComparisonSchema,
  usageAnalyticsQuerySchema,
  usageAnalyticsSchema,
  usageSeriesQuerySchema,
  usageSeriesSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { locationScope } from "../locations";
import { compareLocations } from "./locations";
import { usageSeries } from "./series";
import { usageAnalytics } from "./usage";

/** Inventory Analytics: how items move, by weekday, with each item's forecast. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/analytics/usage",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary: "Top and slow moving items, and use by weekday, over the period's window",
        params: workspaceParams,
        querystring: usageAnalyticsQuerySchema,
        response: { 200: usageAnalyticsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return usageAnalytics(tx, member.workspaceId, locations, request.query);
      }),
  );

  app.get(
    "/w/:workspaceId/analytics/series",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary: "One item's daily use and its forecast, with an 80% prediction band",
        params: workspaceParams,
        querystring: usageSeriesQuerySchema,
        response: { 200: usageSeriesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return usageSeries(tx, member.workspaceId, locations, request.query);
      }),
  );

  app.get(
    "/w/:workspaceId/analytics/locations",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary:
          "The locations side by side for a period: stock value, usage, waste, count variance, spend by supplier, food cost %",
        params: workspaceParams,
        querystring: locationComparisonQuerySchema,
        response: { 200: locationComparisonSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => compareLocations(tx, member, request.query)),
  );
};
