import { AUTH_API as API } from "@larder/contracts";
import { NotFoundError } from "@larder/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import type { Database } from "../../db/database";
import { type DeclaredRequest, serve } from "../../http/declared";
import {
  browserToken,
  existingBrowserToken,
  sessionCookieName,
  rememberKnownBrowser,
  setSessionCookie,
  type CookieSettings,
} from "./cookies";
import { saveFlow, signInWithGoogle, takeFlow } from "./google";
import { safeNextPath } from "./sign-in";
import { keyedHash, sameDigest } from "./tokens";

export interface GoogleOptions {
  db: Database;
  secret: string;
  appUrl: string;
  cookies: CookieSettings;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
}

class GoogleSignInError extends Error {}

/** What the Google callback works with besides the request: the routes' settings. */
interface CallbackSettings {
  options: GoogleOptions;
  /** Where Google sends the browser back to, as registered with it. */
  redirectUri: string;
  /** The OpenID provider's configuration, discovered once. */
  configuration: () => Promise<oidc.Configuration>;
}

/**
 * Completes a sign-in with Google: checks that the flow was started in this browser, trades the
 * code for the ID token, and signs in (or up) its verified email, setting the session cookie.
 * Returns where to send the browser next; throws when any of it does not check out.
 */
async function completeGoogleSignIn(
  request: DeclaredRequest<typeof API.googleCallback>,
  reply: FastifyReply,
  { options, redirectUri, configuration }: CallbackSettings,
): Promise<string> {
  const { db, google, cookies } = options;
  const state = request.query.state;
  if (!google || !state) throw new GoogleSignInError("no state");
  const flow = await takeFlow(db, state);
  if (!flow) throw new GoogleSignInError("unknown or stale state");
  if (
    !sameDigest(
      flow.browserHash,
      keyedHash(options.secret, "browser", existingBrowserToken(request)),
    )
  )
    throw new GoogleSignInError("another browser");
  const config = await configuration();
  const current = new URL(request.url, redirectUri);
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  const email = typeof claims?.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!claims || !email || claims.email_verified !== true)
    throw new GoogleSignInError("no verified email");
  const name = typeof claims.name === "string" ? claims.name.slice(0, 120) : "";

  const signedIn = await signInWithGoogle(
    db,
    { subject: claims.sub, email, name, nextPath: flow.nextPath },
    { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") },
    request.cookies[sessionCookieName(cookies)],
  );
  setSessionCookie(reply, cookies, signedIn.session.token);
  rememberKnownBrowser(request, reply, cookies, options.secret, signedIn.email);
  return signedIn.redirectTo;
}

/**
 * "Sign up with Google": OpenID Connect's authorization code flow with PKCE, state and nonce
 * (openid-client). The state, nonce and PKCE verifier wait in the database, bound to the
 * browser's sign-in cookie, and are spent by the callback whether it succeeds or not.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleOptions> = async (app, options) => {
  const { db, google, cookies } = options;
  const redirectUri = new URL(API.googleCallback.path, options.appUrl).toString();
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    if (!google) throw new Error("Google sign-in is not configured");
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // A local OpenID provider (tests, an intranet) may speak plain http.
        execute: google.issuer.startsWith("http:") ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };

  serve(app, API.googleStart, async (request, reply) => {
    if (!google)
      throw new NotFoundError(
        "google_not_configured",
        "Google sign-in is not set up on this server. Continue with your email instead, or ask the person who runs this Larder to set it up.",
      );
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      request.log.error({ err: error }, "could not reach the OpenID provider");
      return reply.redirect("/login?error=google_unavailable", 303);
    }
    const token = browserToken(request, reply, cookies);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await saveFlow(db, {
      state,
      nonce,
      codeVerifier,
      browserHash: keyedHash(options.secret, "browser", token),
      nextPath: safeNextPath(request.query.next),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
      prompt: "select_account",
    });
    reply.header("cache-control", "no-store");
    return reply.redirect(url.toString(), 303);
  });

  serve(app, API.googleCallback, async (request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("referrer-policy", "no-referrer");
    try {
      const redirectTo = await completeGoogleSignIn(request, reply, {
        options,
        redirectUri,
        configuration,
      });
      return reply.redirect(redirectTo, 303);
    } catch (error) {
      request.log.warn({ err: error }, "Google sign-in failed");
      return reply.redirect("/login?error=google_failed", 303);
    }
  });
};
