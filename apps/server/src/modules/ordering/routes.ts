import {
  accuracySchema,
  apiErrorSchema,
  createdOrdersSchema,
  forecastRunSchema,
  locationScopeQuerySchema,
  suggestedOrdersInputSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import type { JobRunner } from "../../jobs/queue";
import { locationScope } from "../locations";
import { forecastAccuracy } from "./accuracy";
import { forecastRun, requestForecastRun } from "./forecasts";
import { createSuggestedOrders } from "./orders";
import { busiestLocation, suggestOrders } from "./suggestions";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Forecasts, suggested orders that explain themselves, and how accurate the forecasts have been. */
export const orderingRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  app.get(
    "/w/:workspaceId/ordering/suggestions",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary: "Suggested orders for a location, per supplier, with the reasoning of each line",
        params: workspaceParams,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, ...errors },
      },
    },
    async (request) => {
      const result = await withMember(db, request, async (tx, member) => {
        const scope = await locationScope(tx, member, request.query.locationId);
        const locationId =
          request.query.locationId ?? (await busiestLocation(tx, member.workspaceId, scope));
        return suggestOrders(tx, member.workspaceId, { ...request.query, locationId });
      });
      if (result.run?.state === "queued") jobs.kick();
      return result;
    },
  );

  app.post(
    "/w/:workspaceId/ordering/suggestions/orders",
    {
      config: { access: "orders.create", scope: "purchasing:write" },
      schema: {
        summary: "Create draft purchase orders from suggestion lines, one per supplier",
        params: workspaceParams,
        body: suggestedOrdersInputSchema,
        response: { 201: createdOrdersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await withMember(db, request, async (tx, member) => {
        await locationScope(tx, member, request.body.locationId);
        return createSuggestedOrders(tx, member, request.body);
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/w/:workspaceId/ordering/forecast-run",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary: "How the workspace's forecasting run is going",
        params: workspaceParams,
        response: { 200: forecastRunSchema.nullable(), 404: apiErrorSchema },
      },
    },
    async (request) => withMember(db, request, (tx, member) => forecastRun(tx, member.workspaceId)),
  );

  app.post(
    "/w/:workspaceId/ordering/forecast-run",
    {
      config: { access: "analytics.view", scope: "none" },
      schema: {
        summary: "Compute the workspace's forecasts again, in the background",
        params: workspaceParams,
        response: { 202: forecastRunSchema.nullable(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const run = await withMember(db, request, async (tx, member) => {
        await requestForecastRun(tx, member.workspaceId);
        return forecastRun(tx, member.workspaceId);
      });
      jobs.kick();
      return reply.status(202).send(run);
    },
  );

  app.get(
    "/w/:workspaceId/ordering/accuracy",
    {
      config: { access: "analytics.view", scope: "analytics:read" },
      schema: {
        summary: "Each item's recent forecast error beside a seasonal-naive baseline's",
        params: workspaceParams,
        querystring: locationScopeQuerySchema,
        response: { 200: accuracySchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const locations = await locationScope(tx, member, request.query.locationId);
        return forecastAccuracy(tx, member.workspaceId, locations);
      }),
  );
};
