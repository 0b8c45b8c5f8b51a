import {
  apiErrorSchema,
  passkeyAssertionSchema,
  passkeyChallengeSchema,
  passkeyListSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeySignInStartSchema,
  signedInSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
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

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const policySchema = z.object({
  required: z.boolean(),
  satisfied: z.boolean(),
  hasPasskey: z.boolean(),
});

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

  app.post(
    "/auth/passkey/start",
    {
      config: { access: "public", csrf: "origin-only" },
      schema: {
        summary: "Start signing in with a passkey",
        description:
          "Options for navigator.credentials.get(): any passkey of this site (usernameless), with user verification. The challenge works once, for 5 minutes, in this browser.",
        body: passkeySignInStartSchema,
        response: { 200: passkeyChallengeSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = browserToken(request, reply, cookies);
      return startPasskeySignIn(
        deps,
        { next: safeNextPath(request.body.next) },
        { ip: request.ip, browserToken: token },
      );
    },
  );

  app.post(
    "/auth/passkey/finish",
    {
      config: { access: "public", csrf: "origin-only" },
      schema: {
        summary: "Sign in with a passkey",
        body: passkeyAssertionSchema,
        response: { 200: signedInSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    "/me/passkeys",
    {
      config: { access: "session" },
      schema: { summary: "Your passkeys", response: { 200: passkeyListSchema } },
    },
    async (request) => ({
      ...(await listPasskeys(db, request.session!)),
      address: passkeyAddressOf(party),
    }),
  );

  app.post(
    "/me/passkeys/options",
    {
      config: { access: "session" },
      schema: {
        summary: "Start adding a passkey",
        description:
          "Options for navigator.credentials.create(): a discoverable passkey with user verification. The challenge works once, for 5 minutes, in this session.",
        response: { 200: passkeyChallengeSchema, ...errors },
      },
    },
    async (request) => startAddingPasskey(db, party, request.session!),
  );

  app.post(
    "/me/passkeys",
    {
      config: { access: "session" },
      schema: {
        summary: "Add a passkey",
        body: passkeyRegisterSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const added = await addPasskey(db, party, request.session!, {
        ...request.body,
        userAgent: String(request.headers["user-agent"] ?? ""),
      });
      return reply.status(201).send(added);
    },
  );

  app.patch(
    "/me/passkeys/:passkeyId",
    {
      config: { access: "session" },
      // Someone else's passkey is not found, whatever the body says.
      preValidation: async (request) =>
        requireOwnPasskey(
          db,
          request.session!,
          (request.params as { passkeyId: string }).passkeyId,
        ),
      schema: {
        summary: "Rename one of your passkeys",
        params: z.object({ passkeyId: z.string() }),
        body: passkeyRenameSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await renamePasskey(db, request.session!, request.params.passkeyId, request.body.name);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/me/passkeys/:passkeyId",
    {
      config: { access: "session" },
      schema: {
        summary: "Remove one of your passkeys",
        params: z.object({ passkeyId: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePasskey(db, request.session!, request.params.passkeyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/me/passkeys/confirm/options",
    {
      config: { access: "session" },
      schema: {
        summary: "Start confirming with one of your passkeys",
        response: { 200: passkeyChallengeSchema, ...errors },
      },
    },
    async (request) => startPasskeyConfirmation(deps, request.session!),
  );

  app.post(
    "/me/passkeys/confirm",
    {
      config: { access: "session" },
      schema: {
        summary: "Confirm with one of your passkeys",
        description:
          "In a session signed in by email code or Google: workspaces that require a passkey let it in afterwards.",
        body: passkeyAssertionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await confirmWithPasskey(deps, request.session!, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/passkey-policy",
    {
      config: { access: "workspace.view", passkeyExempt: true, scope: "none" },
      schema: {
        summary:
          "Whether the workspace requires a passkey, and whether this session has proved one",
        params: workspaceParams,
        response: { 200: policySchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => readPasskeyPolicy(tx, member, request.session!)),
  );

  app.put(
    "/w/:workspaceId/passkey-policy",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Require a passkey of every member, or stop requiring it",
        description:
          "Members then use the workspace only from a session that signed in with a passkey, confirmed one, or added one. Recorded in the audit log.",
        params: workspaceParams,
        body: z.object({ required: z.boolean({ error: "Say whether passkeys are required." }) }),
        response: { 200: policySchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await setPasskeyRequirement(
          tx,
          member,
          request.session!,
          request.ip,
          request.body.required,
        );
        return readPasskeyPolicy(tx, member, request.session!);
      }),
  );
};
