import { z } from "zod";
import { signedInSchema } from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  passkeyAssertionSchema,
  passkeyChallengeSchema,
  passkeyListSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeySignInStartSchema,
} from "./passkeys";

// The passkey routes (decision 0034, declared as in 0048): signing in with one, adding, naming
// and removing them, confirming with one, and the workspace setting that requires them.

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const signingIn = { access: "public", csrf: "origin-only", tag: "Signing in" } as const;
const yours = { access: "session", tag: "You" } as const;
const passkey = z.object({ passkeyId: z.string() });
const workspace = z.object({ workspaceId: z.string() });

/** Whether a workspace requires a passkey, and whether this session has proved one. */
export const passkeyPolicySchema = z.object({
  required: z.boolean(),
  satisfied: z.boolean(),
  hasPasskey: z.boolean(),
});
export type PasskeyPolicy = z.infer<typeof passkeyPolicySchema>;

export const PASSKEYS_API = {
  signInStart: apiRoute({
    ...signingIn,
    method: "POST",
    path: "/api/auth/passkey/start",
    summary: "Start signing in with a passkey",
    description:
      "Options for navigator.credentials.get(): any passkey of this site (usernameless), with user verification. The challenge works once, for 5 minutes, in this browser.",
    body: passkeySignInStartSchema,
    responses: { 200: passkeyChallengeSchema, 429: apiErrorSchema },
  }),
  signInFinish: apiRoute({
    ...signingIn,
    method: "POST",
    path: "/api/auth/passkey/finish",
    summary: "Sign in with a passkey",
    body: passkeyAssertionSchema,
    responses: { 200: signedInSchema, ...errors, 429: apiErrorSchema },
  }),
  list: apiRoute({
    ...yours,
    method: "GET",
    path: "/api/me/passkeys",
    summary: "Your passkeys",
    responses: { 200: passkeyListSchema },
  }),
  addOptions: apiRoute({
    ...yours,
    method: "POST",
    path: "/api/me/passkeys/options",
    summary: "Start adding a passkey",
    description:
      "Options for navigator.credentials.create(): a discoverable passkey with user verification. The challenge works once, for 5 minutes, in this session.",
    responses: { 200: passkeyChallengeSchema, ...errors },
  }),
  add: apiRoute({
    ...yours,
    method: "POST",
    path: "/api/me/passkeys",
    summary: "Add a passkey",
    body: passkeyRegisterSchema,
    responses: { 201: z.object({ id: z.uuid() }), ...errors, 409: apiErrorSchema },
  }),
  rename: apiRoute({
    ...yours,
    method: "PATCH",
    path: "/api/me/passkeys/:passkeyId",
    summary: "Rename one of your passkeys",
    params: passkey,
    body: passkeyRenameSchema,
    responses: { 204: z.null(), ...errors },
  }),
  remove: apiRoute({
    ...yours,
    method: "DELETE",
    path: "/api/me/passkeys/:passkeyId",
    summary: "Remove one of your passkeys",
    params: passkey,
    responses: { 204: z.null(), ...errors },
  }),
  confirmOptions: apiRoute({
    ...yours,
    method: "POST",
    path: "/api/me/passkeys/confirm/options",
    summary: "Start confirming with one of your passkeys",
    responses: { 200: passkeyChallengeSchema, ...errors },
  }),
  confirm: apiRoute({
    ...yours,
    method: "POST",
    path: "/api/me/passkeys/confirm",
    summary: "Confirm with one of your passkeys",
    description:
      "In a session signed in by email code or Google: workspaces that require a passkey let it in afterwards.",
    body: passkeyAssertionSchema,
    responses: { 204: z.null(), ...errors },
  }),
  policy: apiRoute({
    access: "workspace.view",
    passkeyExempt: true,
    scope: "none",
    tag: "Workspaces",
    method: "GET",
    path: "/api/w/:workspaceId/passkey-policy",
    summary: "Whether the workspace requires a passkey, and whether this session has proved one",
    params: workspace,
    responses: { 200: passkeyPolicySchema, 404: apiErrorSchema },
  }),
  setPolicy: apiRoute({
    access: "workspace.manage",
    scope: "none",
    tag: "Workspaces",
    method: "PUT",
    path: "/api/w/:workspaceId/passkey-policy",
    summary: "Require a passkey of every member, or stop requiring it",
    description:
      "Members then use the workspace only from a session that signed in with a passkey, confirmed one, or added one. Recorded in the audit log.",
    params: workspace,
    body: z.object({ required: z.boolean({ error: "Say whether passkeys are required." }) }),
    responses: { 200: passkeyPolicySchema, ...errors },
  }),
};
