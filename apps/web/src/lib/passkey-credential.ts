import type {
  passkeyAuthenticationResponseSchema,
  passkeyRegistrationResponseSchema,
} from "@larder/contracts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import type { z } from "zod";

type SentRegistration = z.input<typeof passkeyRegistrationResponseSchema>;
type SentAuthentication = z.input<typeof passkeyAuthenticationResponseSchema>;

/**
 * A passkey's answer as Larder's contracts type it. SimpleWebAuthn types the same JSON more
 * loosely (any string as a transport, extension results without an index), so the type is
 * asserted here; the server checks every field against the contract's schema.
 */
export function sentCredential(credential: RegistrationResponseJSON): SentRegistration;
export function sentCredential(credential: AuthenticationResponseJSON): SentAuthentication;
export function sentCredential(
  credential: RegistrationResponseJSON | AuthenticationResponseJSON,
): SentRegistration | SentAuthentication {
  return credential as unknown as SentRegistration | SentAuthentication;
}
