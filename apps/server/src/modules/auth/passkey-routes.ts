import { PASSKEYS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import {
  browserToken,
  existingBrowserToken,
  rememberKnownBrowser,
  sessionCookieName,
  setSessionCookie,
  type CookieSettings,
} from "./cookies";
import { passkeyAddressOf, relyingPartyOf } from "./passkey-party";
import { readPasskeyPolicy, setPasskeyRequirement } from "./passkey-policy";
import {
  completePasskeySignIn,
  confirmWithPasskey,
  startPasskeyConfirmation,
  startPasskeySignIn,
} from "./passkey-sign-in";
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  renamePasskey,
  requireOwnPasskey,
  startAddingPasskey,
} from "./passkeys";
import { safeNextPath } from "./sign-in";

export interface PasskeyRouteOptions {
  db: Database;
  secret: string;
  /** APP_URL: the passkeys' relying party (its host name) and the only origin accepted. */
  appUrl: string;
  cookies: CookieSettings;
}

/**
 * Passkeys (decision 0034): signing in with one, adding, naming and removing them, confirming
 * with one, and the workspace setting that requires them.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRouteOptions> = async (app, options) => {
  const { db, cookies } = options;
  const party = relyingPartyOf(options.appUrl);
  const deps = { db, secret: options.secret, party };
  // Challenges and passkey lists are for this browser only, and never cached.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  serve(app, API.signInStart, async (request, reply) => {
    const token = browserToken(request, reply, cookies);
    return startPasskeySignIn(
      deps,
      { next: safeNextPath(request.body.next) },
      { ip: request.ip, browserToken: token },
    );
  });

  serve(app, API.signInFinish, async (request, reply) => {
    const signedIn = await completePasskeySignIn(
      deps,
      {
        challengeId: request.body.challengeId,
        credential: request.body.credential,
        previousSessionToken: request.cookies[sessionCookieName(cookies)],
      },
      {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
        browserToken: existingBrowserToken(request),
      },
    );
    setSessionCookie(reply, cookies, signedIn.session.token);
    rememberKnownBrowser(request, reply, cookies, options.secret, signedIn.email);
    return { redirectTo: signedIn.redirectTo };
  });

  serve(app, API.list, async (request) => ({
    ...(await listPasskeys(db, request.session!)),
    address: passkeyAddressOf(party),
  }));

  serve(app, API.addOptions, (request) => startAddingPasskey(db, party, request.session!));

  serve(app, API.add, (request) =>
    addPasskey(db, party, request.session!, {
      ...request.body,
      userAgent: String(request.headers["user-agent"] ?? ""),
    }),
  );

  serve(
    app,
    API.rename,
    (request) => renamePasskey(db, request.session!, request.params.passkeyId, request.body.name),
    {
      // Someone else's passkey is not found, whatever the body says.
      preValidation: async (request) =>
        requireOwnPasskey(
          db,
          request.session!,
          (request.params as { passkeyId: string }).passkeyId,
        ),
    },
  );

  serve(app, API.remove, (request) =>
    removePasskey(db, request.session!, request.params.passkeyId),
  );

  serve(app, API.confirmOptions, (request) => startPasskeyConfirmation(deps, request.session!));

  serve(app, API.confirm, (request) => confirmWithPasskey(deps, request.session!, request.body));

  serve(app, API.policy, (request) =>
    withMember(db, request, (tx, member) => readPasskeyPolicy(tx, member, request.session!)),
  );

  serve(app, API.setPolicy, (request) =>
    withMember(db, request, async (tx, member) => {
      await setPasskeyRequirement(tx, member, request.session!, request.ip, request.body.required);
      return readPasskeyPolicy(tx, member, request.session!);
    }),
  );
};
