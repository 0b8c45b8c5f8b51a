import {
  apiErrorSchema,
  createdWorkspaceSchema,
  joinOptionSchema,
  onboardingSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { type MailingDeps } from "../../core/mailing";
import { askToJoin, listJoinOptions } from "./joining";
import { createWorkspace, findWorkspace, updateWorkspace } from "./service";

/** Workspaces: onboarding, settings, and asking to join one that welcomes your domain. */
export const workspaceRoutes: FastifyPluginAsyncZod<MailingDeps> = async (app, mailing) => {
  const { db } = mailing;

  app.post(
    "/workspaces",
    {
      config: { access: "session" },
      schema: {
        summary: "Create a workspace with its first location (onboarding)",
        description:
          "Creates the workspace, makes you its owner and adds the location, all or nothing.",
        body: onboardingSchema,
        response: { 201: createdWorkspaceSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const workspaceId = await createWorkspace(db, request.session!, request.ip, request.body);
      return reply.status(201).send({ workspaceId, redirectTo: "/app" });
    },
  );

  app.get(
    "/w/:workspaceId",
    {
      // Open to a member who still owes the workspace a passkey: the app needs it to ask.
      config: { access: "workspace.view", passkeyExempt: true, scope: "locations:read" },
      schema: {
        summary: "A workspace, with your role and permissions in it",
        params: workspaceParams,
        response: { 200: workspaceSchema, 404: apiErrorSchema },
      },
    },
    async (request) => withMember(db, request, findWorkspace),
  );

  app.patch(
    "/w/:workspaceId",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Rename the workspace or set the email domain that may ask to join",
        params: workspaceParams,
        body: workspaceUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateWorkspace(tx, member, request.ip, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me/join-options",
    {
      config: { access: "session" },
      schema: {
        summary: "Workspaces that welcome your email domain",
        response: { 200: z.array(joinOptionSchema) },
      },
    },
    async (request) => listJoinOptions(db, request.session!),
  );

  app.post(
    "/me/join-requests",
    {
      config: { access: "session" },
      schema: {
        summary: "Ask to join a workspace that welcomes your email domain",
        body: z.object({ workspaceId: z.uuid({ error: "That is not a valid workspace." }) }),
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deps = { ...mailing, log: request.log };
      await askToJoin(deps, request.session!, request.ip, request.body.workspaceId);
      return reply.status(204).send(null);
    },
  );
};
