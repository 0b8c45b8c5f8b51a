import { z } from "zod";
import { apiRoute } from "./api";
import {
  countInputSchema,
  countLineInputSchema,
  countListQuerySchema,
  countSchema,
  countSummarySchema,
} from "./counts";
import { apiErrorSchema } from "./errors";

// Stock takes (decision 0048): start one, count line by line (several people at once), then
// post it or cancel it.

const workspace = z.object({ workspaceId: z.string() });
const count = workspace.extend({ countId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Counts";
const read = { access: "stock.count", scope: "stock:read", tag } as const;
const write = { access: "stock.count", scope: "stock:write", tag } as const;
const finish = { access: "stock.adjust", scope: "stock:write", tag } as const;

export const COUNTS_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/counts",
    summary: "Counts, open ones first",
    params: workspace,
    query: countListQuerySchema,
    responses: { 200: z.array(countSummarySchema) },
  }),
  start: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/counts",
    summary: "Start a count of a location or one of its storage areas",
    params: workspace,
    body: countInputSchema,
    responses: { 201: countSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/counts/:countId",
    summary: "A count sheet with each line's expected, counted and difference",
    params: count,
    responses: { 200: countSchema },
  }),
  setLine: apiRoute({
    ...write,
    method: "PUT",
    path: "/api/w/:workspaceId/counts/:countId/lines/:itemId",
    summary: "Record what you counted for one item (null clears the line)",
    params: count.extend({ itemId: z.string() }),
    body: countLineInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  post: apiRoute({
    ...finish,
    method: "POST",
    path: "/api/w/:workspaceId/counts/:countId/post",
    summary: "Post the count: differences become count adjustments",
    params: count,
    responses: { 200: z.object({ adjustments: z.number().int() }), ...errors },
  }),
  cancel: apiRoute({
    ...finish,
    method: "POST",
    path: "/api/w/:workspaceId/counts/:countId/cancel",
    summary: "Cancel an open count without changing stock",
    params: count,
    responses: { 204: z.null(), ...errors },
  }),
};
