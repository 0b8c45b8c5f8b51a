import {
  apiErrorSchema,
  profileUpdateSchema,
  sessionListSchema,
  sessionResponseSchema,
  switchWorkspaceSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { OperatorLookup } from "../../http/access";
import {
  describeSession,
  endOtherSessions,
  endSession,
  listSessions,
  renameUser,
  switchWorkspace,
} from "./service";

/** The signed-in person: their session, their workspaces, their other sessions, their name. */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  isOperator: OperatorLookup;
}> = async (app, { db, isOperator }) => {
  app.get(
    "/session",
    {
      config: { access: "session" },
      schema: {
        summary: "Who is signed in, and their workspaces",
        response: { 200: sessionResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = request.session!;
      return describeSession(db, session, await isOperator(db, session));
    },
  );

  app.put(
    "/session/workspace",
    {
      config: { access: "session" },
      schema: {
        summary: "Switch this session to another workspace or location",
        body: switchWorkspaceSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { workspaceId, locationId = null } = request.body;
      await switchWorkspace(db, request.session!, { workspaceId, locationId });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/me",
    {
      config: { access: "session" },
      schema: {
        summary: "Change your name",
        body: profileUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await renameUser(db, request.session!, request.body.name);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me/sessions",
    {
      config: { access: "session" },
      schema: {
        summary: "Your signed-in browsers",
        response: { 200: sessionListSchema },
      },
    },
    async (request) => listSessions(db, request.session!),
  );

  app.delete(
    "/me/sessions/:sessionId",
    {
      config: { access: "session" },
      schema: {
        summary: "Sign out one of your other browsers",
        params: z.object({ sessionId: z.string() }),
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await endSession(db, request.session!, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/me/sessions/sign-out-others",
    {
      config: { access: "session" },
      schema: {
        summary: "Sign out everywhere else",
        response: { 200: z.object({ signedOut: z.number().int() }) },
      },
    },
    async (request) => ({ signedOut: await endOtherSessions(db, request.session!) }),
  );
};
