import { z } from "zod";
import { trimmed, uuid } from "./fields";

/** Passkeys (WebAuthn): adding, naming and removing them, and signing in with one. */

const base64url = (what: string, max: number) =>
  z
    .string({ error: `The passkey's ${what} is missing.` })
    .max(max, { error: `The passkey's ${what} is too long.` })
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: `The passkey's ${what} is not base64url.` });

const authenticatorTransport = z.enum([
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
]);

/** What the browser's `navigator.credentials.create()` answered, as SimpleWebAuthn sends it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url("id", 1400),
  rawId: base64url("id", 1400),
  type: z.literal("public-key", { error: "This is not a passkey." }),
  response: z.object({
    clientDataJSON: base64url("client data", 4000),
    attestationObject: base64url("attestation", 20_000),
    authenticatorData: base64url("authenticator data", 20_000).optional(),
    transports: z.array(authenticatorTransport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url("public key", 4000).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What `navigator.credentials.get()` answered. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url("id", 1400),
  rawId: base64url("id", 1400),
  type: z.literal("public-key", { error: "This is not a passkey." }),
  response: z.object({
    clientDataJSON: base64url("client data", 4000),
    authenticatorData: base64url("authenticator data", 20_000),
    signature: base64url("signature", 2000),
    userHandle: base64url("user handle", 200).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** Options for the browser, with the id of the single-use challenge they carry. */
export const passkeyChallengeSchema = z.object({
  challengeId: z.uuid(),
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyChallenge = z.infer<typeof passkeyChallengeSchema>;

export const passkeyNameSchema = trimmed("the passkey's name", 60);

export const passkeyRegisterSchema = z.object({
  challengeId: uuid("challenge"),
  name: passkeyNameSchema.optional(),
  credential: passkeyRegistrationResponseSchema,
});

export const passkeySignInStartSchema = z.object({
  next: z.string().max(500).optional(),
});

export const passkeyAssertionSchema = z.object({
  challengeId: uuid("challenge"),
  credential: passkeyAuthenticationResponseSchema,
});

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until it is first used to sign in or confirm. */
  lastUsedAt: z.string().nullable(),
  /** Synced between devices (iCloud Keychain, Google Password Manager…) or on one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * Where passkeys work: they are made for APP_URL's host name (the relying party ID) and answered
 * only from its origin (decision 0034), so a page opened at another address cannot use them.
 */
export const passkeyAddressSchema = z.object({
  /** APP_URL's host name, e.g. "larder.example.com": the relying party ID. */
  host: z.string(),
  /** APP_URL's origin, e.g. "https://larder.example.com". */
  origin: z.string(),
});
export type PasskeyAddress = z.infer<typeof passkeyAddressSchema>;

export const passkeyListSchema = z.object({
  passkeys: z.array(passkeySchema),
  /** Where this server's passkeys work: the profile says so when the page is elsewhere. */
  address: passkeyAddressSchema,
  /** This session proved a passkey (signed in with one, confirmed one, or added the first). */
  sessionVerified: z.boolean(),
  /** Names of the person's workspaces that require a passkey. */
  requiredBy: z.array(z.string()),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;
