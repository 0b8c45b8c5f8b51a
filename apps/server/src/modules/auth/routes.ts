import {
  apiErrorSchema,
  authProvidersSchema,
  emailSignInStartSchema,
  emailSignInStartedSchema,
  emailSignInVerifySchema,
  signedInSchema,
} from "@larder/contracts";
import { DomainError, InvalidError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  browserToken,
  clearSessionCookie,
  existingBrowserToken,
  isKnownBrowser,
  rememberKnownBrowser,
  sessionCookieName,
  setSessionCookie,
  type CookieSettings,
} from "./cookies";
import { completeEmailSignIn, startEmailSignIn, type SignInDeps } from "./email-sign-in";
import { deleteSessionByToken } from "./sessions";
import { passkeyAddressOf, relyingPartyOf } from "./passkey-party";
import { safeNextPath } from "./sign-in";
import { signInFailureAuditor } from "./sign-in-failures";

export interface AuthRouteOptions extends SignInDeps {
  cookies: CookieSettings;
  googleConfigured: boolean;
}

const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/** Email sign-in (code or one-click link), signing out, and which providers are set up. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { cookies } = options;
  const requester = (request: { ip: string; headers: Record<string, unknown> }, token: string) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
    browserToken: token,
  });
  // Wrong codes reach the audit logs after the answer has gone (sign-in-failures.ts).
  const auditor = signInFailureAuditor(options.db, (error) =>
    app.log.error({ err: error }, "auditing sign-in failures failed"),
  );
  const auditFailuresAfterwards = { onResponse: async () => auditor.request() };
  app.addHook("onClose", () => auditor.stop());

  app.post(
    "/auth/email/start",
    {
      config: { access: "public", csrf: "origin-only" },
      schema: {
        summary: "Email a sign-in code",
        description:
          "Sends a 6-digit code and a one-click link, valid 10 minutes in this browser. The answer is the same whether or not an account exists for the address.",
        body: emailSignInStartSchema,
        response: { 200: emailSignInStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = browserToken(request, reply, cookies);
      const { email, mode, next } = request.body;
      const started = await startEmailSignIn(
        options,
        { email, purpose: mode, next: safeNextPath(next) },
        {
          ...requester(request, token),
          knownBrowser: isKnownBrowser(request, options.secret, email),
        },
      );
      reply.header("cache-control", "no-store");
      return { ...started, email };
    },
  );

  app.post(
    "/auth/email/verify",
    {
      config: { access: "public", csrf: "origin-only" },
      ...auditFailuresAfterwards,
      schema: {
        summary: "Sign in with the emailed code",
        body: emailSignInVerifySchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await completeEmailSignIn(
        options,
        {
          challengeId: request.body.challengeId,
          proof: { kind: "code", code: request.body.code },
          previousSessionToken: request.cookies[sessionCookieName(cookies)],
        },
        requester(request, existingBrowserToken(request)),
      );
      setSessionCookie(reply, cookies, signedIn.session.token);
      rememberKnownBrowser(request, reply, cookies, options.secret, signedIn.email);
      reply.header("cache-control", "no-store");
      return { redirectTo: signedIn.redirectTo };
    },
  );

  app.get(
    "/auth/email/link",
    {
      config: { access: "public" },
      ...auditFailuresAfterwards,
      schema: {
        summary: "Sign in with the emailed link",
        description:
          "Redirects into Larder when the link is valid in this browser, else to /login with the reason.",
        querystring: z.object({ challenge: z.string().max(100), token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      reply.header("referrer-policy", "no-referrer");
      const valid = z.uuid().safeParse(request.query.challenge);
      try {
        if (!valid.success) throw new InvalidError("link_invalid", "");
        const signedIn = await completeEmailSignIn(
          options,
          {
            challengeId: valid.data,
            proof: { kind: "link", token: request.query.token },
            previousSessionToken: request.cookies[sessionCookieName(cookies)],
          },
          requester(request, existingBrowserToken(request)),
        );
        setSessionCookie(reply, cookies, signedIn.session.token);
        rememberKnownBrowser(request, reply, cookies, options.secret, signedIn.email);
        return reply.redirect(signedIn.redirectTo, 303);
      } catch (error) {
        // A refused link or too many tries (both domain errors) goes back to the login page.
        if (!(error instanceof DomainError)) throw error;
        return reply.redirect(`/login?error=${encodeURIComponent(error.code)}`, 303);
      }
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { access: "public" },
      schema: { summary: "Sign out of this browser", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName(cookies)];
      if (token) await deleteSessionByToken(options.db, token);
      clearSessionCookie(reply, cookies);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/auth/providers",
    {
      config: { access: "public" },
      schema: {
        summary: "Which ways of signing in this server offers besides email",
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({
      google: options.googleConfigured,
      passkeys: passkeyAddressOf(relyingPartyOf(options.appUrl)),
    }),
  );
};
