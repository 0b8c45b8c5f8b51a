import { z } from "zod";
import { apiRoute } from "./api";
import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from "./api-tokens";
import { apiErrorSchema } from "./errors";

// Settings → API tokens (decisions 0031, 0048): owners create, list and revoke the workspace's
// tokens; no token may call these.

const workspace = z.object({ workspaceId: z.string() });
const owners = { access: "api_tokens.manage", scope: "none", tag: "API tokens" } as const;

export const API_TOKENS_API = {
  list: apiRoute({
    ...owners,
    method: "GET",
    path: "/api/w/:workspaceId/api-tokens",
    summary: "The workspace's API tokens: name, scopes, who created them, last use, expiry",
    params: workspace,
    responses: { 200: z.array(apiTokenSchema) },
  }),
  create: apiRoute({
    ...owners,
    method: "POST",
    path: "/api/w/:workspaceId/api-tokens",
    summary: "Create an API token; its secret is in this answer and never again",
    params: workspace,
    body: createApiTokenSchema,
    responses: { 201: createdApiTokenSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  revoke: apiRoute({
    ...owners,
    method: "DELETE",
    path: "/api/w/:workspaceId/api-tokens/:apiTokenId",
    summary: "Revoke an API token: its next request is refused",
    params: workspace.extend({ apiTokenId: z.string() }),
    responses: { 204: z.null(), 404: apiErrorSchema },
  }),
};
