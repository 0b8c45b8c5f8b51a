import { z } from "zod";
import {
  authProvidersSchema,
  emailSignInStartSchema,
  emailSignInStartedSchema,
  emailSignInVerifySchema,
  signedInSchema,
} from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// The signing-in routes (decision 0048): an emailed code or link, Google, signing out, and which
// ways of signing in the server offers. Passkeys have their own, in passkeys-api.ts.

const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
const tag = "Signing in";
const open = { access: "public", tag } as const;

export const AUTH_API = {
  emailStart: apiRoute({
    ...open,
    csrf: "origin-only",
    method: "POST",
    path: "/api/auth/email/start",
    summary: "Email a sign-in code",
    description:
      "Sends a 6-digit code and a one-click link, valid 10 minutes in this browser. The answer is the same whether or not an account exists for the address.",
    body: emailSignInStartSchema,
    responses: { 200: emailSignInStartedSchema, ...errors },
  }),
  emailVerify: apiRoute({
    ...open,
    csrf: "origin-only",
    method: "POST",
    path: "/api/auth/email/verify",
    summary: "Sign in with the emailed code",
    body: emailSignInVerifySchema,
    responses: { 200: signedInSchema, ...errors },
  }),
  emailLink: apiRoute({
    ...open,
    redirect: true,
    method: "GET",
    path: "/api/auth/email/link",
    summary: "Sign in with the emailed link",
    description:
      "Redirects into Larder when the link is valid in this browser, else to /login with the reason.",
    query: z.object({ challenge: z.string().max(100), token: z.string().max(200) }),
    responses: {},
  }),
  logout: apiRoute({
    ...open,
    method: "POST",
    path: "/api/auth/logout",
    summary: "Sign out of this browser",
    responses: { 204: z.null() },
  }),
  providers: apiRoute({
    ...open,
    method: "GET",
    path: "/api/auth/providers",
    summary: "Which ways of signing in this server offers besides email",
    responses: { 200: authProvidersSchema },
  }),
  googleStart: apiRoute({
    ...open,
    redirect: true,
    method: "GET",
    path: "/api/auth/google/start",
    summary: "Start signing in with Google",
    description: "Redirects to Google. 404 when this server has no Google client configured.",
    query: z.object({ next: z.string().max(500).optional() }),
    responses: {},
  }),
  googleCallback: apiRoute({
    ...open,
    redirect: true,
    method: "GET",
    path: "/api/auth/google/callback",
    summary: "Where Google sends the browser back",
    query: z.object({ state: z.string().max(500).optional() }).passthrough(),
    responses: {},
  }),
};
