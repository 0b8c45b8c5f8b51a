import { z } from "zod";
import {
  createdWorkspaceSchema,
  joinOptionSchema,
  onboardingSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// The workspaces routes (decision 0048): onboarding, a workspace's settings, and asking to join
// one that welcomes your email domain.

const workspace = z.object({ workspaceId: z.string() });

export const WORKSPACES_API = {
  create: apiRoute({
    access: "session",
    tag: "Workspaces",
    method: "POST",
    path: "/api/workspaces",
    summary: "Create a workspace with its first location (onboarding)",
    description:
      "Creates the workspace, makes you its owner and adds the location, all or nothing.",
    body: onboardingSchema,
    responses: { 201: createdWorkspaceSchema, 400: apiErrorSchema, 403: apiErrorSchema },
  }),
  get: apiRoute({
    // Open to a member who still owes the workspace a passkey: the app needs it to ask.
    access: "workspace.view",
    passkeyExempt: true,
    scope: "locations:read",
    tag: "Workspaces",
    method: "GET",
    path: "/api/w/:workspaceId",
    summary: "A workspace, with your role and permissions in it",
    params: workspace,
    responses: { 200: workspaceSchema, 404: apiErrorSchema },
  }),
  update: apiRoute({
    access: "workspace.manage",
    scope: "none",
    tag: "Workspaces",
    method: "PATCH",
    path: "/api/w/:workspaceId",
    summary: "Rename the workspace or set the email domain that may ask to join",
    params: workspace,
    body: workspaceUpdateSchema,
    responses: { 204: z.null(), 400: apiErrorSchema },
  }),
  joinOptions: apiRoute({
    access: "session",
    tag: "You",
    method: "GET",
    path: "/api/me/join-options",
    summary: "Workspaces that welcome your email domain",
    responses: { 200: z.array(joinOptionSchema) },
  }),
  askToJoin: apiRoute({
    access: "session",
    tag: "You",
    method: "POST",
    path: "/api/me/join-requests",
    summary: "Ask to join a workspace that welcomes your email domain",
    body: z.object({ workspaceId: z.uuid({ error: "That is not a valid workspace." }) }),
    responses: { 204: z.null(), 404: apiErrorSchema },
  }),
};
