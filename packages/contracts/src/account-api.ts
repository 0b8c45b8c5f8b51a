import { z } from "zod";
import {
  profileUpdateSchema,
  sessionListSchema,
  sessionResponseSchema,
  switchWorkspaceSchema,
} from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// The account routes (decision 0048): the signed-in person's session and workspaces, their
// other signed-in browsers, and their name.

const you = { access: "session", tag: "You" } as const;

export const ACCOUNT_API = {
  session: apiRoute({
    ...you,
    method: "GET",
    path: "/api/session",
    summary: "Who is signed in, and their workspaces",
    responses: { 200: sessionResponseSchema, 401: apiErrorSchema },
  }),
  switchWorkspace: apiRoute({
    ...you,
    method: "PUT",
    path: "/api/session/workspace",
    summary: "Switch this session to another workspace or location",
    body: switchWorkspaceSchema,
    responses: { 204: z.null(), 404: apiErrorSchema },
  }),
  rename: apiRoute({
    ...you,
    method: "PATCH",
    path: "/api/me",
    summary: "Change your name",
    body: profileUpdateSchema,
    responses: { 204: z.null() },
  }),
  sessions: apiRoute({
    ...you,
    method: "GET",
    path: "/api/me/sessions",
    summary: "Your signed-in browsers",
    responses: { 200: sessionListSchema },
  }),
  endSession: apiRoute({
    ...you,
    method: "DELETE",
    path: "/api/me/sessions/:sessionId",
    summary: "Sign out one of your other browsers",
    params: z.object({ sessionId: z.string() }),
    responses: { 204: z.null(), 404: apiErrorSchema },
  }),
  endOtherSessions: apiRoute({
    ...you,
    method: "POST",
    path: "/api/me/sessions/sign-out-others",
    summary: "Sign out everywhere else",
    responses: { 200: z.object({ signedOut: z.number().int() }) },
  }),
};
