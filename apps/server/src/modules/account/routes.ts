import { ACCOUNT_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import type { OperatorLookup } from "../../http/access";
import { serve } from "../../http/declared";
import {
  describeSession,
  endOtherSessions,
  endSession,
  listSessions,
  renameUser,
  switchWorkspace,
} from "./service";

/**
 * The signed-in person: their session, their workspaces, their other sessions, their name
 * (ACCOUNT_API).
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  isOperator: OperatorLookup;
}> = async (app, { db, isOperator }) => {
  serve(app, API.session, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = request.session!;
    return describeSession(db, session, await isOperator(db, session));
  });
  serve(app, API.switchWorkspace, (request) => {
    const { workspaceId, locationId = null } = request.body;
    return switchWorkspace(db, request.session!, { workspaceId, locationId });
  });
  serve(app, API.rename, (request) => renameUser(db, request.session!, request.body.name));
  serve(app, API.sessions, (request) => listSessions(db, request.session!));
  serve(app, API.endSession, (request) =>
    endSession(db, request.session!, request.params.sessionId),
  );
  serve(app, API.endOtherSessions, async (request) => ({
    signedOut: await endOtherSessions(db, request.session!),
  }));
};
