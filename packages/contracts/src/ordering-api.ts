import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  accuracySchema,
  createdOrdersSchema,
  forecastRunSchema,
  suggestedOrdersInputSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from "./ordering";
import { locationScopeQuerySchema } from "./stock";

// Forecasts and suggested orders (decision 0048): what to order from whom and why, the drafts
// made from it, the forecasting run behind it, and how accurate the forecasts have been.

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
// The section the API documentation has always given these routes.
const tag = "Ordering";
const read = { access: "analytics.view", scope: "analytics:read", tag } as const;

export const ORDERING_API = {
  suggestions: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/ordering/suggestions",
    summary: "Suggested orders for a location, per supplier, with the reasoning of each line",
    params: workspace,
    query: suggestionsQuerySchema,
    responses: { 200: suggestionsSchema, ...errors },
  }),
  createOrders: apiRoute({
    access: "orders.create",
    scope: "purchasing:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/ordering/suggestions/orders",
    summary: "Create draft purchase orders from suggestion lines, one per supplier",
    params: workspace,
    body: suggestedOrdersInputSchema,
    responses: { 201: createdOrdersSchema, ...errors },
  }),
  forecastRun: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/ordering/forecast-run",
    summary: "How the workspace's forecasting run is going",
    params: workspace,
    responses: { 200: forecastRunSchema.nullable(), 404: apiErrorSchema },
  }),
  runForecasts: apiRoute({
    access: "analytics.view",
    scope: "none",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/ordering/forecast-run",
    summary: "Compute the workspace's forecasts again, in the background",
    params: workspace,
    responses: { 202: forecastRunSchema.nullable(), 404: apiErrorSchema },
  }),
  accuracy: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/ordering/accuracy",
    summary: "Each item's recent forecast error beside a seasonal-naive baseline's",
    params: workspace,
    query: locationScopeQuerySchema,
    responses: { 200: accuracySchema, 404: apiErrorSchema },
  }),
};
