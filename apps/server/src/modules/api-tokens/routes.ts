import { API_TOKENS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

/** Settings → API tokens: owners create, list and revoke the workspace's tokens (API_TOKENS_API). */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listApiTokens(tx, member.workspaceId)),
  );
  serve(app, API.create, async (request, reply) => {
    const created = await withMember(db, request, (tx, member) =>
      createApiToken(tx, member, request.ip, request.body),
    );
    // The secret is in this answer only: no cache keeps it.
    reply.header("cache-control", "no-store");
    return created;
  });
  serve(app, API.revoke, (request) =>
    withMember(db, request, (tx, member) =>
      revokeApiToken(tx, member, request.ip, request.params.apiTokenId),
    ),
  );
};
