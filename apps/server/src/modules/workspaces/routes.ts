import { WORKSPACES_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { type MailingDeps } from "../../core/mailing";
import { askToJoin, listJoinOptions } from "./joining";
import { createWorkspace, findWorkspace, updateWorkspace } from "./service";

/**
 * Workspaces: onboarding, settings, and asking to join one that welcomes your domain
 * (WORKSPACES_API).
 */
export const workspaceRoutes: FastifyPluginAsyncZod<MailingDeps> = async (app, mailing) => {
  const { db } = mailing;

  serve(app, API.create, async (request) => ({
    workspaceId: await createWorkspace(db, request.session!, request.ip, request.body),
    redirectTo: "/app",
  }));
  serve(app, API.get, (request) => withMember(db, request, findWorkspace));
  serve(app, API.update, (request) =>
    withMember(db, request, (tx, member) => updateWorkspace(tx, member, request.ip, request.body)),
  );
  serve(app, API.joinOptions, (request) => listJoinOptions(db, request.session!));
  serve(app, API.askToJoin, (request) =>
    askToJoin(
      { ...mailing, log: request.log },
      request.session!,
      request.ip,
      request.body.workspaceId,
    ),
  );
};
