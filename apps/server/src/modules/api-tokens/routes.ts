import {
  apiErrorSchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

const tokenParams = workspaceParams.extend({ apiTokenId: z.string() });

/** Settings → API tokens: owners create, list and revoke the workspace's tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/api-tokens",
    {
      config: { access: "api_tokens.manage", scope: "none" },
      schema: {
        summary: "The workspace's API tokens: name, scopes, who created them, last use, expiry",
        params: workspaceParams,
        response: { 200: z.array(apiTokenSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listApiTokens(tx, member.workspaceId)),
  );

  app.post(
    "/w/:workspaceId/api-tokens",
    {
      config: { access: "api_tokens.manage", scope: "none" },
      schema: {
        summary: "Create an API token; its secret is in this answer and never again",
        params: workspaceParams,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await withMember(db, request, (tx, member) =>
        createApiToken(tx, member, request.ip, request.body),
      );
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  app.delete(
    "/w/:workspaceId/api-tokens/:apiTokenId",
    {
      config: { access: "api_tokens.manage", scope: "none" },
      schema: {
        summary: "Revoke an API token: its next request is refused",
        params: tokenParams,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        revokeApiToken(tx, member, request.ip, request.params.apiTokenId),
      );
      return reply.status(204).send(null);
    },
  );
};
