import { AUTH_API as API } from "@larder/contracts";
import { DomainError, InvalidError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { serve } from "../../http/declared";
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

  serve(app, API.emailStart, async (request, reply) => {
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
  });

  serve(
    app,
    API.emailVerify,
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
    auditFailuresAfterwards,
  );

  serve(
    app,
    API.emailLink,
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
    auditFailuresAfterwards,
  );

  serve(app, API.logout, async (request, reply) => {
    const token = request.cookies[sessionCookieName(cookies)];
    if (token) await deleteSessionByToken(options.db, token);
    clearSessionCookie(reply, cookies);
  });

  serve(app, API.providers, () => ({
    google: options.googleConfigured,
    passkeys: passkeyAddressOf(relyingPartyOf(options.appUrl)),
  }));
};
